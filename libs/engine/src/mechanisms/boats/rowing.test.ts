import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import { movePlan } from '../../plan/move-plan';
import { play } from '../../testing/fixture';
import { remembered } from '../../model/memory';
import { mechanismMarks } from '../registry';
import { stepRefusal } from '../../board/dungeon';
import { at, pool } from '../../testing/boat-pool';
import type { BoatPlace } from './places';
import { view } from '../../view';

const rowings = (state: GameState) => legalActions(state).filter((a) => a.type === 'row');
const rower = (ma = 6) =>
  play(pool().player('rower', 2, 1, { ma }).build(), {
    type: 'activate',
    player: '0-1',
    action: 'move',
  }).state;

describe('boats: rowing', () => {
  it('DB-BOAT-4: a boat rows one square into free water, facing kept, or turns a quarter round its rower', () => {
    const offered = rowings(rower());
    // Boat A (2, 1) bow east (3, 1); boat B takes (3, 2) and (4, 2); the jetty is at x 1.
    expect(offered).toContainEqual({ type: 'row', to: at(3, 1), facing: 'east' });
    expect(offered).not.toContainEqual({ type: 'row', to: at(2, 2), facing: 'east' }); // bow on B
    expect(offered).not.toContainEqual({ type: 'row', to: at(1, 1), facing: 'east' }); // the jetty
    expect(offered).not.toContainEqual({ type: 'row', to: at(2, 0), facing: 'east' }); // the floor
    expect(offered).not.toContainEqual({ type: 'row', to: at(2, 1), facing: 'north' }); // bow on the floor
    expect(offered).toContainEqual({ type: 'row', to: at(2, 1), facing: 'south' });
  });

  it('DB-BOAT-4: rowing a square costs 2 movement points and takes the boat, its rower and his ball along', () => {
    const start = pool().player('rower', 2, 1).ballHeldBy('rower').build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'row', to: at(3, 1), facing: 'east' },
    );
    expect(state.turn.activation?.spent).toBe(2);
    expect(state.players[0]!.at).toEqual(at(3, 1));
    expect(state.ball).toEqual({ at: at(3, 1), carrier: '0-1' });
    expect(remembered<BoatPlace[]>(state, 'boats')![0]).toEqual({
      id: 'A',
      at: at(3, 1),
      facing: 'east',
    });
    expect(events).toContainEqual({
      type: 'boat-rowed',
      boat: 'A',
      player: '0-1',
      at: at(3, 1),
      facing: 'east',
    });
    expect(mechanismMarks(state)[0]?.squares).toEqual([at(3, 1), at(4, 1)]);
  });

  it('DB-BOAT-2, DB-BOAT-5: rowed anywhere on the water, its bow and its squares are refused as where it started', () => {
    const { state } = play(
      pool().player('rower', 2, 1).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'row', to: at(3, 1), facing: 'east' },
    );
    // Boat A now takes (3, 1) and (4, 1): its new bow is never stepped into, nor its rear jumped into.
    expect(stepRefusal(state, at(4, 0), at(4, 1))).toMatch(/DB-BOAT-2/);
    expect(stepRefusal(state, at(5, 3), at(3, 1))).toMatch(/DB-BOAT-5/);
    expect(stepRefusal(state, at(2, 0), at(2, 1))).toBeNull(); // where its rear was: water again
  });

  it('DB-BOAT-4: a quarter turn costs 2 too; the rower stays on his square', () => {
    const { state } = play(rower(), { type: 'row', to: at(2, 1), facing: 'south' });
    expect(state.turn.activation?.spent).toBe(2);
    expect(state.players[0]!.at).toEqual(at(2, 1));
    expect(mechanismMarks(state)[0]?.squares).toEqual([at(2, 1), at(2, 2)]);
  });

  it('DB-BOAT-4: with 1 movement point left the boat rows on a Rush; with less than 2 in all it does not', () => {
    const one = play(
      pool().player('rower', 2, 1, { ma: 1 }).withDice([2]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'row', to: at(3, 1), facing: 'east' },
    );
    expect(one.events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'rush', success: true }),
    );
    expect(one.state.turn.activation).toMatchObject({ spent: 2, rushes: 1 });
    expect(rowings(one.state)).toEqual([]); // 1 Rush left: not enough
    const failed = play(
      pool().player('rower', 2, 1, { ma: 0 }).withDice([1, 6, 1]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'row', to: at(3, 1), facing: 'east' },
    );
    // Fails the first Rush: he falls in his boat, which has moved.
    expect(failed.state.players[0]).toMatchObject({ at: at(3, 1), stance: 'prone' });
  });

  it('DB-BOAT-4: the move plan never offers a boat trip as steps: rowing is its own action', () => {
    const plan = movePlan(view(rower(), 0).state, '0-1');
    // Out of the boat for 1, then 3 a water square, or round the pool on foot: never 2 a square.
    const left = (x: number, y: number) =>
      plan.squares.find((s) => s.square.x === x && s.square.y === y)?.movementLeft.ma;
    expect(left(2, 2)).toBe(5);
    expect(left(4, 1)).toBe(3); // through boat B: 2, then 1
    expect(left(5, 1)).toBe(1); // (3, 0), (4, 0) on foot, then 3 into the water
    expect(left(3, 1)).toBeUndefined(); // the bow
  });

  it('DB-BOAT-4: a Prone player in a boat stands up before he rows', () => {
    const start = pool().player('rower', 2, 1, { stance: 'prone' }).build();
    const state = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(rowings(state)).toEqual([]);
    const row: Action = { type: 'row', to: at(3, 1), facing: 'east' };
    expect(apply(state, row)).toHaveProperty('error');
  });
});
