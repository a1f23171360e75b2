import { describe, expect, it } from 'vitest';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { baseMap, brokenRules, findingsOf, twoFloorMap } from '../test-support/maps';

const jervis = (map: DungeonMap): DungeonMap => ({ ...map, ruleset: 'jervis-1998' });

describe('distances (Torguer 2021)', () => {
  it('MAP-CHEST-EZ, DB-SETUP-3: a chest 6 squares from an end zone passes, 5 fails', () => {
    const six = baseMap();
    six.chests[0] = { floor: 0, x: 8, y: 11 }; // Z1 ends at x = 2
    expect(brokenRules(six)).toEqual([]);
    const five = baseMap();
    five.chests[0] = { floor: 0, x: 7, y: 11 };
    expect(brokenRules(five)).toEqual(['MAP-CHEST-EZ']);
    expect(findingsOf(five, 'MAP-CHEST-EZ')[0]).toEqual({
      rule: 'MAP-CHEST-EZ',
      severity: 'error',
      message:
        'Chest 1 is 5 squares from end zone Z1 on Ground floor; chests must be more than 5 squares from every end zone.',
      floor: 0,
      x: 7,
      y: 11,
      path: '/chests/0',
    });
  });

  it('MAP-CHEST-EZ, DB-GEN-6: distance is diagonal (Chebyshev): 5 across and 5 down is 5 squares', () => {
    const map = baseMap();
    map.chests[0] = { floor: 0, x: 7, y: 18 }; // 5 east of x = 2 and 5 south of y = 13
    expect(findingsOf(map, 'MAP-CHEST-EZ')).toHaveLength(1);
  });

  it('MAP-CHEST-EZ, DB-GEN-6: a chest right under an end zone, one floor up, is never within range', () => {
    const map = twoFloorMap();
    map.chests[5] = { floor: 1, x: 3, y: 11 };
    expect(findingsOf(map, 'MAP-CHEST-EZ')).toEqual([]);
  });

  it('MAP-TELE-SPACING, DB-SETUP-5: teleporters exactly 10 squares apart pass, 9 fail', () => {
    const ten = baseMap();
    ten.teleporters[1] = { number: 2, floor: 0, x: 12, y: 2 }; // 10 from teleporter 1 at x = 2
    expect(brokenRules(ten)).toEqual([]);
    const nine = baseMap();
    nine.teleporters[1] = { number: 2, floor: 0, x: 11, y: 2 };
    expect(brokenRules(nine)).toEqual(['MAP-TELE-SPACING']);
    expect(findingsOf(nine, 'MAP-TELE-SPACING')[0]?.message).toBe(
      'Teleporter 2 is 9 squares from teleporter 1 on Ground floor; they must be at least 10 apart.',
    );
  });

  it('MAP-TELE-SPACING, DB-SETUP-5: teleporters on different floors may stand one above the other', () => {
    const map = twoFloorMap();
    map.teleporters[5] = { number: 6, floor: 1, x: 2, y: 21 }; // teleporter 5 is at (2, 21) on the ground floor
    expect(findingsOf(map, 'MAP-TELE-SPACING')).toEqual([]);
  });

  it('MAP-TELE-EZ, DB-SETUP-5: a teleporter on the corner square of an end zone fails, one square outside passes', () => {
    const inside = baseMap();
    inside.teleporters[3] = { number: 4, floor: 0, x: 37, y: 10 }; // Z2's north-west corner
    expect(brokenRules(inside)).toEqual(['MAP-TELE-EZ']);
    const outside = baseMap();
    outside.teleporters[3] = { number: 4, floor: 0, x: 36, y: 10 };
    expect(brokenRules(outside)).toEqual([]);
  });

  it('MAP-PER-FLOOR, DB-SETUP-4, DB-SETUP-6: a floor with no chest, or no teleporter, fails', () => {
    const map = twoFloorMap();
    map.chests[5] = { floor: 0, x: 27, y: 20 };
    expect(findingsOf(map, 'MAP-PER-FLOOR').map((f) => f.message)).toEqual([
      'First floor has no chest; every floor needs at least one.',
    ]);
    map.teleporters[5] = { number: 6, floor: 0, x: 13, y: 21 };
    expect(findingsOf(map, 'MAP-PER-FLOOR')).toHaveLength(2);
  });

  it('MAP-PER-FLOOR, MAP-CHEST-EZ, MAP-TELE-EZ, MAP-TELE-SPACING, DB-SETUP-10: none applies to jervis-1998 maps, whose teleporters may stand in an end zone', () => {
    const map = jervis(twoFloorMap());
    map.chests[5] = { floor: 0, x: 27, y: 20 };
    map.teleporters[0] = { number: 1, floor: 0, x: 2, y: 13 }; // inside Z1: allowed in 1998
    map.teleporters[1] = { number: 2, floor: 0, x: 5, y: 2 };
    expect(brokenRules(map)).toEqual([]);
  });
});

describe('distances (Jervis 1998)', () => {
  it('MAP-CHEST-EZ-FAR, DB-SETUP-9: a chest 9 squares from an end zone passes, 8 fails', () => {
    const nine = jervis(baseMap());
    nine.chests[0] = { floor: 0, x: 11, y: 11 };
    expect(brokenRules(nine)).toEqual([]);
    const eight = jervis(baseMap());
    eight.chests[0] = { floor: 0, x: 10, y: 11 };
    expect(brokenRules(eight)).toEqual(['MAP-CHEST-EZ-FAR']);
    expect(findingsOf(eight, 'MAP-CHEST-EZ-FAR')[0]?.message).toBe(
      'Chest 1 is 8 squares from end zone Z1 on Ground floor; chests must be more than 8 squares from every end zone.',
    );
  });

  it('MAP-CHEST-SPACING, DB-SETUP-9: chests 4 squares apart pass, 3 fail', () => {
    const four = jervis(baseMap());
    four.chests[1] = { floor: 0, x: 16, y: 3 }; // chest 1 at (12, 3)
    expect(brokenRules(four)).toEqual([]);
    const three = jervis(baseMap());
    three.chests[1] = { floor: 0, x: 15, y: 3 };
    expect(brokenRules(three)).toEqual(['MAP-CHEST-SPACING']);
  });

  it('MAP-CHEST-SPACING and MAP-CHEST-EZ-FAR do not apply to torguer-2021 maps', () => {
    const map = baseMap();
    map.chests[1] = { floor: 0, x: 13, y: 4 };
    map.chests[0] = { floor: 0, x: 10, y: 11 };
    expect(brokenRules(map)).toEqual([]);
  });
});
