import { describe, expect, it } from 'vitest';
import { baseMap, brokenRules, findingsOf, paint, twoFloorMap } from '../test-support/maps';

describe('squares', () => {
  it('MAP-SQUARE: chests and teleporters stand on floor, moss or sand', () => {
    for (const terrain of ['m', 's'])
      expect(brokenRules(paint(baseMap(), 0, 12, 3, terrain))).toEqual([]);
    for (const terrain of ['#', 'o', '~', '*', 'r', 'g', 'p']) {
      expect(findingsOf(paint(baseMap(), 0, 12, 3, terrain), 'MAP-SQUARE')).toHaveLength(1);
    }
    const water = findingsOf(paint(baseMap(), 0, 13, 2, '~'), 'MAP-SQUARE')[0];
    expect(water?.message).toBe(
      'Teleporter 2 stands on water at (13, 2) on Ground floor; it must stand on floor, moss or sand.',
    );
  });

  it('MAP-SQUARE: a chest and a teleporter cannot share a square', () => {
    const map = baseMap();
    map.teleporters[1] = { number: 2, floor: 0, x: 12, y: 3 };
    expect(findingsOf(map, 'MAP-SQUARE').map((f) => f.message)).toEqual([
      'Teleporter 2 and chest 1 share the square (12, 3) on Ground floor.',
    ]);
  });

  it('MAP-SQUARE: a statue, a ladder foot or an elevator cannot stand on a chest', () => {
    const statue = baseMap();
    statue.features = [{ kind: 'statue', floor: 0, x: 12, y: 3 }];
    expect(findingsOf(statue, 'MAP-SQUARE')).toHaveLength(1);
    const ladder = paint(twoFloorMap(), 1, 12, 3, 'o');
    ladder.links = [{ kind: 'ladder', floor: 0, x: 12, y: 3 }];
    expect(findingsOf(ladder, 'MAP-SQUARE')).toHaveLength(1);
    const lift = twoFloorMap();
    lift.elevators = [
      { id: 'lift', kind: 'cage', squares: [{ x: 27, y: 20 }], floors: [0, 1], startFloor: 0 },
    ];
    // The lift's square holds chest 6 on the first floor.
    expect(findingsOf(lift, 'MAP-SQUARE').map((f) => f.floor)).toEqual([1]);
  });

  it('MAP-SQUARE: the same square on two floors is two squares', () => {
    const map = twoFloorMap();
    map.chests[5] = { floor: 1, x: 12, y: 3 }; // chest 1 is at (12, 3) on the ground floor
    expect(findingsOf(map, 'MAP-SQUARE')).toEqual([]);
  });

  it('MAP-VOID-GROUND: void on the ground floor fails, void on the first floor passes', () => {
    expect(findingsOf(paint(baseMap(), 0, 20, 12, '_'), 'MAP-VOID-GROUND')).toEqual([
      expect.objectContaining({
        floor: 0,
        x: 20,
        y: 12,
        message: 'The ground floor has void at (20, 12); there is no floor below it to fall to.',
      }),
    ]);
    expect(findingsOf(paint(twoFloorMap(), 1, 20, 12, '_'), 'MAP-VOID-GROUND')).toEqual([]);
  });

  it('a map full of broken squares is reported in at most 51 findings per rule', () => {
    const map = baseMap();
    map.floors[0]!.rows = map.floors[0]!.rows.map((row, y) =>
      y === 0 || y === 23 ? row : `#${'_'.repeat(38)}#`,
    );
    const findings = findingsOf(map, 'MAP-VOID-GROUND');
    expect(findings).toHaveLength(51);
    expect(findings[50]?.message).toBe(`...and ${22 * 38 - 50} more like these.`);
  });
});
