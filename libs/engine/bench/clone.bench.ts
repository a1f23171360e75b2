import { it } from 'vitest';
import { shippedEngineFile } from './bundle-engine';
import type * as ShippedEngine from './shipped-engine';

/** The engine as it ships, bundled, as for the games-per-second figures. */
const shipped = (await import(shippedEngineFile.href)) as typeof ShippedEngine;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('clone of a Fortress of Valdemor match half played, for a search (goal 20 µs or less)', () => {
  const { Match, actingTeam, createRng, heuristicAgent, readyMatch, sampleMaps } = shipped;
  const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
  const seed = 'clone-bench';
  const whole = shipped.playMatch(
    readyMatch(valdemor, ['human', 'orc'], seed, { maxRounds: 100 }),
    [heuristicAgent, heuristicAgent],
    `bots-${seed}`,
  ).actions.length;
  // The same match again, stopped half way: the state a search would start from.
  const match = new Match(readyMatch(valdemor, ['human', 'orc'], seed, { maxRounds: 100 }));
  const rngs = [createRng(`bots-${seed}/bot-0`), createRng(`bots-${seed}/bot-1`)];
  for (let n = 0; n < whole / 2; n++) {
    const acting = actingTeam(match.gameState)!;
    const { action, rng } = heuristicAgent.choose(match.view(acting), rngs[acting]!);
    rngs[acting] = rng;
    const step = match.apply(action);
    if ('error' in step) throw new Error(step.error);
  }
  match.legalActions();
  const clones = 100_000;
  const kept: unknown[] = [];
  const runs: number[] = [];
  for (let run = 0; run < 7; run++) {
    const began = performance.now();
    for (let n = 0; n < clones; n++) kept[n % 64] = match.clone();
    runs.push(((performance.now() - began) * 1000) / clones);
  }
  // A clone's first action, as a search plays it: the clone must list and apply on its own.
  const played: number[] = [];
  for (let run = 0; run < 7; run++) {
    const began = performance.now();
    for (let n = 0; n < 200; n++) {
      const copy = match.clone();
      const step = copy.apply(copy.legalActions().at(-1)!);
      if ('error' in step) throw new Error(step.error);
    }
    played.push(((performance.now() - began) * 1000) / 200);
  }
  const rate = median(runs);
  console.log(
    `\nclone of a Fortress of Valdemor match after ${Math.round(whole / 2)} of its ${whole} actions: median ${rate.toFixed(3)} µs (goal 20 µs: ${rate <= 20 ? 'met' : 'not met'}); a clone and its first action ${median(played).toFixed(1)} µs\n`,
  );
});
