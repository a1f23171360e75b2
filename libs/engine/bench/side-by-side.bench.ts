import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Action } from '../src/model/actions';
import type { GameState } from '../src/model/state';
import type { MatchView } from '../src/view';
import { fingerprint } from '../src/testing/hash';
import { baselineCommitFile, baselineRef, engineFiles } from './bundle-engine';
import type * as EngineEntry from './engine-entry';

/*
 * The engine of commit a93ae7c (or of `ENGINE_BENCH_BASELINE`), "baseline", and the working
 * tree's, "now", both bundled as the command line ships the engine, play the same games in one
 * process, one run each in turn (baseline, now, baseline, now...), so that each ratio is measured
 * under the same conditions. Every figure is the median of the runs in the process's CPU time
 * (`cpuSeconds`), printed beside its goal (issue 28). `ENGINE_BENCH_QUICK=1` plays fewer runs of
 * fewer games, to try it out. How to read it: the engine's README, "Speed".
 */

/** What the benchmark asks of an engine: its public API, `readyMatch` and the sample maps. */
type Engine = Pick<
  typeof EngineEntry,
  | 'actingTeam'
  | 'apply'
  | 'createRng'
  | 'heuristicAgent'
  | 'playMatch'
  | 'randomAgent'
  | 'readyMatch'
  | 'sampleMaps'
  | 'view'
> &
  // A baseline may come from before the bots were made for a match.
  Partial<Pick<typeof EngineEntry, 'botsForMatch'>>;
type Side = 'baseline' | 'now';
const sides: readonly Side[] = ['baseline', 'now'];
const engines: Record<Side, Engine> = {
  baseline: (await import(engineFiles.baseline.href)) as Engine,
  now: (await import(engineFiles.now.href)) as Engine,
};

/** The baseline as the table names it: a93ae7c, or `ENGINE_BENCH_BASELINE` and its commit. */
const commit = readFileSync(baselineCommitFile, 'utf8').slice(0, 7);
const baselineName = commit.startsWith(baselineRef) ? commit : `${baselineRef}, ${commit}`;

const quick = process.env.ENGINE_BENCH_QUICK === '1';
/** Runs of each measure on each engine: their median is the figure. */
const RUNS = quick ? 3 : 9;
/** How many games a measure plays a run: a quarter of them (at least one) in the quick mode. */
const count = (full: number) => (quick ? Math.max(1, Math.round(full / 4)) : full);

/**
 * The CPU time this process has used, in seconds (user and system, all its threads: the
 * compiler's and the garbage collector's too). Under `taskset -c 0` all of them share one core,
 * and on an idle machine this is the wall clock; on a busy one it leaves out the time other
 * programs held the core, which the wall clock would charge to whichever engine was running.
 */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A game of the benchmark: Human against Orc on a sample map, 100 rounds at most. */
interface Game {
  readonly map: string;
  readonly seed: string;
}
const gamesOn = (map: string, label: string, games: number): Game[] =>
  Array.from({ length: games }, (_, g) => ({ map, seed: `${label}-${g}` }));

function start(engine: Engine, game: Game): GameState {
  const sample = engine.sampleMaps.find((s) => s.id === game.map);
  if (!sample) throw new Error(`No sample map ${game.map}`);
  return engine.readyMatch(sample.map, ['human', 'orc'], game.seed, { maxRounds: 100 });
}

type Bots = 'random' | 'heuristic';
const botsOf = (engine: Engine, bots: Bots) =>
  bots === 'random'
    ? [engine.randomAgent, engine.randomAgent]
    : [engine.heuristicAgent, engine.heuristicAgent];

/** The fingerprint of each game's final state (`testing/hash.ts`), by engine, game by game. */
type Hashes = Record<Side, string[]>;

/** What one run did: how much (games, actions), and the final state of each game. */
interface Run {
  readonly done: number;
  readonly actions: number;
  readonly ends: readonly GameState[];
}

/** The runs in which a measure's games ended otherwise than in its first, by measure and engine. */
const unsteady = new Map<string, number[]>();

/**
 * Plays `list` `RUNS` times on each engine, in turn, timing `run` (which plays it from the starts
 * `readyMatch` made before the clock started), and gives each engine's median rate (what `run`
 * did per CPU second) and the hash of each game's end, hashed after the clock stopped.
 */
