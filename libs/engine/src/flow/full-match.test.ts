import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { heuristicAgent, randomAgent, type Agent } from '../bots';
import { createRng } from '../dice/rng';
import { apply } from '../engine';
import type { GameState } from '../model/state';
import { readyTeamsFor, teamSetup } from '../rosters';
import { brokenInvariants } from '../testing/invariants';
import { startMatch } from './setup';
import { actingTeam, view } from '../view';

/** Plays a whole match, checking every invariant after every action; returns the end and the actions. */
function checkedMatch(
  mapIndex: number,
  rosters: readonly string[],
  bots: readonly Agent[],
  seed: string,
  maxRounds: number,
) {
  const teams = rosters.map((id) => teamSetup(readyTeamsFor(id)[0]!));
  const started = startMatch(sampleMaps[mapIndex]!.map, teams, seed, { maxRounds });
  if ('error' in started) throw new Error(started.error);
  const players = started.state.players.length;
  const rngs = bots.map((_, i) => createRng(`${seed}/${i}`));
  let state: GameState = started.state;
  const actions = [];
  for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
    const { action, rng } = bots[acting]!.choose(view(state, acting), rngs[acting]!);
    rngs[acting] = rng;
    const result = apply(state, action);
    if ('error' in result) throw new Error(`refused ${JSON.stringify(action)}: ${result.error}`);
    state = result.state;
    actions.push(action);
    const broken = brokenInvariants(state, players, result.events);
    if (broken.length > 0)
      throw new Error(
        `${seed}, action ${actions.length} ${JSON.stringify(action)}: ${broken.join('; ')}`,
      );
  }
  return { start: started.state, state, actions };
}

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

describe('whole matches', () => {
  /** Four matches a map in CI; `WHOLE_MATCHES=1000` plays as many as asked on each. */
  const games = Number(env?.['WHOLE_MATCHES'] ?? 4);
  it.each(sampleMaps.map((sample, index) => [sample.id, index] as const))(
    `DB-MATCH-4: bots play ${games} whole matches on %s to a result with every invariant holding after every action`,
    { timeout: 120_000 + games * 10_000 },
    (_, index) => {
      for (let game = 0; game < games; game++) {
        const bots = [
          [heuristicAgent, heuristicAgent],
          [heuristicAgent, randomAgent],
          [randomAgent, randomAgent],
        ][game % 3]!;
        const { state } = checkedMatch(
          index,
          ['dwarf', 'skaven'],
          bots,
          `full-${index}-${game}`,
          15,
        );
        expect(state.result).not.toBeNull();
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }
    },
  );

  /**
   * Whole 3- and 4-team matches on the maps with enough end zones (DB-MULTI): six short ones
   * in CI; `MULTI_TEAM_MATCHES=1000` plays as many as asked. The crowded random matches of
   * `engine.test.ts` meet the alliance decisions far more often.
   */
  const multiGames = Number(env?.['MULTI_TEAM_MATCHES'] ?? 6);
  it(
    `DB-MULTI-4, DB-MULTI-6, DB-MULTI-7: bots play ${multiGames} 3- and 4-team matches on every sample map with every invariant holding after every action`,
    { timeout: 600_000 },
    () => {
      const rosters = ['dwarf', 'skaven', 'orc', 'wood-elf'];
      for (let game = 0; game < multiGames; game++) {
        const teams = game % 3 === 0 ? 3 : 4;
        const maps = sampleMaps
          .map((sample, index) => ({ index, zones: sample.map.endZones.length }))
          .filter((m) => m.zones >= teams);
        const bots = Array.from({ length: teams }, (_, i) =>
          i === 0 && game % 3 === 0 ? heuristicAgent : randomAgent,
        );
        const { state } = checkedMatch(
          maps[game % maps.length]!.index,
          rosters.slice(0, teams),
          bots,
          `multi-${game}`,
          3,
        );
        expect(state.result).not.toBeNull();
      }
    },
  );

  it('BB-NA-2, DB-MATCH-9, DB-MATCH-14: no halves, drives or kick-offs: the teams set up once, then their turns run on past a half of 8 with nobody set up again', () => {
    const teams = ['dwarf', 'skaven'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
    const started = startMatch(sampleMaps[0]!.map, teams, 'no-halves', { maxRounds: 12 });
    if ('error' in started) throw new Error(started.error);
    const rngs = [createRng('no-halves/0'), createRng('no-halves/1')];
    let state: GameState = started.state;
    const turns: number[] = [];
    const setUpLater: string[] = [];
    for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
      const { action, rng } = randomAgent.choose(view(state, acting), rngs[acting]!);
      rngs[acting] = rng;
      const result = apply(state, action);
      if ('error' in result) throw new Error(result.error);
      for (const e of result.events) {
        if (e.type === 'turn-started') turns.push(e.number);
        else if (turns.length > 0 && (e.type === 'set-up' || e.type === 'placed'))
          setUpLater.push(e.type);
      }
      state = result.state;
      if (turns.length > 0 && state.pending.some((d) => d.kind === 'set-up'))
        setUpLater.push('set-up decision');
    }
    // The seed's match goes to the round limit: 12 rounds, 24 team turns, numbered on.
    expect(state.result?.reason).toBe('round-limit');
    expect(turns).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(setUpLater).toEqual([]);
  });

  it('a replay is the start state plus the actions: replaying gives the same match, byte for byte', () => {
    const { start, state, actions } = checkedMatch(
      0,
      ['human', 'orc'],
      [heuristicAgent, heuristicAgent],
      'replay',
      20,
    );
    const replayed = actions.reduce<GameState>((s, a) => {
      const r = apply(s, a);
      if ('error' in r) throw new Error(r.error);
      return r.state;
    }, start);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(state));
  });
});
