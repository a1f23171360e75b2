import { describe, expect, it } from 'vitest';
import { baseMap, brokenRules, findingsOf, paint } from '../test-support/maps';

describe('end zones', () => {
  it('MAP-EZ-SHAPE: 2x4 and 4x2 pass; 3x4 and 2x2 fail', () => {
    const across = baseMap();
    across.endZones[0] = { id: 'Z1', floor: 0, x: 1, y: 10, width: 4, height: 2 };
    expect(findingsOf(across, 'MAP-EZ-SHAPE')).toEqual([]);
    for (const [width, height] of [
      [3, 4],
      [2, 2],
    ] as const) {
      const map = baseMap();
      map.endZones[0] = { id: 'Z1', floor: 0, x: 1, y: 10, width, height };
      expect(findingsOf(map, 'MAP-EZ-SHAPE').map((f) => f.message)).toEqual([
        `End zone Z1 is ${width}x${height} squares; an end zone is 2x4 or 4x2.`,
      ]);
    }
  });

  it('MAP-EZ-SHAPE: every end-zone square must be plain floor, moss included', () => {
    const map = paint(baseMap(), 0, 2, 13, 'm');
    const findings = findingsOf(map, 'MAP-EZ-SHAPE');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ floor: 0, x: 2, y: 13 });
  });

  it('MAP-EZ-OVERLAP: end zones sharing one corner square overlap; touching end zones do not', () => {
    const touching = baseMap();
    touching.endZones.push({ id: 'Z3', floor: 0, x: 3, y: 10, width: 2, height: 4 });
    expect(findingsOf(touching, 'MAP-EZ-OVERLAP')).toEqual([]);
    const sharing = baseMap();
    sharing.endZones.push({ id: 'Z3', floor: 0, x: 2, y: 13, width: 4, height: 2 });
    expect(findingsOf(sharing, 'MAP-EZ-OVERLAP')).toEqual([
      expect.objectContaining({
        message: 'End zones Z1 and Z3 overlap at (2, 13) on Ground floor.',
        x: 2,
        y: 13,
      }),
    ]);
  });

  it('MAP-EZ-APART (jervis-1998), DB-SETUP-11: a warning when the furthest end zones are closer than half the longer side, none at exactly half', () => {
    const map = { ...baseMap(), ruleset: 'jervis-1998' as const };
    // The longer side is 40, so end zones must be 20 squares apart. Z1 ends at x = 2.
    map.endZones[1] = { id: 'Z2', floor: 0, x: 22, y: 10, width: 2, height: 4 };
    map.chests = map.chests.map((c) => ({ ...c, y: c.y === 3 ? 1 : 22 }));
    expect(findingsOf(map, 'MAP-EZ-APART')).toEqual([]);
    map.endZones[1] = { id: 'Z2', floor: 0, x: 21, y: 10, width: 2, height: 4 };
    const warnings = findingsOf(map, 'MAP-EZ-APART');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.severity).toBe('warning');
    expect(warnings[0]?.message).toContain('only 19 squares apart');
  });

  it('MAP-EZ-APART: warnings never make a map invalid, and torguer-2021 maps are not checked', async () => {
    const { validateMap } = await import('../validate');
    const map = { ...baseMap(), ruleset: 'jervis-1998' as const };
    map.endZones[1] = { id: 'Z2', floor: 0, x: 18, y: 1, width: 4, height: 2 };
    map.chests = [12, 16, 20, 24, 28, 32].map((x) => ({ floor: 0, x, y: 22 }));
    const result = validateMap(map);
    expect(result.findings.map((f) => f.rule)).toEqual(['MAP-EZ-APART']);
    expect(result.valid).toBe(true);
    expect(brokenRules({ ...map, ruleset: 'torguer-2021' })).not.toContain('MAP-EZ-APART');
  });
});
