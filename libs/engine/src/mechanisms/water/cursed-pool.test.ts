import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { boardFromMap } from '../../flow/create';
import { board, named, play } from '../../testing/fixture';
import { inRoom, roomsOfKind } from '../../board/rooms';
import {
  ballHandling,
  isHazard,
  isPrecarious,
  noFollowUp,
  standingCost,
} from '../../board/dungeon';

const at = (x: number, y: number) => ({ floor: 0, x, y });
const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
const [cursed] = roomsOfKind(pyramid, 'cursed-pool', () => ({}));
/** The Pyramid's ground floor from (0, 21) to (13, 28), the cursed pool's water in its middle. */
const poolRows = pyramid.floors[0]!.rows.slice(21, 29).map((row) => row.slice(0, 14));

describe('the cursed pool', () => {
  it('DB-WATER-9, DB-WATER-1, DB-WATER-4, DB-WATER-7: every water square of the Pyramid cursed pool is deep water: 3 a square, −1 to handle the ball, no follow-up, a hazard whose banks are precarious', () => {
    const b = boardFromMap(pyramid);
    const water = b.floors[0]!.flatMap((row, y) =>
      [...row].flatMap((c, x) => (c === '~' && inRoom(cursed!, at(x, y)) ? [at(x, y)] : [])),
    );
    expect(water.length).toBeGreaterThan(40);
    for (const q of water) {
      expect(standingCost(b, q)).toBe(3);
      expect(isHazard(b, q)).toBe(true);
      expect(ballHandling(b, q)).toBe(-1);
      expect(noFollowUp(b, q)).toBe(true);
    }
    // (2, 23) is the dry bank west of the water at (3, 23).
    expect(isPrecarious(b, at(2, 23))).toBe(true);
  });

  it('DB-WATER-9, DB-WATER-10: slipping off the bank of the cursed pool, he Falls Over in its water', () => {
    // The rows are the Pyramid's from y 21: the bank at (2, 2) here is (2, 23) there. Picking up
    // the ball on the bank needs the precarious roll: 1 slips, into the second of the three water
    // squares next to him (2), (3, 2); Armour 3 + 3 holds.
    const start = board(poolRows).player('wader', 1, 2).ballOn(2, 2).withDice([1, 2, 3, 3]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 2) },
    );
    expect(events).toContainEqual(expect.objectContaining({ test: 'precarious', success: false }));
    expect(named(state, 'wader')).toMatchObject({ at: at(3, 2), stance: 'prone' });
  });
});
