import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { it } from 'vitest';
import { baselineCommitFile, baselineRef, engineFiles, sideBySideRunFile } from './bundle-engine';
import type { Game, Measured, ProcessFigures, Side } from './side-by-side-run';

/*
 * The engine of commit a93ae7c (or of `ENGINE_BENCH_BASELINE`), "baseline", and the working
 * tree's, "now", both bundled as the command line ships the engine, play the same games, one run
 * each in turn (baseline, now, baseline, now...), so that each ratio is measured under the same
 * conditions: in several processes one after the other (`side-by-side-run.ts`), since V8 compiles
 * the engines anew in each and its choices move a process's figures by as much as a fifth. Every
 * figure is the median of the processes' medians in CPU time, printed beside its goal (issue 28),
 * and each ratio the median of the processes' ratios. `ENGINE_BENCH_QUICK=1` plays one process
 * of fewer runs of fewer games, to try it out; `ENGINE_BENCH_PROCESSES` sets how many. How to
 * read it: the engine's README, "Speed".
 */

const quick = process.env.ENGINE_BENCH_QUICK === '1';
/** Processes run one after the other, each measuring both engines. */
const PROCESS_COUNT = Number(process.env.ENGINE_BENCH_PROCESSES) || (quick ? 1 : 3);

/** The baseline as the table names it: a93ae7c, or `ENGINE_BENCH_BASELINE` and its commit. */
const commit = readFileSync(baselineCommitFile, 'utf8').slice(0, 7);
const baselineName = commit.startsWith(baselineRef) ? commit : `${baselineRef}, ${commit}`;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One process of the benchmark, under the same `taskset` and environment as this one. */
function runProcess(): ProcessFigures {
  const output = execFileSync(
    process.execPath,
    [
      fileURLToPath(sideBySideRunFile),
      fileURLToPath(engineFiles.baseline),
      fileURLToPath(engineFiles.now),
    ],
    { maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output.toString()) as ProcessFigures;
}

type MeasureKey = keyof ProcessFigures['measures'];

/** The processes' figures, the first's games' hashes and lengths standing for all. */
type Processes = readonly [ProcessFigures, ...ProcessFigures[]];

/** A measure's rate on one engine: the median of the processes'. */
const rateOf = (processes: Processes, key: MeasureKey, side: Side) =>
  median(processes.map((p) => p.measures[key].rates[side]));

/** A measure's ratio, now over baseline: the median of the processes' ratios. */
const ratioOf = (processes: Processes, key: MeasureKey) =>
  median(processes.map((p) => p.measures[key].rates.now / p.measures[key].rates.baseline));

/** A row's two figures and ratio for a measure. */
const figuresOf = (processes: Processes, key: MeasureKey) => ({
  baseline: rateOf(processes, key, 'baseline'),
  now: rateOf(processes, key, 'now'),
  ratio: ratioOf(processes, key),
});

/** A line of the table: a figure of each engine, their ratio and the goal. */
interface Row {
  readonly measure: string;
  readonly unit: string;
  readonly baseline: number | null;
  readonly now: number | null;
  readonly goal: number;
  /** Whether more is better (a rate) or less (a time). */
  readonly more: boolean;
  /** The speed-up asked for too, now over baseline, if any. */
  readonly times?: number;
  /** Now over baseline: the median of the processes' ratios. */
  readonly ratio: number | null;
}

/**
 * A games/s measure of the engine alone counted in actions a second instead, since a rule
 * corrected since the baseline may make its games longer or shorter: the work an action costs,
 * whatever the games' length. Its goal is the games/s goal on the baseline's games.
 */
function perAction(processes: Processes, measure: string, key: MeasureKey, gamesGoal: number): Row {
  const { actions } = processes[0].measures[key];
  const perSecond = (side: Side) => (p: ProcessFigures) =>
    p.measures[key].rates[side] * p.measures[key].actions[side];
  return {
    measure: `${measure}, an action`,
    unit: 'actions/s',
    baseline: median(processes.map(perSecond('baseline'))),
    now: median(processes.map(perSecond('now'))),
    ratio: median(processes.map((p) => perSecond('now')(p) / perSecond('baseline')(p))),
    goal: Math.round(gamesGoal * actions.baseline),
    more: true,
  };
}

/** Three significant figures or so: 161,681, 132, 13.4, 0.52. */
const format = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(value >= 10 ? 1 : 2);

function table(rows: readonly Row[]): string {
  const cells = rows.map((row) => {
    const figure = (value: number | null) =>
      value === null ? 'not available' : `${format(value)} ${row.unit}`;
    const ratio = row.ratio === null ? '' : `${row.ratio.toFixed(2)}x`;
    const goal = `${row.times ? `${row.times}x, ` : ''}${row.more ? '≥' : '≤'} ${row.goal.toLocaleString('en')} ${row.unit}`;
    let met = '';
    if (row.now !== null && !(row.more ? row.now >= row.goal : row.now <= row.goal))
      met = `${Math.round(100 * (row.more ? row.now / row.goal : row.goal / row.now))}% of it`;
    else if (row.now !== null && row.times && row.ratio !== null)
      met = row.ratio >= row.times ? 'met' : `not ${row.times}x yet`;
    else if (row.now !== null) met = 'met';
    return [row.measure, figure(row.baseline), figure(row.now), ratio, goal, met];
  });
  const head = ['measure', `baseline (${baselineName})`, 'now', 'now/baseline', 'goal', 'now'];
  const widths = head.map((h, c) => Math.max(h.length, ...cells.map((line) => line[c]!.length)));
  return [head, ...cells]
    .map((line) =>
      line
        .map((cell, c) =>
          c === 0 || c === 4 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Each game's hash, once when both engines ended it alike, else both, six games a line, under
 * how many ended alike and the actions a game on each engine.
 */
function hashLines(label: string, list: readonly Game[], { hashes, actions }: Measured): string[] {
  const agreed = list.filter((_, g) => hashes.baseline[g] === hashes.now[g]).length;
  const perGame = (side: Side) => Math.round(actions[side]).toLocaleString('en');
  const cells = list.map(({ seed }, g) =>
    hashes.baseline[g] === hashes.now[g]
      ? `${seed} ${hashes.now[g]}`
      : `${seed} ${hashes.baseline[g]}≠${hashes.now[g]}`,
  );
  const lines = [
    `  ${label}: ${agreed} of ${list.length} games end alike; ${perGame('baseline')} / ${perGame('now')} actions a game`,
  ];
  for (let i = 0; i < cells.length; i += 6) lines.push(`    ${cells.slice(i, i + 6).join('  ')}`);
  return lines;
}

it(`the engine of ${baselineName} and the working tree's, side by side, on the same games`, () => {
  const processes = [runProcess()] as [ProcessFigures, ...ProcessFigures[]];
  while (processes.length < PROCESS_COUNT) processes.push(runProcess());
  const [first] = processes;
  for (const id of first.changedMaps)
    console.warn(`The sample map ${id} has changed since ${baselineName}.`);
  const clone = (side: Side) => {
    const times = processes.flatMap((p) => (p.clones[side] === null ? [] : [p.clones[side]]));
    return times.length > 0 ? median(times) : null;
  };
  const clones = { baseline: clone('baseline'), now: clone('now') };

  const rows: Row[] = [
    {
      measure: 'random v random, Training Hall',
      unit: 'actions/s',
      ...figuresOf(processes, 'random'),
      goal: 600_000,
      more: true,
      times: 4,
    },
    {
      measure: 'heuristic v heuristic, Fortress of Valdemor',
      unit: 'games/s',
      ...figuresOf(processes, 'valdemor'),
      goal: 80,
      more: true,
      times: 4,
    },
    {
      measure: 'heuristic v heuristic, Training Hall',
      unit: 'games/s',
      ...figuresOf(processes, 'hall'),
      goal: 400,
      more: true,
    },
    {
      measure: 'engine alone, Fortress of Valdemor',
      unit: 'games/s',
      ...figuresOf(processes, 'aloneValdemor'),
      goal: 300,
      more: true,
    },
    perAction(processes, 'engine alone, Fortress of Valdemor', 'aloneValdemor', 300),
    {
      measure: 'engine alone, Pyramid of Death',
      unit: 'games/s',
      ...figuresOf(processes, 'alonePyramid'),
      goal: 250,
      more: true,
    },
    perAction(processes, 'engine alone, Pyramid of Death', 'alonePyramid', 250),
    {
      measure: 'clone of a Valdemor mid-match state',
      unit: 'µs',
      ...clones,
      ratio: clones.baseline === null || clones.now === null ? null : clones.now / clones.baseline,
      goal: 20,
      more: false,
    },
  ];
  const { games, measures } = first;
  const measured = [
    ['random v random, Training Hall', games.random, measures.random],
    [
      'heuristic v heuristic, Fortress of Valdemor (and the engine alone)',
      games.valdemor,
      measures.valdemor,
    ],
    ['heuristic v heuristic, Training Hall', games.hall, measures.hall],
    ['engine alone, Pyramid of Death (heuristic games)', games.pyramid, measures.alonePyramid],
  ] as const;
  const all = measured.flatMap(([, list]) => list).length;
  const alike = measured.reduce(
    (sum, [, list, { hashes }]) =>
      sum + list.filter((_, g) => hashes.baseline[g] === hashes.now[g]).length,
    0,
  );
  const engineShare = (side: Side) =>
    `${Math.round((100 * rateOf(processes, 'valdemor', side)) / rateOf(processes, 'aloneValdemor', side))}%`;
  const share = Math.min(...processes.map((p) => p.share));
  /**
   * How an action of the engine alone divides between applying it and listing the actions
   * allowed after it, in microseconds (medians over processes), against what the goal leaves.
   */
  const divided = (side: Side, key: 'aloneValdemor' | 'alonePyramid', gamesGoal: number) => {
    const map = key === 'aloneValdemor' ? 'valdemor' : 'pyramid';
    const applying = processes.flatMap((p) => {
      const rate = p.applying[side][map];
      return rate === null ? [] : [rate];
    });
    if (applying.length === 0) return null;
    const { actions } = first.measures[key];
    const whole =
      1e6 /
      median(processes.map((p) => p.measures[key].rates[side] * p.measures[key].actions[side]));
    const apply = 1e6 / median(applying);
    const micro = (value: number) => `${value.toFixed(2)} µs`;
    return `${micro(whole)} an action: ${micro(apply)} applying it, ${micro(whole - apply)} listing the actions allowed (the goal of ${gamesGoal} games/s leaves ${micro(1e6 / (gamesGoal * actions.baseline))})`;
  };
  const division = (['baseline', 'now'] as const).flatMap((side) => {
    const valdemor = divided(side, 'aloneValdemor', 300);
    const pyramid = divided(side, 'alonePyramid', 250);
    return valdemor && pyramid
      ? [`The engine alone, ${side}: on Valdemor ${valdemor}; on the Pyramid of Death ${pyramid}.`]
      : [];
  });
  // A process whose games ended otherwise than the first's: its bots chose by what ran before.
  const otherwise = processes
    .map((p, i) => ({ p, i }))
    .filter(({ p }) =>
      (Object.keys(p.measures) as MeasureKey[]).some((key) =>
        (['baseline', 'now'] as const).some(
          (side) => p.measures[key].hashes[side].join() !== first.measures[key].hashes[side].join(),
        ),
      ),
    )
    .map(({ i }) => i + 1);
  const spread = (Object.keys(measures) as MeasureKey[]).map(
    (key) =>
      `${key} ${processes.map((p) => (p.measures[key].rates.now / p.measures[key].rates.baseline).toFixed(2)).join(' ')}`,
  );

  console.log(
    [
      '',
      `The engine of ${baselineName} (baseline) and the working tree's (now), bundled, side by side on the same games: Human v Orc, 100 rounds at most;`,
      `${PROCESS_COUNT} process${PROCESS_COUNT > 1 ? 'es' : ''}, each measuring both engines in turn${quick ? ' (ENGINE_BENCH_QUICK: fewer runs of fewer games)' : ''}; each figure is the median of the processes' medians in CPU seconds, each ratio the median of their ratios.`,
      '',
      table(rows),
      '',
      `now/baseline in each process: ${spread.join('; ')}.`,
      `The engine's share of a heuristic game on Valdemor (the rest is the bots): baseline ${engineShare('baseline')}, now ${engineShare('now')}.`,
      ...division,
      `The least share of a core a process had: ${Math.round(100 * share)}% (its CPU time over the wall clock)${share < 0.9 ? ': other programs shared the core, which slows both engines alike' : ''}.`,
      '',
      `Game hashes (the fingerprint of each final state), "baseline≠now" where they differ, and actions a game, baseline / now:`,
      ...measured.flatMap(([label, list, figures]) => hashLines(label, list, figures)),
      alike === all
        ? `Same matches: all ${all} games end alike on both engines.`
        : `NOT the same matches: ${all - alike} of ${all} games end differently on the two engines${process.env.ENGINE_BENCH_BASELINE ? '' : ' (rules corrected since a93ae7c change some: compare with ENGINE_BENCH_BASELINE=main)'}.`,
      ...processes.flatMap((p, i) =>
        p.unsteady.map(
          ([measure, runs]) =>
            `${measure}, process ${i + 1}: games ended otherwise than in the first run in runs ${runs.join(', ')}: its bots' choices depend on what ran before in the process.`,
        ),
      ),
      ...(otherwise.length > 0
        ? [
            `Processes ${otherwise.join(', ')} ended some games otherwise than the first: the bots' choices depend on what ran before.`,
          ]
        : []),
      ...(['baseline', 'now'] as const)
        .filter((side) => first.replayedAlike[side] < games.valdemor.length)
        .map(
          (side) =>
            `The ${side} engine played ${games.valdemor.length - first.replayedAlike[side]} of the Valdemor games differently for the engine alone than under playMatch, the same seeds (its bots' choices depend on what ran before in the process).`,
        ),
      '',
    ].join('\n'),
  );
});
