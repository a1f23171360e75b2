import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../flow/setup';
import { defaultOptions } from '../../flow/create';
import type { DraftState } from '../../model/step';
import type { GameState, Square, WanderingMonster } from '../../model/state';
import { agents } from '../../bots';
import { createRng } from '../../dice/rng';
import { actingTeam, view } from '../../view';
import { apply } from '../../engine';
import { replayProblems } from '../../replay/replay-file';
import { readyTeamsFor, teamSetup } from '../../rosters';
import { board, named, play } from '../../testing/fixture';
import { brokenInvariants } from '../../testing/invariants';
import { readyMatch } from '../../testing/matches';
import { newMonster, wanderingMonsters, type Lair } from '.';

const at = (x: number, y: number): Square => ({ floor: 0, x, y });
const lair: Lair = {
  id: 'm',
  at: at(10, 3),
  monster: 'goblours',
  protects: [{ x: 6, y: 0, width: 6, height: 7 }],
};
const room = () =>
  board(Array.from({ length: 7 }, () => '.'.repeat(12))).mechanism('monsters', [lair]);

/** The match with a wandering monster standing on `where`. */
function withMonster(state: DraftState, kind: WanderingMonster, where: Square): GameState {
  state.players.push({ ...newMonster(lair, 1, kind), at: where });
  return state;
}

