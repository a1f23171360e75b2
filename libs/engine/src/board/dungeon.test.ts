import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  mechanismMarks,
  movePlan,
  tackleZones,
  view,
  type GameState,
} from '../index';
import { readyMatch } from '../testing/matches';
import { dungeonOf, hasDungeon, standingCost } from './dungeon';

/** A Fortress of Valdemor match some way in: its portcullises, doors and lifts have moved. */
function valdemorUnderWay(): GameState {
  const map = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
  let state = readyMatch(map, ['human', 'orc'], 'dungeon-from-json');
  for (let i = 0; i < 400 && state.result === null; i++) {
    const actions = legalActions(state);
    const next = apply(state, actions[(i * 7) % actions.length]!);
    if ('error' in next) throw new Error(next.error);
    state = next.state;
  }
  return state;
}

describe("the board's dungeon, handed in from above", () => {
  it('a match read back from JSON plays on as the match it was saved from: the same actions, views, ways and marks', () => {
    const state = valdemorUnderWay();
    const saved = JSON.parse(JSON.stringify(state)) as GameState;
    expect(state.result).toBeNull();
    expect(mechanismMarks(state).length).toBeGreaterThan(0);
    expect(hasDungeon(state.board)).toBe(true);
    expect(hasDungeon(saved.board)).toBe(false);
    expect(legalActions(saved)).toEqual(legalActions(state));
    const viewer = state.turn.team;
    expect(view(saved, viewer)).toEqual(view(state, viewer));
    expect(mechanismMarks(saved)).toEqual(mechanismMarks(state));
    expect(tackleZones(saved, 1 - viewer, 0)).toEqual(tackleZones(state, 1 - viewer, 0));
    const mover = state.players.find((p) => p.team === viewer && p.at !== null)!;
    expect(movePlan(view(saved, viewer).state, mover.id)).toEqual(
      movePlan(view(state, viewer).state, mover.id),
    );
    const action = legalActions(state).at(-1)!;
    const [after, afterSaved] = [apply(state, action), apply(saved, action)];
    expect(afterSaved).toEqual(after);
  });

  it('a board that came in through none of the engine’s entry points is named as such, not misread', () => {
    const saved = JSON.parse(JSON.stringify(valdemorUnderWay().board)) as GameState['board'];
    expect(() => dungeonOf(saved)).toThrow(/no dungeon: pass it through the engine/);
    expect(() => standingCost(saved, { floor: 0, x: 1, y: 1 })).toThrow(/no dungeon/);
  });
});
