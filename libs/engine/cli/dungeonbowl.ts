import { runFairness } from './fairness';
import { CliError, leagueRulesOf, resolveMap, resolveTeam, wholeNumber } from './inputs';
import { nodeIo, type CliIo } from './io';
import { parse } from './parse-options';
import { replay } from './replay';
import { simulate } from './simulate';

export { nodeIo, type CliIo } from './io';

export const usage = `Usage:
  dungeonbowl simulate --map FILE|SAMPLE --teams A,B[,C,D] --agents BOT,BOT[,...] --seed N
                       --games K [--max-rounds R] [--league LM-N,...] [--json]
                       [--save-replays DIR]
      play K games bot against bot and print each game's result and the totals
  dungeonbowl replay FILE [--json]
      replay a saved match (*.replay.json) and check its final state against the file's hash
  dungeonbowl fairness MAP [--games K] [--teams N] [--agents BOT[,...]] [--seed N]
                       [--max-rounds R] [--json]
      play K bot matches on a map (500 by default), the teams taking each end zone in turn, and
      report each end zone's share of wins with its interval (95% for all end zones together), whether one stands out, the
      rounds to the first chest, the ball and the touchdown, where the ball was found and the
      touchdowns scored, where players were knocked down or lost, and the draws

  --map           a sample (training-hall, fortress-of-valdemor, pyramid-of-death, jervis-crypt)
                  or a .dungeon.json file
  --teams         2 to 4 teams: a roster or College id (human, orc, light-wizards...: its
                  ready-made team) or a team sheet file (.json)
  --agents        one bot a team: heuristic or random
  --seed          game g (1 to K) is played with the seed "N-g": the same seed, the same games
  --max-rounds    a game still going after R rounds is a draw (default 100)
  --league       league house rules to play with: LM-10 (at most 2 big guys), LM-23 (a
                  failed Rush rolls no armour), LM-31 (fumble on a 1 after tackle zones),
                  LM-32 (Regeneration on 3+)
  --save-replays  write DIR/game-<g>.replay.json for each game
  --json          print one JSON document: { "games": [...], "totals": {...} }

  fairness:
  MAP             a sample or a .dungeon.json file, as --map
  --games         how many games (default 500)
  --teams         how many teams a match, 2 to 4 (default 2), each Human's ready-made team
  --agents        one bot for all the teams, or one a team (default heuristic)
  --seed          as above (default 1); --max-rounds as above
  --json          print the report as one JSON document
  A progress bar is drawn on stderr while the games are played, when it is a terminal.

Exit status: 0 done (replay: the hash matches), 1 the replay's hash or result differs,
2 a mistake in the command or a malformed map, team or replay file.`;

const simulateOptions = {
  map: { type: 'string' },
  teams: { type: 'string' },
  agents: { type: 'string' },
  seed: { type: 'string' },
  games: { type: 'string' },
  'max-rounds': { type: 'string' },
  league: { type: 'string' },
  json: { type: 'boolean' },
  'save-replays': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const replayOptions = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What `simulate` cannot do without, each with what it takes, in the order the usage gives them. */
const simulateNeeds = {
  map: '--map FILE or SAMPLE',
  teams: '--teams A,B (2 to 4 teams)',
  agents: '--agents with one bot a team',
  seed: '--seed N',
  games: '--games K',
} as const;

/** The options `simulate` needs, all given, or a `CliError` naming every one missing at once. */
function required(values: Partial<Record<keyof typeof simulateNeeds, string>>) {
  const missing = (Object.keys(simulateNeeds) as (keyof typeof simulateNeeds)[]).filter(
    (option) => values[option] === undefined || values[option] === '',
  );
  if (missing.length > 0)
    throw new CliError(
      `simulate needs ${missing.map((option) => simulateNeeds[option]).join(', ')}.`,
    );
  return values as Record<keyof typeof simulateNeeds, string>;
}

const list = (value: string) => value.split(',').map((s) => s.trim());

function runSimulate(args: string[], io: CliIo): number {
  const { values, positionals } = parse(args, simulateOptions);
  if (values.help) return help(io);
  if (positionals.length > 0)
    throw new CliError(`simulate takes no file of its own: "${positionals[0]}" is not an option.`);
  const given = required(values);
  const teamArgs = list(given.teams);
  if (teamArgs.length < 2 || teamArgs.length > 4)
    throw new CliError(`--teams takes 2 to 4 teams, not ${teamArgs.length}.`);
  const agentIds = list(given.agents);
  const seed = String(wholeNumber(given.seed, '--seed', 0, Number.MAX_SAFE_INTEGER));
  const games = wholeNumber(given.games, '--games', 1, 1_000_000);
  const maxRounds = wholeNumber(values['max-rounds'] ?? '100', '--max-rounds', 1, 100_000);
  const { name, map } = resolveMap(given.map, io);
  const league = leagueRulesOf(values.league);
  const teams = teamArgs.map((arg) => resolveTeam(arg, io, league));
  return simulate(
    {
      mapName: name,
      map,
      teams,
      agentIds,
      seed,
      games,
      maxRounds,
      league,
      json: values.json === true,
      replayFolder: values['save-replays'] ?? null,
    },
    io,
  );
}

function runReplay(args: string[], io: CliIo): number {
  const { values, positionals } = parse(args, replayOptions);
  if (values.help) return help(io);
  if (positionals.length !== 1)
    throw new CliError('replay takes one file: dungeonbowl replay FILE [--json].');
  return replay(positionals[0]!, values.json === true, io);
}

function help(io: CliIo): number {
  io.out(usage);
  return 0;
}

/** Runs the `dungeonbowl` command with its arguments; returns the exit status. */
export function runCli(args: readonly string[], io: CliIo = nodeIo): number {
  const [command, ...rest] = args;
  try {
    if (command === 'simulate') return runSimulate(rest, io);
    if (command === 'replay') return runReplay(rest, io);
    if (command === 'fairness') return runFairness(rest, io, () => help(io));
    if (command === '--help' || command === '-h' || command === 'help') return help(io);
    io.err(
      command === undefined
        ? usage
        : `There is no command "${command}": use simulate, replay or fairness.\n\n${usage}`,
    );
    return 2;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(error.message);
    return 2;
  }
}
