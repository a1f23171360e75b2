import { describe, expect, it } from 'vitest';
import { createRng } from '../dice/rng';
import { view } from '../dungeonbowl/view';
import { apply } from '../engine';
import type { GameState } from '../model/state';
import { board, named } from '../testing/fixture';
import { heuristicAgent } from './heuristic';

/** Lets the heuristic bot play team 0 until its turn ends or `limit` actions are taken. */
function botTurn(start: GameState, limit = 30): GameState {
  let state = start;
  let rng = createRng('bot');
  for (let i = 0; i < limit && state.turn.team === 0 && state.result === null; i++) {
    const choice = heuristicAgent.choose(view(state, 0), rng);
    rng = choice.rng;
    const result = apply(state, choice.action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
  }
  return state;
}

const ground = ['.......', '.......', '.......'];
const first = ['#######', '#.o...#', '#.....#'];

describe('the heuristic bot', () => {
  it('DB-LADDER-1: climbs a ladder to reach a chest upstairs and opens it', () => {
    const start = board(ground, first)
      .ladder(2, 1)
      .player('runner', 0, 1)
      .chest(5, 2, 'ball', 1)
      .withDice([6, 6, 6])
      .build();
    const state = botTurn(start);
    expect(named(state, 'runner').at?.floor).toBe(1);
    expect(state.ballFoundBy).toBe('0-1');
  });

  it('DB-ROPE-1: carries the ball down a rope to the end zone below', () => {
    const start = board(ground, first)
      .rope(2, 1)
      .player('carrier', 3, 1, { floor: 1 })
      .ballHeldBy('carrier')
      .endZone({ id: 'Z1', x: 0, y: 0, width: 1, height: 3 }, 1)
      .build();
    const state = botTurn(start);
    expect(state.result).toMatchObject({ winner: 0, reason: 'touchdown' });
  });
});
