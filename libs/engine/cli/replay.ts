import { isDeepStrictEqual } from 'node:util';
import {
  apply,
  replayProblems,
  startMatch,
  summarise,
  type Action,
  type GameState,
  type ReplayFile,
} from '../src/index';
import { describeGame, stateHash } from './game-summary';
import { CliError, checkedMap, readJson } from './inputs';
import type { CliIo } from './io';

/** The largest replay file read: a long match of bots is a few MiB. */
const MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/**
 * Replays a saved match: the start again from the file's map, teams, seed and options, then every
 * action through `apply`. Exit status 0 when the final state's hash and the result are those the
 * file saved, 1 when they differ, 2 when the file is malformed or an action is refused.
 */
export function replay(path: string, json: boolean, io: CliIo): number {
  const value = readJson(path, 'a replay file', io, MAX_REPLAY_BYTES);
  const problems = replayProblems(value);
  if (problems.length > 0)
    throw new CliError(
      [`${path} is not a replay file:`, ...problems.map((p) => `  ${p}`)].join('\n'),
    );
  const file = value as ReplayFile;
  const map = checkedMap(file.map, `${path} (its /map)`);
  const start = startMatch(map, file.teams, file.seed, file.options);
  if ('error' in start) throw new CliError(`${path}: the match cannot start: ${start.error}`);
  let state: GameState = start.state;
  file.actions.forEach((action: Action, index) => {
    const refused = (reason: string) =>
      new CliError(`${path}: action ${index} (${JSON.stringify(action)}) is refused: ${reason}`);
    let result: ReturnType<typeof apply>;
    try {
      result = apply(state, action);
    } catch (error) {
      // A malformed action can trip the engine before it can refuse it.
      throw refused(error instanceof Error ? error.message : String(error));
    }
    if ('error' in result) throw refused(result.error);
    state = result.state;
  });
  const result = summarise(state, map.chests.length, file.actions.length);
  const finalHash = stateHash(state);
  const sameHash = finalHash === file.finalHash;
  const sameResult = isDeepStrictEqual(result, file.result);
  if (json) {
    io.out(
      JSON.stringify(
        {
          file: path,
          result,
          finalHash,
          savedHash: file.finalHash,
          matches: sameHash && sameResult,
        },
        null,
        2,
      ),
    );
  } else {
    const labels = file.teams.map((t) => t.rosterId);
    io.out(
      `${path}: ${file.actions.length} actions replayed on ${map.meta.name}, seed ${file.seed}`,
    );
    io.out(`result      ${describeGame(result, labels)}`);
    io.out(`final hash  ${finalHash}`);
    io.out(
      sameHash
        ? 'matches     yes: the same final state as when the match was played'
        : `matches     NO: the file saved ${file.finalHash}`,
    );
    if (!sameResult) io.out(`result differs from the file's: ${JSON.stringify(file.result)}`);
  }
  return sameHash && sameResult ? 0 : 1;
}
