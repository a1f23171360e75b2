import { it } from 'vitest';
import { checkMapRules, validateMap } from '../src/index';
import { bigMap } from './big-map';

/** Median and 95th percentile, in milliseconds, of `runs` timed calls after `warmup` untimed ones. */
function measure(run: () => unknown, runs = 1000, warmup = 200): { median: number; p95: number } {
  for (let i = 0; i < warmup; i++) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)]!, p95: times[Math.floor(runs * 0.95)]! };
}

it('validation of an 80x80x4 map: target under 5 ms median', () => {
  const map = bigMap();
  const text = JSON.stringify(map);
  const result = validateMap(map);
  if (!result.valid)
    throw new Error(
      `The benchmark map should be valid: ${JSON.stringify(result.findings.slice(0, 3))}`,
    );

  const rows = [
    ['validateMap(parsed map), schema + every rule', measure(() => validateMap(map))],
    ['validateMap(file text), parse + schema + every rule', measure(() => validateMap(text))],
    ['checkMapRules(map), the setup rules alone', measure(() => checkMapRules(map))],
  ] as const;
  const target = 5;
  const lines = [
    `Map: ${map.width}x${map.height}, ${map.floors.length} floors, ${(text.length / 1024).toFixed(0)} KiB of JSON, ${map.links?.length} ladders`,
    ...rows.map(
      ([name, { median, p95 }]) =>
        `${name.padEnd(54)} median ${median.toFixed(2)} ms   p95 ${p95.toFixed(2)} ms`,
    ),
  ];
  const full = rows[0][1].median;
  lines.push(
    full < target
      ? `Target met: ${full.toFixed(2)} ms < ${target} ms (${(target / full).toFixed(1)}x headroom)`
      : `TARGET MISSED: ${full.toFixed(2)} ms >= ${target} ms`,
  );
  console.log(`\n${lines.join('\n')}\n`);
  if (full >= target)
    throw new Error(
      `Full validation takes ${full.toFixed(2)} ms median; the target is ${target} ms.`,
    );
});
