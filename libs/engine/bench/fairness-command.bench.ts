import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { shippedCommandFile } from './bundle-engine';

/** Games of the timed report: 500 unless `FAIRNESS_BENCH_GAMES` says fewer, to try the benchmark out. */
const games = Number(process.env.FAIRNESS_BENCH_GAMES ?? 500);

it(`the command line's fairness report: ${games} games on the Fortress of Valdemor, wall clock`, () => {
  const began = performance.now();
  const out = execFileSync(
    process.execPath,
    [
      fileURLToPath(shippedCommandFile),
      'fairness',
      'fortress-of-valdemor',
      '--games',
      String(games),
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const seconds = (performance.now() - began) / 1000;
  const report = JSON.parse(out) as { games: number; flagged: string[] };
  expect(report.games).toBe(games);
  console.log(
    `dungeonbowl fairness fortress-of-valdemor --games ${games}: ${seconds.toFixed(1)} s, ${(games / seconds).toFixed(1)} games/s (the process, start to end; flagged: ${report.flagged.join(', ') || 'none'})`,
  );
});
