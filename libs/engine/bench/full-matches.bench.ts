import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { expect, it } from 'vitest';
import { heuristicAgent, playMatch, randomAgent } from '../src/bots';
import { createRng } from '../src/dice/rng';
import { actingTeam, view } from '../src/view';
import { apply } from '../src/engine';
import { brokenInvariants } from '../src/testing/invariants';
import { readyMatch } from '../src/testing/matches';

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
