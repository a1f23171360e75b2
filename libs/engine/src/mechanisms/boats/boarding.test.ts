import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import { mechanismMarks } from '../registry';
import { boardFromMap } from '../../flow/create';
import { movePlan } from '../../plan/move-plan';
import { play } from '../../testing/fixture';
import { at, pool } from '../../testing/boat-pool';
import { fromMap } from './places';
import { view } from '../../view';

const moveOf = (from: readonly [number, number], to: readonly [number, number], ma = 6) => {
  const start = pool()
    .player('mover', ...from, { ma })
    .build();
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'move' },
    { type: 'move', to: at(...to) },
  ).state;
};
const spent = (from: readonly [number, number], to: readonly [number, number]) =>
  moveOf(from, to).turn.activation?.spent;

const moves = (state: ReturnType<typeof moveOf>) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));

describe('boats: boarding and leaving', () => {
  it('DB-BOAT-1: the Pyramid boat room holds two boats, read from the map with their facing', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    expect(fromMap(pyramid)).toEqual({
      boats: [
        { id: 'boat-1', at: at(14, 4), facing: 'south' },
        { id: 'boat-2', at: at(17, 6), facing: 'north' },
      ],
    });
    const b = boardFromMap(pyramid);
    expect(mechanismMarks({ board: b, mechanismState: undefined })).toContainEqual(
      expect.objectContaining({ kind: 'boats', squares: [at(14, 4), at(14, 5)], state: 'boat' }),
    );
  });

  it('DB-BOAT-1: a boat holds one person: a boat with its player in it cannot be boarded', () => {
    const start = pool().player('rower', 2, 1).player('other', 1, 1).build();
    const state = play(start, { type: 'activate', player: '0-2', action: 'move' }).state;
    expect(moves(state)).not.toContainEqual(at(2, 1));
  });

  it('DB-BOAT-2: nobody walks, swims or jumps into a bow; the player stands on the rear square', () => {
    const start = pool().player('swimmer', 3, 0).build();
    const state = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(moves(state)).not.toContainEqual(at(3, 1)); // boat A's bow
    expect(moves(state)).toContainEqual(at(2, 1)); // boat A's rear: boarding
    const plan = movePlan(view(state, 0).state, '0-1');
    const planned = plan.squares.map((s) => s.square);
    expect(planned).not.toContainEqual(at(3, 1));
    expect(planned).not.toContainEqual(at(4, 2));
  });

  it('DB-BOAT-3, DB-BIG-7: a big guy cannot board a boat, nor plan to', () => {
    const start = pool().player('ogre', 1, 1, { position: 'Ogre', st: 5 }).build();
    const state = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(moves(state)).not.toContainEqual(at(2, 1));
    expect(moves(state)).toContainEqual(at(2, 2)); // he may still jump into the water
    expect(movePlan(view(state, 0).state, '0-1').squares.map((s) => s.square)).not.toContainEqual(
      at(2, 1),
    );
  });

  it('DB-BOAT-5: boarding from a jetty costs 1, from the water 2, from the other boat 2; from the floor 1', () => {
    expect(spent([1, 1], [2, 1])).toBe(1);
    expect(spent([2, 2], [2, 1])).toBe(2);
    expect(spent([3, 2], [2, 1])).toBe(2);
    expect(spent([2, 0], [2, 1])).toBe(1);
  });

  it('DB-BOAT-6: leaving into the water costs 1, onto a jetty 1, into the other boat 2; then water squares 3', () => {
    expect(spent([2, 1], [2, 2])).toBe(1);
    expect(spent([2, 1], [1, 2])).toBe(1);
    expect(spent([2, 1], [3, 2])).toBe(2);
    expect(spent([2, 2], [3, 3])).toBe(1); // the floor beyond the water: an ordinary step
    const swum = play(moveOf([2, 1], [2, 2]), { type: 'move', to: at(3, 3) }).state.turn.activation
      ?.spent;
    expect(swum).toBe(2);
  });

  it('DB-BOAT-5, DB-BOAT-6: the move plan counts boarding and leaving as the engine does', () => {
    const start = pool().player('mover', 1, 1, { ma: 6 }).build();
    const state = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    const squares = movePlan(view(state, 0).state, '0-1').squares;
    const left = (x: number, y: number) =>
      squares.find((s) => s.square.x === x && s.square.y === y)?.movementLeft.ma;
    expect(left(2, 1)).toBe(5); // onto boat A from the jetty: 1
    expect(left(3, 2)).toBe(3); // then into boat B: 2
    expect(left(4, 1)).toBe(2); // from boat B into the water: 1
  });
});