function pyramid(wanderingMonster: WanderingMonster | null = null): GameState {
  const map = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
  const teams = ['dwarf', 'skaven'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
  const started = startMatch(map, teams, 'wandering', { wanderingMonster });
  if ('error' in started) throw new Error(started.error);
  return started.state;
}
const monstersOf = (state: GameState) => state.players.filter((p) => p.team === -1);

describe("Jervis's wandering monsters", () => {
  it("DB-MON-1: optional: without the option the Pyramid's lairs hold their Goblours; with it, the wandering monster instead", () => {
    expect(defaultOptions.wanderingMonster ?? null).toBeNull();
    expect(monstersOf(pyramid()).map((m) => m.name)).toEqual(['Goblours', 'Goblours']);
    const dragons = monstersOf(pyramid('dragon'));
    expect(dragons.map((m) => [m.name, m.at])).toEqual([
      ['Dragon', at(48, 12)],
      ['Dragon', at(24, 23)],
    ]);
  });

  it.each(['torguer-2021', 'jervis-1998'] as const)(
    'DB-GEN-3: the wandering monster, from the 1998 rules alone, comes in under the %s rules too',
    (ruleset) => {
      const map = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
      const teams = ['dwarf', 'skaven'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
      const started = startMatch(map, teams, 'wandering', { wanderingMonster: 'dragon', ruleset });
      if ('error' in started) throw new Error(started.error);
      expect(started.state.options.ruleset).toBe(ruleset);
      expect(monstersOf(started.state).map((m) => m.name)).toEqual(['Dragon', 'Dragon']);
    },
  );

  it('DB-MON-1: a wandering monster blitzes like the Goblours a player who stops in the squares it guards', () => {
    const start = withMonster(
      room().player('runner', 3, 3).withDice([3, 3]).build(),
      'manticore',
      lair.at,
    );
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(4, 3) },
      { type: 'move', to: at(5, 3) },
      { type: 'move', to: at(6, 3) },
      { type: 'end-activation' },
    );
    expect(events).toContainEqual({
      type: 'monster-attacks',
      monster: 'monster-m',
      victim: '0-1',
      foul: false,
    });
  });

  it('DB-MON-1, DB-MON-3: a replay file names its wandering monster from the table, or none: never a Demon, out of scope', () => {
    const file = (wanderingMonster: unknown) =>
      replayProblems({ format: 'dungeonbowl-replay', version: 1, options: { wanderingMonster } });
    const refused = expect.stringMatching(/^\/options\/wanderingMonster should be null or one of/);
    expect(file('kraken')).toContainEqual(refused);
    expect(file('demon')).toContainEqual(refused);
    expect(wanderingMonsters.some((m) => /demon/i.test(m.kind + m.name))).toBe(false);
    expect(file('hydra')).not.toContainEqual(refused);
    expect(file(null)).not.toContainEqual(refused);
  });

  it('DB-MON-2, DB-MON-4: the table on the BB2020 scale, Répulsion as Foul Appearance, Razor Sharp Claws as Claws', () => {
    const profile = (kind: WanderingMonster) => {
      const { ma, st, ag, av, pa, skills } = newMonster(lair, 1, kind);
      return { ma, st, ag, av, pa, skills };
    };
    expect(wanderingMonsters.map((m) => m.name)).toEqual([
      'Giant Spider',
      'Giant Scorpion',
      'Hydra',
      'Manticore',
      'Dragon',
    ]);
    expect(profile('giant-spider')).toEqual({
      ma: 7,
      st: 3,
      ag: 3,
      av: 9,
      pa: null,
      skills: ['Foul Appearance', 'Leap'],
    });
    expect(profile('giant-scorpion')).toMatchObject({
      ma: 5,
      st: 4,
      ag: 4,
      av: 10,
      skills: ['Claws'],
    });
    expect(profile('hydra')).toMatchObject({ ma: 4, st: 4, ag: 4, av: 9 });
    expect(profile('manticore')).toMatchObject({ ma: 6, st: 5, ag: 4, av: 9, skills: ['Claws'] });
    expect(profile('dragon')).toMatchObject({
      ma: 6,
      st: 7,
      ag: 4,
      av: 10,
      skills: ['Mighty Blow (+1)', 'Claws', 'Stand Firm', 'Prehensile Tail', 'Multiple Block'],
    });
  });

  it('DB-MON-4: a player who blocks the Giant Spider must first overcome its Foul Appearance', () => {
    const start = withMonster(
      room().player('brave', 2, 3).withDice([1]).build(),
      'giant-spider',
      at(3, 3),
    );
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: 'monster-m' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'foul-appearance', success: false }),
    );
    expect(events.some((e) => e.type === 'block-dice')).toBe(false);
  });

  it('DB-MON-2: the Hydra always stands firm when pushed', () => {
    const start = withMonster(
      room().player('pusher', 2, 3, { st: 5 }).withDice([3, 3]).build(),
      'hydra',
      at(3, 3),
    );
    const { events, state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: 'monster-m' },
      { type: 'choose-block-die', index: 0 },
    );
    expect(events).toContainEqual({ type: 'stood-firm', player: 'monster-m' });
    expect(named(state, 'Hydra').at).toEqual(at(3, 3));
  });

  it('DB-MON-5: taking out a wandering monster by a block earns 2 SPP', () => {
    const start = withMonster(
      room().player('hero', 2, 3, { st: 6 }).withDice([6, 6, 6, 6, 4, 4]).build(),
      'manticore',
      at(3, 3),
    );
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: 'monster-m' },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(4, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'Manticore').box).toBe('ko');
    expect(state.spp.awards).toEqual([{ player: '0-1', reason: 'monster', spp: 2 }]);
  });

  it.each(wanderingMonsters.map((m) => m.kind))(
    'DB-MON-1: bots finish a Pyramid match with a %s in each lair, every invariant holding',
    { timeout: 120_000 },
    (kind) => {
      const map = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
      let state = readyMatch(map, ['orc', 'human'], `wandering-${kind}`, {
        wanderingMonster: kind,
        maxRounds: 6,
      });
      const players = state.players.length;
      const bots = [agents.heuristic!, agents.random!];
      const rngs = bots.map((_, i) => createRng(`wandering-${kind}/${i}`));
      for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
        const { action, rng } = bots[acting]!.choose(view(state, acting), rngs[acting]!);
        rngs[acting] = rng;
        const result = apply(state, action);
        if ('error' in result) throw new Error(`${JSON.stringify(action)}: ${result.error}`);
        state = result.state;
        expect(brokenInvariants(state, players, result.events)).toEqual([]);
      }
      expect(state.result).not.toBeNull();
      const { name } = wanderingMonsters.find((m) => m.kind === kind)!;
      expect(monstersOf(state).map((m) => m.name)).toEqual([name, name]);
    },
  );
});
