import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { board, named, play } from '../../testing/fixture';
import { mechanismData } from '../registry';
import type { StatueRoom } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/** A hall whose east half, x 4 to 7, is the magic statue's room. */
const room: StatueRoom = {
  id: 'statue-room',
  floor: 0,
  squares: [{ x: 4, y: 0, width: 4, height: 3 }],
  boltOn: 6,
};
const hall = () => board(['........', '........', '........']).mechanism('magic-statue', [room]);

const walk = (...to: (readonly [number, number])[]) => [
  { type: 'activate', player: '0-1', action: 'move' } as const,
  ...to.map(([x, y]) => ({ type: 'move', to: at(x, y) }) as const),
];

describe('the magic statue room', () => {
  it('DB-BOLT-1, DB-MATCH-15, BB-TO-11: a player who ends his movement Standing in the room rolls a D6; on a 6 the bolt Knocks him Down, a Dungeonbowl turnover that ends the turn', () => {
    // Moves to (4, 1) and (5, 1), then ends his activation: the statue rolls 6, Armour 2 + 2.
    const { state, events } = play(
      hall().player('runner', 2, 1).player('away', 0, 0, { team: 1 }).withDice([6, 2, 2]).build(),
      ...walk([3, 1], [4, 1], [5, 1]),
      { type: 'end-activation' },
    );
    expect(events).toContainEqual({
      type: 'statue-bolt',
      player: '0-1',
      room: 'statue-room',
      rolled: 6,
      hit: true,
    });
    expect(named(state, 'runner').stance).toBe('prone');
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
    expect(state.turn.team).toBe(1);
  });

  it('DB-BOLT-1: a 5 spares him, and the statue does not roll again while he stays in the room', () => {
    const first = play(
      hall().player('runner', 3, 1).player('away', 0, 2, { team: 1 }).withDice([5]).build(),
      ...walk([4, 1]),
      { type: 'end-activation' },
    );
    expect(first.events).toContainEqual(
      expect.objectContaining({ type: 'statue-bolt', rolled: 5, hit: false }),
    );
    expect(named(first.state, 'runner').stance).toBe('standing');
    // Next turn he walks on inside the room.
    const again = play(
      first.state,
      { type: 'end-turn' },
      { type: 'end-turn' },
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(5, 1) },
      { type: 'end-activation' },
    );
    expect(again.events.some((e) => e.type === 'statue-bolt')).toBe(false);
  });

  it('DB-BOLT-1: crossing the room without stopping there draws no bolt', () => {
    const { events } = play(
      hall().player('runner', 3, 1).build(),
      ...walk([4, 1], [5, 1], [6, 1], [7, 1]),
    );
    expect(events.some((e) => e.type === 'statue-bolt')).toBe(false);
    const back = play(hall().player('runner', 3, 1).build(), ...walk([4, 1], [3, 1]), {
      type: 'end-activation',
    });
    expect(back.events.some((e) => e.type === 'statue-bolt')).toBe(false);
  });

  it('DB-BOLT-1: a player pushed into the room Standing rolls at once, the blocker still on the move', () => {
    // Block: Push (3); the defender goes from (3, 1) to (4, 1) in the room; the statue rolls 6,
    // his Armour 2 + 2 holds. He is the opponent's: no turnover.
    const { state, events } = play(
      hall().player('a', 2, 1).player('d', 3, 1, { team: 1 }).withDice([3, 6, 2, 2]).build(),
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'statue-bolt', player: '1-1', rolled: 6, hit: true }),
    );
    expect(named(state, 'd').stance).toBe('prone');
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
  });

  it('DB-BOLT-2: a player Knocked Down into the room is not attacked by the statue', () => {
    // Block: POW (6); he falls in the room at (4, 1), Armour 2 + 2 holds; no statue die.
    const { state, events } = play(
      hall().player('a', 2, 1).player('d', 3, 1, { team: 1 }).withDice([6, 2, 2]).build(),
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'd').at).toEqual(at(4, 1));
    expect(events.some((e) => e.type === 'statue-bolt')).toBe(false);
  });

  it('DB-BOLT-1: the Pyramid of Death has one statue room, its bolt on a 6', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const rooms = mechanismData(pyramid)?.['magic-statue'] as StatueRoom[];
    expect(rooms).toEqual([expect.objectContaining({ id: 'statue-room', boltOn: 6 })]);
  });
});