function sideBySide(
  label: string,
  list: readonly Game[],
  run: (engine: Engine, starts: readonly GameState[]) => Run,
): { rates: Record<Side, number>; hashes: Hashes; actions: Record<Side, number> } {
  const rates: Record<Side, number[]> = { baseline: [], now: [] };
  const hashes: Hashes = { baseline: [], now: [] };
  const actions: Record<Side, number> = { baseline: 0, now: 0 };
  for (let r = 0; r < RUNS; r++)
    for (const side of sides) {
      const engine = engines[side];
      const starts = list.map((game) => start(engine, game));
      const began = cpuSeconds();
      const { done, ends, actions: played } = run(engine, starts);
      rates[side].push(done / (cpuSeconds() - began));
      const ended = ends.map(fingerprint);
      if (r === 0) {
        hashes[side] = ended;
        actions[side] = played / list.length;
      } else if (ended.some((hash, g) => hash !== hashes[side][g])) {
        const key = `${label} on the ${side}`;
        unsteady.set(key, [...(unsteady.get(key) ?? []), r + 1]);
      }
    }
  const rate = { baseline: median(rates.baseline), now: median(rates.now) };
  return { rates: rate, hashes, actions };
}

/** `playMatch` through the public API on each game: the games (or actions) per CPU second. */
function played(label: string, list: readonly Game[], bots: Bots, per: 'games' | 'actions') {
  return sideBySide(label, list, (engine, starts) => {
    const ends: GameState[] = [];
    let actions = 0;
    starts.forEach((state, g) => {
      const match = engine.playMatch(state, botsOf(engine, bots), `bots-${list[g]!.seed}`);
      actions += match.actions.length;
      ends.push(match.state);
    });
    return { done: per === 'games' ? list.length : actions, actions, ends };
  });
}

/**
 * A heuristic game as `playMatch` plays it, each choice kept as the index of the action in the
 * list the bot was shown (an action the list does not hold by identity is kept whole).
 */
function record(engine: Engine, game: Game): (number | Action)[] {
  let state = start(engine, game);
  const rngs = [0, 1].map((team) => engine.createRng(`bots-${game.seed}/bot-${team}`));
  const choices: (number | Action)[] = [];
  // Made for the game, as `playMatch` makes them, by an engine whose bots remember a match.
  const bots = [engine.heuristicAgent, engine.heuristicAgent];
  const playing = engine.botsForMatch?.(bots) ?? bots;
  for (let acting = engine.actingTeam(state); acting !== null; acting = engine.actingTeam(state)) {
    const shown = engine.view(state, acting);
    const { action, rng } = playing[acting]!.choose(shown, rngs[acting]!);
    rngs[acting] = rng;
    const index = shown.actions.indexOf(action);
    choices.push(index >= 0 ? index : action);
    const result = engine.apply(state, action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
  }
  return choices;
}

/** What a match object offers to play on and to clone: a `Match`, where the engine has one. */
interface MatchObject {
  readonly gameState: GameState;
  view(viewer: number | null): MatchView;
  apply(action: Action): { readonly error: string } | { readonly events: unknown };
  clone(): MatchObject;
}
function matchClassOf(engine: Engine): (new (state: GameState) => MatchObject) | null {
  const Match = (engine as unknown as Record<string, unknown>).Match as
    (new (state: GameState) => MatchObject) | undefined;
  const methods = Match?.prototype as Record<string, unknown> | undefined;
  return Match && ['view', 'apply', 'clone'].every((m) => typeof methods?.[m] === 'function')
    ? Match
    : null;
}

/**
 * The engine's part of a recorded game, the bots costing nothing: for every action, the acting
 * coach's view (which lists his actions) and the action he chose from that list applied, as the
 * engine's `playMatch` does it: through its `Match` if it has one, else `view` and `apply`;
 * `upTo` actions at most.
 */
function replay(
  engine: Engine,
  start: GameState,
  choices: readonly (number | Action)[],
  upTo = choices.length,
): GameState {
  const pick = (shown: MatchView, n: number) => {
    const choice = choices[n]!;
    return typeof choice === 'number' ? shown.actions[choice]! : choice;
  };
  const Match = matchClassOf(engine);
  if (Match) {
    const match = new Match(start);
    for (let n = 0; n < upTo; n++) {
      const acting = engine.actingTeam(match.gameState);
      if (acting === null) break;
      const step = match.apply(pick(match.view(acting), n));
      if ('error' in step) throw new Error(step.error);
    }
    return match.gameState;
  }
  let state = start;
  for (let n = 0; n < upTo; n++) {
    const acting = engine.actingTeam(state);
    if (acting === null) break;
    const result = engine.apply(state, pick(engine.view(state, acting), n));
    if ('error' in result) throw new Error(result.error);
    state = result.state;
  }
  return state;
}

/** The engine alone on heuristic games recorded on each engine: games per CPU second. */
function engineAlone(label: string, list: readonly Game[], passes: number) {
  const recorded = {
    baseline: list.map((game) => record(engines.baseline, game)),
    now: list.map((game) => record(engines.now, game)),
  };
  // A run replays the games `passes` times, each from a start of its own, to last long enough.
  const { rates, hashes, actions } = sideBySide(
    label,
    Array(passes).fill(list).flat(),
    (engine, starts) => {
      const choices = recorded[engine === engines.baseline ? 'baseline' : 'now'];
      const ends = starts.map((s, g) => replay(engine, s, choices[g % list.length]!));
      const actions = choices.reduce((sum, game) => sum + game.length, 0) * passes;
      return { done: starts.length, actions, ends };
    },
  );
  const once = (side: Side) => hashes[side].slice(0, list.length);
  return { rates, actions, hashes: { baseline: once('baseline'), now: once('now') } };
}

/**
 * Microseconds a `clone` of a match at `state`, its actions listed as a search finds it: the
 * median of `RUNS` runs of 0.1 s or more.
 */
function cloneMicroseconds(engine: Engine, state: GameState): number {
  const match = new (matchClassOf(engine)!)(state);
  match.view(engine.actingTeam(state));
  const times: number[] = [];
  let last: unknown = null;
  for (let r = 0; r < RUNS + 1; r++) {
    const began = cpuSeconds();
    let clones = 0;
    do {
      for (let i = 0; i < 1000; i++) last = match.clone();
      clones += 1000;
    } while (cpuSeconds() - began < 0.1);
    if (r > 0) times.push(((cpuSeconds() - began) * 1e6) / clones); // the first run warms up
  }
  expect(last).not.toBeNull();
  return median(times);
}

const warmUp = () => {
  // V8 settles slowly: a Training Hall game costs about 3 times more in the first 50 games than
  // from the 150th on (counted in instructions by valgrind), some 60,000 actions in.
  for (const side of sides) {
    const engine = engines[side];
    const play = (games: readonly Game[], bots: Bots) => {
      for (const game of games)
        engine.playMatch(start(engine, game), botsOf(engine, bots), `bots-${game.seed}`);
    };
    play(gamesOn('training-hall', 'warm-up-random', count(20)), 'random');
    play(gamesOn('training-hall', 'warm-up', count(60)), 'heuristic');
    play(gamesOn('fortress-of-valdemor', 'warm-up', count(15)), 'heuristic');
    play(gamesOn('pyramid-of-death', 'warm-up', count(15)), 'heuristic');
  }
};

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
}

