import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { agents, botsForMatch, playMatch } from '../bots';
import { createRng } from '../dice/rng';
import { actingTeam, view } from '../view';
import { apply } from '../engine';
import { fingerprint } from '../testing/hash';
import { readyMatch } from '../testing/matches';

/** A match the bots play: its map, teams (by roster), bots, seed and round limit. */
interface Setting {
  readonly map: string;
  readonly teams: readonly string[];
  readonly bots: readonly string[];
  readonly seed: string;
  readonly maxRounds: number;
}

const h = 'heuristic';
const r = 'random';

/**
 * A match on every sample map with each number of teams it takes: the one-floor maps' matches
 * played to their end, the big maps' to a round limit, long enough for the ball to be found and
 * carried.
 */
const replayed: readonly Setting[] = [
  { map: 'training-hall', teams: ['human', 'orc'], bots: [h, r], seed: 'hall-1', maxRounds: 60 },
  {
    map: 'fortress-of-valdemor',
    teams: ['wood-elf', 'chaos-chosen'],
    bots: [h, h],
    seed: 'valdemor-2',
    maxRounds: 6,
  },
  {
    map: 'fortress-of-valdemor',
    teams: ['human', 'orc', 'dwarf'],
    bots: [h, r, h],
    seed: 'valdemor-3',
    maxRounds: 6,
  },
  {
    map: 'fortress-of-valdemor',
    teams: ['skaven', 'lizardmen', 'norse', 'wood-elf'],
    bots: [h, h, r, h],
    seed: 'valdemor-4',
    maxRounds: 6,
  },
  {
    map: 'pyramid-of-death',
    teams: ['dwarf', 'skaven'],
    bots: [r, h],
    seed: 'pyramid-2',
    maxRounds: 6,
  },
  {
    map: 'pyramid-of-death',
    teams: ['norse', 'wood-elf', 'human'],
    bots: [h, h, h],
    seed: 'pyramid-3',
    maxRounds: 6,
  },
  {
    map: 'pyramid-of-death',
    teams: ['orc', 'dwarf', 'skaven', 'lizardmen'],
    bots: [h, r, h, h],
    seed: 'pyramid-4',
    maxRounds: 6,
  },
  {
    map: 'jervis-crypt',
    teams: ['lizardmen', 'skaven'],
    bots: [h, h],
    seed: 'jervis-4',
    maxRounds: 60,
  },
];

const rosters = [
  'human',
  'orc',
  'dwarf',
  'skaven',
  'wood-elf',
  'chaos-chosen',
  'lizardmen',
  'norse',
];

/**
 * Other matches, played between a match and its replay: on the same maps with as many teams, but
 * other teams and seeds, and shorter.
 */
const others: readonly Setting[] = Array.from({ length: 20 }, (_, k) => {
  const { map, teams } = replayed[(k * 3 + 1) % replayed.length]!;
  return {
    map,
    teams: teams.map((_, t) => rosters[(k + 3 * t) % rosters.length]!),
    bots: teams.map((_, t) => ((k + t) % 3 === 1 ? r : h)),
    seed: `meanwhile-${k + 1}`,
    maxRounds: 4,
  };
});

/** A match played: every action taken, and the final state, as JSON. */
interface Played {
  readonly actions: readonly string[];
  readonly state: string;
}

const startOf = (setting: Setting) =>
  readyMatch(
    sampleMaps.find((sample) => sample.id === setting.map)!.map,
    setting.teams,
    setting.seed,
    { maxRounds: setting.maxRounds },
  );

const botsOf = (setting: Setting) => setting.bots.map((id) => agents[id]!);

/** A match played to its end by its bots (`playMatch`). */
function play(setting: Setting): Played {
  const { state, actions } = playMatch(startOf(setting), botsOf(setting), setting.seed);
  return { actions: actions.map((a) => JSON.stringify(a)), state: JSON.stringify(state) };
}

/**
 * Matches played side by side, one action of each in turn, each bot made for its match and given
 * its view and its generator as `playMatch` gives them, as a host running several matches at once
 * does.
 */
function playSideBySide(settings: readonly Setting[]): Played[] {
  const matches = settings.map((setting) => ({
    state: startOf(setting),
    bots: botsForMatch(botsOf(setting)),
    rngs: setting.bots.map((_, team) => createRng(`${setting.seed}/bot-${team}`)),
    actions: [] as string[],
  }));
  for (let playing = true; playing;) {
    playing = false;
    for (const match of matches) {
      const acting = actingTeam(match.state);
      if (acting === null) continue;
      const { action, rng } = match.bots[acting]!.choose(
        view(match.state, acting),
        match.rngs[acting]!,
      );
      match.rngs[acting] = rng;
      const result = apply(match.state, action);
      if ('error' in result) throw new Error(result.error);
      match.state = result.state;
      match.actions.push(JSON.stringify(action));
      playing = true;
    }
  }
  return matches.map((m) => ({ actions: m.actions, state: JSON.stringify(m.state) }));
}

/** How the second playing of each match differs from the first, if it does. */
function differences(
  settings: readonly Setting[],
  first: readonly Played[],
  again: readonly Played[],
) {
  return settings.flatMap((setting, k) => {
    const [was, now] = [first[k]!, again[k]!];
    if (now.state === was.state && now.actions.join('\n') === was.actions.join('\n')) return [];
    let same = 0;
    while (same < was.actions.length && now.actions[same] === was.actions[same]) same++;
    return [
      {
        map: setting.map,
        teams: setting.teams.length,
        seed: setting.seed,
        actions: was.actions.length,
        differsAtAction: same + 1,
        first: fingerprint(was.state),
        again: fingerprint(now.state),
      },
    ];
  });
}

describe('the same seed and the same bots', () => {
  it(
    'play the same match, action for action, whatever was played before it in the process',
    { timeout: 300_000 },
    () => {
      // Each match is played, then 20 others, then again; again in the reverse order, so that
      // each comes after other matches than the first time, not after the same one.
      const first = replayed.map(play);
      for (const setting of others) play(setting);
      const again = replayed.toReversed().map(play).toReversed();
      expect(differences(replayed, first, again)).toEqual([]);
    },
  );

  it(
    'play the same matches side by side, an action of each in turn, as each alone',
    { timeout: 300_000 },
    () => {
      const settings: readonly Setting[] = [
        replayed.find((s) => s.map === 'jervis-crypt')!,
        {
          map: 'training-hall',
          teams: ['human', 'orc'],
          bots: [h, h],
          seed: 'hall-2',
          maxRounds: 60,
        },
      ];
      const alone = settings.map(play);
      expect(differences(settings, alone, playSideBySide(settings))).toEqual([]);
    },
  );
});
