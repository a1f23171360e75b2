import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';
import { mechanismData } from '../registry';
import type { Prison } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/** A cell at x 0 to 2 whose way out is its square (1, 2); the lever "P" outside at (5, 3). */
const cell: Prison = {
  id: 'cell',
  floor: 0,
  squares: [
    { x: 0, y: 0, width: 3, height: 2 },
    { x: 1, y: 2, width: 1, height: 1 },
  ],
  levers: [at(5, 3)],
};
const jail = (open: readonly string[] = []) =>
  board(['...#....', '...#....', '#.##....', '........'])
    .mechanism('prisons', [cell])
    .remembering('prisons', open);

const movesOf = (start: GameState, who = '0-1') =>
  legalActions(play(start, { type: 'activate', player: who, action: 'move' }).state).flatMap((a) =>
    a.type === 'move' ? [a.to] : [],
  );

describe('the prisons', () => {
  it('DB-PRISON-3: closed, a prisoner cannot walk out of its way out, nor anybody in', () => {
    expect(movesOf(jail().player('prisoner', 1, 2).build())).not.toContainEqual(at(1, 3));
    expect(movesOf(jail().player('prisoner', 1, 2).build())).not.toContainEqual(at(0, 3));
    expect(movesOf(jail().player('visitor', 1, 3).build())).not.toContainEqual(at(1, 2));
    expect(movesOf(jail(['cell']).player('prisoner', 1, 2).build())).toContainEqual(at(1, 3));
  });

  it('DB-PRISON-3: a player who moves onto the lever opens it until the end of the team turn; a prisoner walks out', () => {
    const opened = play(
      jail()
        .player('friend', 4, 3)
        .player('prisoner', 1, 2)
        .player('away', 7, 0, { team: 1 })
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(5, 3) },
    );
    expect(opened.events).toContainEqual({ type: 'prison', id: 'cell', open: true });
    const out = play(
      opened.state,
      { type: 'end-activation' },
      { type: 'activate', player: '0-2', action: 'move' },
      { type: 'move', to: at(1, 3) },
    );
    expect(named(out.state, 'prisoner').at).toEqual(at(1, 3));
    const closed = play(out.state, { type: 'end-turn' });
    expect(closed.events).toContainEqual({ type: 'prison', id: 'cell', open: false });
    expect(closed.state.mechanismState?.prisons).toEqual([]);
  });

  it('DB-PRISON-3: a player who stops short of the lever opens nothing', () => {
    const { events } = play(
      jail().player('friend', 3, 3).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(4, 3) },
    );
    expect(events.some((e) => e.type === 'prison')).toBe(false);
  });

  it('DB-PRISON-3: a player pushed onto the lever opens nothing', () => {
    // Push (3): the defender goes from (4, 3) onto the lever at (5, 3).
    const { state, events } = play(
      jail().player('a', 3, 3).player('d', 4, 3, { team: 1 }).withDice([3]).build(),
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(5, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'd').at).toEqual(at(5, 3));
    expect(events.some((e) => e.type === 'prison')).toBe(false);
  });

  it('DB-PRISON-5: the Pyramid of Death has a prison on the ground floor and one on the first, each with its lever', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const prisons = mechanismData(pyramid)?.prisons as Prison[];
    expect(prisons.map((p) => [p.id, p.floor, p.levers.length])).toEqual([
      ['prison-ground', 0, 1],
      ['prison-first', 1, 1],
    ]);
  });
});