/**
 * A games/s measure of the engine alone counted in actions a second instead, since a rule
 * corrected since the baseline may make its games longer or shorter: the work an action costs,
 * whatever the games' length. Its goal is the games/s goal on the baseline's games.
 */
function perAction(
  measure: string,
  { rates, actions }: { rates: Record<Side, number>; actions: Record<Side, number> },
  gamesGoal: number,
): Row {
  return {
    measure: `${measure}, an action`,
    unit: 'actions/s',
    baseline: rates.baseline * actions.baseline,
    now: rates.now * actions.now,
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
    const ratio =
      row.baseline === null || row.now === null ? '' : `${(row.now / row.baseline).toFixed(2)}x`;
    const goal = `${row.times ? `${row.times}x, ` : ''}${row.more ? '≥' : '≤'} ${row.goal.toLocaleString('en')} ${row.unit}`;
    let met = '';
    if (row.now !== null && !(row.more ? row.now >= row.goal : row.now <= row.goal))
      met = `${Math.round(100 * (row.more ? row.now / row.goal : row.goal / row.now))}% of it`;
    else if (row.now !== null && row.times && row.baseline !== null)
      met = row.now / row.baseline >= row.times ? 'met' : `not ${row.times}x yet`;
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
function hashLines(
  label: string,
  list: readonly Game[],
  hashes: Hashes,
  actions: Record<Side, number>,
): string[] {
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
  const wallBegan = performance.now();
  const cpuBegan = cpuSeconds();
  for (const sample of engines.now.sampleMaps) {
    const then = engines.baseline.sampleMaps.find((s) => s.id === sample.id);
    if (then && fingerprint(then.map) !== fingerprint(sample.map))
      console.warn(`The sample map ${sample.id} has changed since ${baselineName}.`);
  }
  warmUp();

  const randomGames = gamesOn('training-hall', 'random', count(32));
  const random = played('random v random, Training Hall', randomGames, 'random', 'actions');
  const valdemorGames = gamesOn('fortress-of-valdemor', 'valdemor', count(8));
  const valdemor = played('heuristic v heuristic, Valdemor', valdemorGames, 'heuristic', 'games');
  const hallGames = gamesOn('training-hall', 'hall', count(80));
  const hall = played('heuristic v heuristic, Training Hall', hallGames, 'heuristic', 'games');
  const aloneValdemor = engineAlone('engine alone, Valdemor', valdemorGames, 4);
  const pyramidGames = gamesOn('pyramid-of-death', 'pyramid', count(8));
  const alonePyramid = engineAlone('engine alone, Pyramid of Death', pyramidGames, 3);
  // The engine alone replays the games `playMatch` played, unless the bots choose by what ran before.
  const replayedAlike = (side: Side) =>
    valdemorGames.filter((_, g) => aloneValdemor.hashes[side][g] === valdemor.hashes[side][g])
      .length;

  // A Valdemor match halfway through its first game, as each engine with a `Match` plays it.
  const clones: Record<Side, number | null> = { baseline: null, now: null };
  for (const side of sides) {
    const engine = engines[side];
    if (!matchClassOf(engine)) continue;
    const choices = record(engine, valdemorGames[0]!);
    const halfway = replay(engine, start(engine, valdemorGames[0]!), choices, choices.length / 2);
    clones[side] = cloneMicroseconds(engine, halfway);
  }

  const rows: Row[] = [
    {
      measure: 'random v random, Training Hall',
      unit: 'actions/s',
      ...random.rates,
      goal: 600_000,
      more: true,
      times: 4,
    },
    {
      measure: 'heuristic v heuristic, Fortress of Valdemor',
      unit: 'games/s',
      ...valdemor.rates,
      goal: 80,
      more: true,
      times: 4,
    },
    {
      measure: 'heuristic v heuristic, Training Hall',
      unit: 'games/s',
      ...hall.rates,
      goal: 400,
      more: true,
    },
    {
      measure: 'engine alone, Fortress of Valdemor',
      unit: 'games/s',
      ...aloneValdemor.rates,
      goal: 300,
      more: true,
    },
    perAction('engine alone, Fortress of Valdemor', aloneValdemor, 300),
    {
      measure: 'engine alone, Pyramid of Death',
      unit: 'games/s',
      ...alonePyramid.rates,
      goal: 250,
      more: true,
    },
    perAction('engine alone, Pyramid of Death', alonePyramid, 250),
    {
      measure: 'clone of a Valdemor mid-match state',
      unit: 'µs',
      ...clones,
      goal: 20,
      more: false,
    },
  ];
  const measured = [
    ['random v random, Training Hall', randomGames, random],
    ['heuristic v heuristic, Fortress of Valdemor (and the engine alone)', valdemorGames, valdemor],
    ['heuristic v heuristic, Training Hall', hallGames, hall],
    ['engine alone, Pyramid of Death (heuristic games)', pyramidGames, alonePyramid],
  ] as const;
  const all = measured.flatMap(([, list]) => list).length;
  const alike = measured.reduce(
    (sum, [, list, { hashes }]) =>
      sum + list.filter((_, g) => hashes.baseline[g] === hashes.now[g]).length,
    0,
  );
  const share = (cpuSeconds() - cpuBegan) / ((performance.now() - wallBegan) / 1000);
  const engineShare = (side: Side) =>
    `${Math.round((100 * valdemor.rates[side]) / aloneValdemor.rates[side])}%`;

  console.log(
    [
      '',
      `The engine of ${baselineName} (baseline) and the working tree's (now), bundled, side by side on the same games: Human v Orc, 100 rounds at most;`,
      `the median of ${RUNS} runs each, taken in turn, in CPU seconds of this process${quick ? ' (ENGINE_BENCH_QUICK: fewer games)' : ''}.`,
      '',
      table(rows),
      '',
      `The engine's share of a heuristic game on Valdemor (the rest is the bots): baseline ${engineShare('baseline')}, now ${engineShare('now')}.`,
      `The engine alone plays as each engine's playMatch does: ${sides.map((side) => `${side} ${matchClassOf(engines[side]) ? 'through its Match' : 'by view and apply'}`).join(', ')}.`,
      `This process had ${Math.round(100 * share)}% of a core over the run (its CPU time over the wall clock)${share < 0.9 ? ': other programs shared the core, which slows both engines alike' : ''}.`,
      '',
      `Game hashes (the fingerprint of each final state), "baseline≠now" where they differ, and actions a game, baseline / now:`,
      ...measured.flatMap(([label, list, { hashes, actions }]) =>
        hashLines(label, list, hashes, actions),
      ),
      alike === all
        ? `Same matches: all ${all} games end alike on both engines.`
        : `NOT the same matches: ${all - alike} of ${all} games end differently on the two engines${process.env.ENGINE_BENCH_BASELINE ? '' : ' (rules corrected since a93ae7c change some: compare with ENGINE_BENCH_BASELINE=main)'}.`,
      ...[...unsteady].map(
        ([measure, runs]) =>
          `${measure}, games ended otherwise than in the first run in runs ${runs.join(', ')}: its bots' choices depend on what ran before in the process.`,
      ),
      ...sides
        .filter((side) => replayedAlike(side) < valdemorGames.length)
        .map(
          (side) =>
            `The ${side} engine played ${valdemorGames.length - replayedAlike(side)} of the Valdemor games differently for the engine alone than under playMatch, the same seeds (its bots' choices depend on what ran before in the process).`,
        ),
      '',
    ].join('\n'),
  );
});
