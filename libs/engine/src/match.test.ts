import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { agents } from './bots';
import { createRng, type RngState } from './dice/rng';
import { actingTeam, view } from './view';
import { apply } from './engine';
import { legalActions } from './legal-actions';
import { Match } from './match';
import type { Action } from './model/actions';
import type { GameState } from './model/state';
import { fingerprint } from './testing/hash';
import { readyMatch } from './testing/matches';

const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;

/** Plays `count` actions of the heuristic bots on a match, and gives back its state. */
function played(match: Match, seed: string, count: number): GameState {
  let rng: RngState = createRng(seed);
  for (let n = 0; n < count; n++) {
    const acting = actingTeam(match.gameState);
    if (acting === null) break;
    const choice = agents.heuristic!.choose(match.view(acting), rng);
    rng = choice.rng;
    const result = match.apply(choice.action);
    if ('error' in result) throw new Error(result.error);
  }
  return match.gameState;
}

describe('a Match plays as apply does', () => {
  it('DB-MATCH-4: the same seed and bots give the same match through a Match as through apply', () => {
    const start = readyMatch(valdemor, ['human', 'orc'], 'match-1', { maxRounds: 3 });
    const match = new Match(start);
    let state = start;
    let rng = createRng('bots');
    let matchRng = rng;
    for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
      const chosen = agents.heuristic!.choose(view(state, acting), rng);
      rng = chosen.rng;
      const result = apply(state, chosen.action);
      if ('error' in result) throw new Error(result.error);
      const viaMatch = agents.heuristic!.choose(match.view(acting), matchRng);
      matchRng = viaMatch.rng;
      expect(viaMatch.action).toEqual(chosen.action);
      const step = match.apply(viaMatch.action);
      if ('error' in step) throw new Error(step.error);
      expect(step.events).toEqual(result.events);
      state = result.state;
    }
    expect(fingerprint(match.gameState)).toBe(fingerprint(state));
    expect(match.state.result).not.toBeNull();
  });

  it('BB-TURN-2: refuses, with the reasons of apply, what legalActions would not list, and then changes nothing', () => {
    const match = new Match(readyMatch(hall, ['human', 'orc'], 'match-2'));
    const start = match.gameState;
    const before = JSON.stringify(start);
    const others = start.players.find((p) => p.team !== start.turn.team)!;
    const refusedActions: unknown[] = [
      { type: 'activate', player: others.id, action: 'move' },
      { type: 'move', to: { floor: 0, x: 0, y: 0 } },
      { type: 'end-turn', by: 'me' },
      { type: 'explode' },
    ];
    match.legalActions();
    for (const action of refusedActions) {
      const expected = apply(start, action as Action);
      expect('error' in expected).toBe(true);
      expect(match.apply(action as Action)).toEqual(expected);
    }
    expect(match.gameState).toBe(start);
    expect(JSON.stringify(match.gameState)).toBe(before);
  });

  it('takes an action equal to a listed one but not the listed object itself', () => {
    const match = new Match(readyMatch(hall, ['human', 'orc'], 'match-3'));
    const listed = match.legalActions().find((a) => a.type === 'activate')!;
    const step = match.apply(JSON.parse(JSON.stringify(listed)) as Action);
    expect('events' in step && step.events[0]).toMatchObject({ type: 'activated' });
  });

  it('lists the same actions as legalActions, the same list until it applies one', () => {
    const match = new Match(readyMatch(valdemor, ['human', 'orc'], 'match-4'));
    played(match, 'match-4-bots', 40);
    expect(match.legalActions()).toEqual(legalActions(match.gameState));
    expect(match.legalActions()).toBe(match.legalActions());
  });
});

describe('Match.clone', () => {
  it('gives a match that plays on apart: neither changes the other', () => {
    const match = new Match(readyMatch(valdemor, ['human', 'orc'], 'clone-1'));
    played(match, 'clone-1-bots', 60);
    const atClone = JSON.stringify(match.gameState);
    const copy = match.clone();
    const copyState = played(copy, 'clone-1-other', 80);
    expect(JSON.stringify(match.gameState)).toBe(atClone);
    const mainState = played(match, 'clone-1-main', 30);
    expect(JSON.stringify(copyState)).not.toBe(atClone);
    expect(fingerprint(copy.gameState)).toBe(fingerprint(copyState));
    expect(JSON.stringify(copy.gameState)).not.toBe(JSON.stringify(mainState));
  });

  it('plays the same actions to the same state as the match it was taken from', () => {
    const match = new Match(readyMatch(valdemor, ['human', 'orc'], 'clone-2'));
    played(match, 'clone-2-bots', 50);
    const copy = match.clone();
    expect(fingerprint(played(copy, 'same', 100))).toBe(fingerprint(played(match, 'same', 100)));
  });
});

describe('apply keeps nothing from one call to the next', () => {
  it('checks an action it is given even when it is one just listed, changed since by its caller', () => {
    const state = readyMatch(hall, ['human', 'orc'], 'strict-1');
    const listed = legalActions(state);
    const activate = listed.find((a) => a.type === 'activate') as { player: string } & Action;
    const others = state.players.find((p) => p.team !== state.turn.team)!;
    activate.player = others.id;
    const result = apply(state, activate);
    expect(result).toEqual({ error: `Player ${others.id} is not in the active team.` });
  });
});
