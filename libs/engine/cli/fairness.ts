import {
  fairnessReportOf,
  playFairnessGame,
  prepareFairness,
  type FairnessGame,
} from '../src/index';
import { describeFairness } from './fairness-text';
import { CliError, resolveMap, wholeNumber } from './inputs';
import { nodeIo, type CliIo } from './io';
import { parse } from './parse-options';

const fairnessOptions = {
  games: { type: 'string' },
  teams: { type: 'string' },
  agents: { type: 'string' },
  seed: { type: 'string' },
  'max-rounds': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Where a progress bar is drawn: a terminal, as `process.stderr` is when it is one. */
export interface Terminal {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

/**
 * A progress bar on one line of a terminal, redrawn in place as games are played
 * (`[#######.......]  120/500 games`), or null when `terminal` is not a terminal: a file or a
 * pipe gets the report alone.
 */
export function progressBar(terminal: Terminal) {
  if (!terminal.isTTY) return null;
  const width = Math.max(10, Math.min(50, (terminal.columns ?? 80) - 30));
  let drawn = -1;
  return {
    show(done: number, total: number) {
      const filled = Math.floor((done / total) * width);
      if (filled === drawn && done !== total) return;
      drawn = filled;
      terminal.write(
        `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`,
      );
    },
    /** Rubs the bar out, leaving the line as it was. */
    clear() {
      terminal.write('\r\x1b[K');
    },
  };
}

/**
 * `dungeonbowl fairness MAP [--games K] [--teams N] [--agents BOT,...] [--seed N] [--max-rounds R]
 * [--json]`: plays the games of a fairness report one after another, with a progress bar on a
 * terminal, and prints the report as text or JSON.
 */
export function runFairness(args: string[], io: CliIo, help: () => number): number {
  const { values, positionals } = parse(args, fairnessOptions);
  if (values.help) return help();
  if (positionals.length !== 1)
    throw new CliError(
      positionals.length === 0
        ? 'fairness needs a map: dungeonbowl fairness MAP [--games K] (a sample id or a .dungeon.json file).'
        : `fairness takes one map, not ${positionals.length}: ${positionals.join(', ')}.`,
    );
  const games = wholeNumber(values.games ?? '500', '--games', 1, 1_000_000);
  const teams = wholeNumber(values.teams ?? '2', '--teams', 2, 4);
  const seed = String(wholeNumber(values.seed ?? '1', '--seed', 0, Number.MAX_SAFE_INTEGER));
  const maxRounds = wholeNumber(values['max-rounds'] ?? '100', '--max-rounds', 1, 100_000);
  const agents = values.agents?.split(',').map((s) => s.trim());
  const { map } = resolveMap(positionals[0]!, io);
  const run = prepareFairness(map, { games, teams, seed, maxRounds, ...(agents && { agents }) });
  if ('error' in run) throw new CliError(run.error);
  const bar = io === nodeIo ? progressBar(process.stderr) : null;
  const began = io.now();
  const played: FairnessGame[] = [];
  bar?.show(0, games);
  for (let game = 1; game <= games; game++) {
    played.push(playFairnessGame(run, game));
    bar?.show(game, games);
  }
  bar?.clear();
  const seconds = (io.now() - began) / 1000;
  const report = fairnessReportOf(run, played);
  if (values.json) io.out(JSON.stringify(report, null, 2));
  else io.out(describeFairness(report, map, seconds));
  return 0;
}
