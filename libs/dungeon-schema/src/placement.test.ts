import { describe, expect, it } from 'vitest';
import { placementBlockers } from './placement';
import { baseMap, twoFloorMap } from './test-support/maps';
import { validateMap } from './validate';

const ruleAt = (blocked: ReturnType<typeof placementBlockers>, x: number, y: number) =>
  blocked.find((b) => b.x === x && b.y === y)?.rule ?? null;

describe('where the editor shades squares before a chest or teleporter is placed', () => {
  it('MAP-CHEST-EZ: squares 5 from an end zone are shaded for chests, 6 are not', () => {
    const blocked = placementBlockers(baseMap(), 'chest', 0);
    expect(ruleAt(blocked, 7, 11)).toBe('MAP-CHEST-EZ');
    expect(ruleAt(blocked, 8, 11)).toBeNull();
  });

  it('MAP-TELE-SPACING: squares 9 from a teleporter are shaded, 10 are not, on its floor only', () => {
    const map = twoFloorMap();
    const blocked = placementBlockers(map, 'teleporter', 0);
    expect(ruleAt(blocked, 24, 11)).toBe('MAP-TELE-SPACING'); // 9 below teleporter 3 at (24, 2)
    expect(ruleAt(blocked, 24, 12)).toBeNull();
    expect(ruleAt(placementBlockers(map, 'teleporter', 1), 24, 11)).toBeNull();
  });

  it('MAP-TELE-EZ and MAP-SQUARE: end-zone squares, walls and occupied squares are shaded for teleporters', () => {
    const blocked = placementBlockers(baseMap(), 'teleporter', 0);
    expect(ruleAt(blocked, 38, 13)).toBe('MAP-TELE-EZ');
    expect(ruleAt(blocked, 0, 5)).toBe('MAP-SQUARE');
  });

  it('a teleporter being moved does not block its own way, and a shaded-free square keeps the map valid', () => {
    const map = baseMap();
    const blocked = placementBlockers(map, 'teleporter', 0, 1);
    expect(ruleAt(blocked, 14, 2)).toBeNull(); // next to its old square (13, 2)
    map.teleporters[1] = { number: 2, floor: 0, x: 14, y: 2 };
    expect(validateMap(map).valid).toBe(true);
  });

  it('jervis-1998: chests shade 8 squares around end zones and 3 around other chests', () => {
    const map = { ...baseMap(), ruleset: 'jervis-1998' as const };
    const blocked = placementBlockers(map, 'chest', 0);
    expect(ruleAt(blocked, 10, 11)).toBe('MAP-CHEST-EZ-FAR');
    expect(ruleAt(blocked, 11, 11)).toBeNull();
    expect(ruleAt(blocked, 15, 3)).toBe('MAP-CHEST-SPACING'); // 3 from chest 1 at (12, 3)
    expect(ruleAt(blocked, 16, 8)).toBeNull();
  });

  it('every square left unshaded for a chest really keeps the map valid', () => {
    const map = baseMap();
    const blocked = new Set(placementBlockers(map, 'chest', 0, 0).map((b) => `${b.x},${b.y}`));
    for (let y = 0; y < map.height; y += 3) {
      for (let x = 0; x < map.width; x += 3) {
        if (blocked.has(`${x},${y}`)) continue;
        const moved = baseMap();
        moved.chests[0] = { floor: 0, x, y };
        expect(validateMap(moved).findings, `chest at (${x}, ${y})`).toEqual([]);
      }
    }
  });
});
