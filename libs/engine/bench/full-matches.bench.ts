import { sampleMaps, type SampleMap } from '@dungeonbowl/dungeon-schema';
import { expect, it } from 'vitest';
import { heuristicAgent, playMatch, randomAgent } from '../src/bots';
import { createRng } from '../src/dice/rng';
import { actingTeam, view } from '../src/view';
import { apply } from '../src/engine';
import { brokenInvariants } from '../src/testing/invariants';
import { readyMatch } from '../src/testing/matches';
import { shippedEngineFile } from './bundle-engine';
import type * as ShippedEngine from './shipped-engine';

/** The engine as it ships, bundled, for the games-per-second figures. */
const shipped = (await import(shippedEngineFile.href)) as typeof ShippedEngine;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Whole heuristic-against-heuristic games per second on one sample, played by the shipped engine,
 * wall clock: the median of `runs` runs of `games` games each, after `warmUp` games left out. The
 * compiler settles slowly: counted in instructions (valgrind), a Training Hall game costs about 3
 * times more in the first 50 games than from the 150th on, where it levels out, about 60,000
 * actions in. The warm-up is that many actions on every sample, and the steady state is what a
 * long simulation runs at.
 */
function gamesPerSecond(
  sample: SampleMap,
  { warmUp, runs, games }: { warmUp: number; runs: number; games: number },
): { median: number; actionsPerGame: number } {
  const play = (seed: string) =>
    shipped.playMatch(
      shipped.readyMatch(sample.map, ['human', 'orc'], seed, { maxRounds: 100 }),
      [shipped.heuristicAgent, shipped.heuristicAgent],
      `bots-${seed}`,
    ).actions.length;
  for (let game = 0; game < warmUp; game++) play(`warm-up-${game}`);
  const rates: number[] = [];
  let actions = 0;
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    for (let game = 0; game < games; game++) actions += play(`bench-${run}-${game}`);
    rates.push(games / ((performance.now() - began) / 1000));
  }
  return { median: median(rates), actionsPerGame: Math.round(actions / (runs * games)) };
}

/**
 * Where the time of a game goes, over `games` games played after those of `gamesPerSecond`: the
 * engine listing each acting coach's view and actions (`view`), the bots choosing, and `apply`,
 * in milliseconds a game, timed action by action; and the games per second of the engine alone,
 * as if the bots cost nothing: what bounds the figure above on each sample.
 */
function timeShares(sample: SampleMap, games: number) {
  const { actingTeam, apply, createRng, heuristicAgent, readyMatch, view } = shipped;
  let listing = 0;
  let choosing = 0;
  let applying = 0;
  for (let game = 0; game < games; game++) {
    const seed = `shares-${game}`;
    let state = readyMatch(sample.map, ['human', 'orc'], seed, { maxRounds: 100 });
    const rngs = [createRng(`${seed}/bot-0`), createRng(`${seed}/bot-1`)];
    for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
      const began = performance.now();
      const shown = view(state, acting);
      const listed = performance.now();
      const { action, rng } = heuristicAgent.choose(shown, rngs[acting]!);
      const chosen = performance.now();
      const result = apply(state, action);
      applying += performance.now() - chosen;
      choosing += chosen - listed;
      listing += listed - began;
      if ('error' in result) throw new Error(result.error);
      rngs[acting] = rng;
      state = result.state;
    }
  }
  const perGame = (ms: number) => `${(ms / games).toFixed(2)} ms`;
  const total = listing + choosing + applying;
  const share = (ms: number) => `${Math.round((100 * ms) / total)}%`;
  return (
    `listing ${perGame(listing)} (${share(listing)}), bots ${perGame(choosing)} (${share(choosing)}), ` +
    `apply ${perGame(applying)} (${share(applying)}) a game; the engine alone ` +
    `${((1000 * games) / (listing + applying)).toFixed(1)} games/s`
  );
}

it('heuristic against heuristic: whole games per second on every sample (goal 200 on the Training Hall)', () => {
  const plan = {
    'training-hall': { warmUp: 150, runs: 7, games: 20 },
    'fortress-of-valdemor': { warmUp: 45, runs: 5, games: 6 },
    'pyramid-of-death': { warmUp: 50, runs: 5, games: 4 },
  } as const;
  for (const sample of shipped.sampleMaps) {
    const how = plan[sample.id as keyof typeof plan] ?? { warmUp: 40, runs: 5, games: 4 };
    const { median: rate, actionsPerGame } = gamesPerSecond(sample, how);
    const goal =
      sample.id === 'training-hall' ? ` (${(rate / 200).toFixed(2)}x the 200 games/s goal)` : '';
    console.log(
      `Heuristic v heuristic on ${sample.id}: median ${rate.toFixed(1)} games/s over ${how.runs} runs of ${how.games} games after ${how.warmUp} warm-up games, ${actionsPerGame} actions a game${goal}`,
    );
    console.log(`  where its time goes: ${timeShares(sample, how.games)}`);
  }
});

it('the heuristic bot against the random bot, on every sample: wins, draws, rounds', () => {
  for (const sample of sampleMaps) {
    let wins = 0;
    let draws = 0;
    const games = 20;
    for (let game = 0; game < games; game++) {
      const heuristic = game % 2;
      const start = readyMatch(sample.map, ['human', 'orc'], `duel-${game}`, { maxRounds: 100 });
      const bots = heuristic === 0 ? [heuristicAgent, randomAgent] : [randomAgent, heuristicAgent];
      const { state } = playMatch(start, bots, `duel-bots-${game}`);
      if (state.result?.winner === heuristic) wins++;
      else if (state.result?.winner === null) draws++;
    }
    console.log(
      `${sample.id}: the heuristic bot won ${wins} of ${games}, ${draws} draws at 100 rounds`,
    );
  }
});

it('property run: a thousand random matches on the samples, every invariant after every action', () => {
  let violations = 0;
  let actions = 0;
  const began = performance.now();
  const games = 1000;
  for (let game = 0; game < games; game++) {
    const sample = sampleMaps[game % sampleMaps.length]!;
    const rosters = [
      ['human', 'orc'],
      ['dwarf', 'skaven'],
      ['wood-elf', 'chaos-chosen'],
    ][game % 3]!;
    const started = readyMatch(sample.map, rosters, `property-${game}`, { maxRounds: 12 });
    const players = started.players.length;
    const rngs = [createRng(`a-${game}`), createRng(`b-${game}`)];
    let state = started;
    for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
      const { action, rng } = randomAgent.choose(view(state, acting), rngs[acting]!);
      rngs[acting] = rng;
      const result = apply(state, action);
      if ('error' in result) throw new Error(result.error);
      state = result.state;
      actions++;
      violations += brokenInvariants(state, players, result.events).length;
    }
  }
  const seconds = (performance.now() - began) / 1000;
  console.log(
    `\nProperty run: ${games} random matches, ${actions.toLocaleString('en')} actions, ${violations} invariant violations, ${(actions / seconds).toFixed(0)} actions/s with the checks\n`,
  );
  expect(violations).toBe(0);
});
