import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
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
  trapdoors: [],
  capacity: 6,
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

  it('DB-PRISON-1: slipping into a trapdoor of the floor above, he falls one floor into the prison below (Armour +1)', () => {
    const trapdoor: Prison = {
      ...cell,
      id: 'below',
      squares: [{ x: 2, y: 0, width: 4, height: 3 }],
    };
    const start = board(['........', '........', '........'], ['........', '...o....', '........'])
      .mechanism('prisons', [{ ...trapdoor, trapdoors: [{ floor: 1, x: 3, y: 1 }] }])
      .remembering('prisons', [])
      .player('attacker', 1, 1, { floor: 1 })
      .player('defender', 2, 1, { floor: 1, team: 1 })
      .withDice([1, 1, 1, 1])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events).toContainEqual({
      type: 'fell',
      player: '1-1',
      into: { floor: 1, x: 3, y: 1 },
      to: at(3, 1),
      floors: 1,
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 1 }),
    );
    expect(named(state, 'defender')).toMatchObject({ at: at(3, 1), stance: 'prone', box: null });
  });

  it('DB-PRISON-4: prisoners may block one another inside their prison', () => {
    const start = jail().player('a', 0, 0).player('b', 1, 0, { team: 1 }).build();
    const { state } = play(start, { type: 'activate', player: '0-1', action: 'block' });
    expect(legalActions(state)).toContainEqual({ type: 'block', target: '1-1' });
  });

  it('DB-PRISON-5: the Pyramid of Death has a prison on the ground floor and one on the first, each with its lever', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const prisons = mechanismData(pyramid)?.prisons as Prison[];
    expect(prisons.map((p) => [p.id, p.floor, p.levers.length])).toEqual([
      ['prison-ground', 0, 1],
      ['prison-first', 1, 1],
    ]);
  });

  describe('DB-PRISON-2: each prison holds at most 6 prisoners', () => {
    /** A prison of 4 × 3 squares on the ground floor, under a trapdoor of the first floor at (3, 1). */
    const gaol: Prison = {
      id: 'gaol',
      floor: 0,
      squares: [{ x: 2, y: 0, width: 4, height: 3 }],
      levers: [],
      trapdoors: [{ floor: 1, x: 3, y: 1 }],
      capacity: 6,
    };
    const inside = [at(2, 0), at(4, 0), at(5, 0), at(2, 2), at(4, 2), at(5, 2), at(5, 1)];
    /**
     * The defender, on the edge, makes his precarious roll (6); a block (POW, 6) pushes him into
     * the trapdoor; his fall is a crash (Armour 1, 1).
     */
    const pushedIn = (held: number) => {
      let built = board(['........', '........', '........'], ['........', '...o....', '........'])
        .mechanism('prisons', [gaol])
        .remembering('prisons', [])
        .player('attacker', 1, 1, { floor: 1 })
        .player('defender', 2, 1, { floor: 1, team: 1 })
        .ballHeldBy('defender')
        .withDice([6, 6, 1, 1, 4]);
      inside.slice(0, held).forEach((q, i) => {
        built = built.player(`prisoner ${i}`, q.x, q.y, { team: i % 2 });
      });
      return play(
        built.build(),
        { type: 'activate', player: '0-1', action: 'block' },
        { type: 'block', target: '1-1' },
        { type: 'push-to', square: { floor: 1, x: 3, y: 1 } },
        { type: 'follow-up', follow: false },
      );
    };

    it('DB-PRISON-2: with 5 prisoners, the faller comes down into the prison as the sixth', () => {
      const { state, events } = pushedIn(5);
      expect(named(state, 'defender')).toMatchObject({ box: null, at: at(3, 1), stance: 'prone' });
      expect(events.some((e) => e.type === 'prison-full')).toBe(false);
    });

    it('DB-PRISON-2: with 6 prisoners, the faller goes back to his Reserves and his ball falls into the prison', () => {
      const { state, events } = pushedIn(6);
      expect(named(state, 'defender')).toMatchObject({ box: 'reserves', at: null });
      expect(events).toContainEqual({ type: 'prison-full', player: '1-1', id: 'gaol' });
      expect(events.filter((e) => e.type === 'armour')).toEqual([]);
      expect(events).toContainEqual({
        type: 'ball-fell',
        from: { floor: 1, x: 3, y: 1 },
        to: at(3, 1),
      });
      expect(state.ball.carrier).toBeNull();
    });

    it('DB-PRISON-2: with 7 prisoners (walked in while it was open), still nobody more', () => {
      const { state } = pushedIn(7);
      expect(named(state, 'defender')).toMatchObject({ box: 'reserves', at: null });
    });

    it('DB-PRISON-2: the Pyramid of Death says 6 for both prisons, each with its two trapdoors', () => {
      const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
      const prisons = mechanismData(pyramid)?.prisons as Prison[];
      expect(prisons.map((p) => [p.capacity, p.trapdoors.length])).toEqual([
        [6, 2],
        [6, 2],
      ]);
    });
  });
});
