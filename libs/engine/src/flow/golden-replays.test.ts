import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { agents, playMatch } from '../bots';
import { fingerprint } from '../testing/hash';
import { readyMatch } from '../testing/matches';

/**
 * Whole matches whose every roll and choice is fixed by their seeds: any change to a rule, a
 * bot or the dice shows up here as a different match. When a change is meant, check the new
 * figures make sense and copy them from the failure into this table.
 */
const golden: readonly {
  readonly map: string;
  readonly teams: readonly string[];
  readonly bots: readonly string[];
  readonly seed: string;
  readonly actions: number;
  readonly rounds: number;
  readonly winner: number | null;
  readonly hash: string;
}[] = [
  {
    map: 'training-hall',
    teams: ['human', 'orc'],
    bots: ['heuristic', 'heuristic'],
    seed: 'golden-1',
    actions: 383,
    rounds: 11,
    winner: 1,
    hash: 'b16e2ae1',
  },
  {
    map: 'training-hall',
    teams: ['dwarf', 'skaven'],
    bots: ['heuristic', 'random'],
    seed: 'golden-2',
    actions: 355,
    rounds: 8,
    winner: 0,
    hash: '7d178b99',
  },
  {
    map: 'fortress-of-valdemor',
    teams: ['wood-elf', 'chaos-chosen'],
    bots: ['heuristic', 'heuristic'],
    seed: 'golden-3',
    actions: 3135,
    rounds: 43,
    winner: 0,
    hash: '83a0d8ae',
  },
  {
    map: 'pyramid-of-death',
    teams: ['lizardmen', 'norse'],
    bots: ['random', 'heuristic'],
    seed: 'golden-4',
    actions: 1639,
    rounds: 21,
    winner: 1,
    hash: 'b80431bd',
  },
  {
    map: 'jervis-crypt',
    teams: ['light-wizards', 'amber-wizards'],
    bots: ['heuristic', 'heuristic'],
    seed: 'golden-5',
    actions: 840,
    rounds: 10,
    winner: 1,
    hash: '577d2f20',
  },
  {
    map: 'fortress-of-valdemor',
    teams: ['human', 'orc', 'dwarf'],
    bots: ['heuristic', 'heuristic', 'heuristic'],
    seed: 'golden-6',
    actions: 3555,
    rounds: 39,
    winner: 0,
    hash: '9b17788f',
  },
  {
    map: 'pyramid-of-death',
    teams: ['skaven', 'lizardmen', 'norse', 'wood-elf'],
    bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'],
    seed: 'golden-7',
    actions: 2451,
    rounds: 15,
    winner: 1,
    hash: '8768777b',
  },
];

describe('golden replays', () => {
  it.each(golden)(
    'DB-MATCH-4: $map, $teams, $bots, seed $seed plays the same match as ever',
    { timeout: 120_000 },
    (game) => {
      const map = sampleMaps.find((s) => s.id === game.map)!.map;
      const start = readyMatch(map, game.teams, game.seed, { maxRounds: 60 });
      const { state, actions } = playMatch(
        start,
        game.bots.map((id) => agents[id]!),
        game.seed,
      );
      expect({
        actions: actions.length,
        rounds: state.turn.round,
        winner: state.result?.winner ?? null,
        hash: fingerprint(state),
      }).toEqual({
        actions: game.actions,
        rounds: game.rounds,
        winner: game.winner,
        hash: game.hash,
      });
    },
  );
});
