import { pathToFileURL } from 'node:url';
import type { Action } from '../src/model/actions';
import type { GameState } from '../src/model/state';
import type { MatchView } from '../src/view';
import { fingerprint } from '../src/testing/hash';
import type * as EngineEntry from './engine-entry';

/*
 * One process's turn of the side-by-side benchmark (`side-by-side.bench.ts`, which tells how to
 * read it): the baseline's engine and the working tree's, each a bundle whose path is given, play
 * the same games, one run each in turn, and the figures are printed as one JSON document
 * (`ProcessFigures`). Each process compiles the engines anew, and V8's choices as it compiles
 * them differ from one process to the next by as much as a fifth of the speed: the benchmark runs
 * several processes and takes the median of them.
 *
 *     node dist/bench/side-by-side-run.js BASELINE-BUNDLE NOW-BUNDLE
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
  // A baseline may come from before the bots were made for a match, or `applyAllowed` was bundled.
  Partial<Pick<typeof EngineEntry, 'botsForMatch' | 'applyAllowed'>>;
export type Side = 'baseline' | 'now';
const sides: readonly Side[] = ['baseline', 'now'];
const [baselineFile, nowFile] = process.argv.slice(2);
if (!baselineFile || !nowFile)
  throw new Error('Usage: node side-by-side-run.js BASELINE-BUNDLE NOW-BUNDLE (paths)');
const engines: Record<Side, Engine> = {
  baseline: (await import(pathToFileURL(baselineFile).href)) as Engine,
  now: (await import(pathToFileURL(nowFile).href)) as Engine,
};

const quick = process.env.ENGINE_BENCH_QUICK === '1';
/** Runs of each measure on each engine: their median is the figure. */
const RUNS = quick ? 3 : 5;
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
export interface Game {
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
  return { rates, actions, hashes: { baseline: once('baseline'), now: once('now') }, recorded };
}

/**
 * Actions a CPU second that an engine applies alone (`applyAllowed`, no listing), replaying its
 * recorded games `passes` times (the median of `RUNS` runs), or null for an engine that does not
 * export it: with the engine alone's rate, it tells how an action's cost divides between
 * applying it and listing the actions allowed.
 */
function applyingAlone(
  engine: Engine,
  list: readonly Game[],
  recorded: readonly (readonly (number | Action)[])[],
  passes: number,
  ends: readonly string[],
): number | null {
  const applyAllowed = engine.applyAllowed;
  if (!applyAllowed) return null;
  // The actions as the engine alone took them, each from the list it was shown.
  const played = list.map((game, g) => {
    const match = new (matchClassOf(engine)!)(start(engine, game));
    return recorded[g]!.map((choice) => {
      const shown = match.view(engine.actingTeam(match.gameState));
      const action = typeof choice === 'number' ? shown.actions[choice]! : choice;
      match.apply(action);
      return action;
    });
  });
  const rates: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const starts = Array.from({ length: passes }, () => list.map((game) => start(engine, game)));
    let actions = 0;
    const finals: GameState[] = [];
    const began = cpuSeconds();
    for (const pass of starts)
      pass.forEach((state, g) => {
        for (const action of played[g]!) state = applyAllowed(state, action).state;
        actions += played[g]!.length;
        finals.push(state);
      });
    rates.push(actions / (cpuSeconds() - began));
    // The same games as the engine alone played, or the split would compare unequal work.
    if (finals.some((state, n) => fingerprint(state) !== ends[n % list.length]))
      throw new Error('Applied alone, a game ended otherwise than the engine alone played it.');
  }
  return median(rates);
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
  if (last === null) throw new Error('No clone was made.');
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

/** What a measure found in this process: each engine's median rate, and each game's end. */
export interface Measured {
  readonly rates: Record<Side, number>;
  readonly hashes: Hashes;
  /** Actions a game, on each engine. */
  readonly actions: Record<Side, number>;
}

/** The figures of one process, printed as JSON. */
export interface ProcessFigures {
  readonly games: Record<'random' | 'valdemor' | 'hall' | 'pyramid', readonly Game[]>;
  readonly measures: Record<
    'random' | 'valdemor' | 'hall' | 'aloneValdemor' | 'alonePyramid',
    Measured
  >;
  /**
   * Actions a second each engine applies alone on the engine alone's games (`applyAllowed`, no
   * listing), null on an engine that does not export it.
   */
  readonly applying: Record<Side, Record<'valdemor' | 'pyramid', number | null>>;
  /** Microseconds a clone of a Valdemor match halfway through, on an engine with a `Match`. */
  readonly clones: Record<Side, number | null>;
  /** The Valdemor games the engine alone replayed as `playMatch` had played them, by engine. */
  readonly replayedAlike: Record<Side, number>;
  /** The sample maps changed since the baseline. */
  readonly changedMaps: readonly string[];
  /** The runs in which a measure's games ended otherwise than in its first. */
  readonly unsteady: readonly (readonly [string, readonly number[]])[];
  /** The process's CPU time over the wall clock: how much of a core it had. */
  readonly share: number;
}

const wallBegan = performance.now();
const cpuBegan = cpuSeconds();
const changedMaps = engines.now.sampleMaps
  .filter((sample) => {
    const then = engines.baseline.sampleMaps.find((s) => s.id === sample.id);
    return then !== undefined && fingerprint(then.map) !== fingerprint(sample.map);
  })
  .map((sample) => sample.id);
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
const applying = (side: Side) => ({
  valdemor: applyingAlone(
    engines[side],
    valdemorGames,
    aloneValdemor.recorded[side],
    4,
    aloneValdemor.hashes[side],
  ),
  pyramid: applyingAlone(
    engines[side],
    pyramidGames,
    alonePyramid.recorded[side],
    3,
    alonePyramid.hashes[side],
  ),
});
// The engine alone replays the games `playMatch` played, unless the bots choose by what ran before.
const replayedAlike = (side: Side) =>
  valdemorGames.filter((_, g) => aloneValdemor.hashes[side][g] === valdemor.hashes[side][g]).length;

// A Valdemor match halfway through its first game, as each engine with a `Match` plays it.
const clones: Record<Side, number | null> = { baseline: null, now: null };
for (const side of sides) {
  const engine = engines[side];
  if (!matchClassOf(engine)) continue;
  const choices = record(engine, valdemorGames[0]!);
  const halfway = replay(engine, start(engine, valdemorGames[0]!), choices, choices.length / 2);
  clones[side] = cloneMicroseconds(engine, halfway);
}

const figures: ProcessFigures = {
  games: { random: randomGames, valdemor: valdemorGames, hall: hallGames, pyramid: pyramidGames },
  measures: { random, valdemor, hall, aloneValdemor, alonePyramid },
  applying: { baseline: applying('baseline'), now: applying('now') },
  clones,
  replayedAlike: { baseline: replayedAlike('baseline'), now: replayedAlike('now') },
  changedMaps,
  unsteady: [...unsteady],
  share: (cpuSeconds() - cpuBegan) / ((performance.now() - wallBegan) / 1000),
};
process.stdout.write(JSON.stringify(figures));
