import { isDeepStrictEqual } from 'node:util';
import { printable } from '@dungeonbowl/dungeon-schema/node';
import {
  apply,
  finalHash,
  replayProblems,
  startMatch,
  startHash,
  summarise,
  type Action,
  type GameState,
  type ReplayFile,
} from '../src/index';
import { describeGame } from './game-summary';
import { CliError, checkedMap, readJson } from './inputs';
import type { CliIo } from './io';

/** The largest replay file read: a long match of bots is a few MiB. */
const MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/**
 * Replays a saved match: the start again from the file's map, teams, seed and options, then every
 * action through `apply`. Exit status 0 when the final hash and the result are those the file
 * saved, 1 when they differ or the start was changed since it was saved, 2 when the file is
 * malformed or an action is refused.
 */
export function replay(path: string, json: boolean, io: CliIo): number {
  const value = readJson(path, 'a replay file', io, MAX_REPLAY_BYTES);
  const problems = replayProblems(value);
  if (problems.length > 0)
    throw new CliError(
      [`${printable(path)} is not a replay file:`, ...problems.map((p) => `  ${p}`)].join('\n'),
    );
  const file = value as ReplayFile;
  const map = checkedMap(file.map, `${path} (its /map)`);
  // Version 1 saved no start hash.
  const start = file.version === 1 ? undefined : startHash(file);
  if (start !== file.startHash) return changedStart(path, file, start!, json, io);
  const started = startMatch(map, file.teams, file.seed, file.options);
  if ('error' in started)
    throw new CliError(printable(`${path}: the match cannot start: ${started.error}`));
  let state: GameState = started.state;
  file.actions.forEach((action: Action, index) => {
    const at = printable(`${path}: action ${index} (${JSON.stringify(action)})`);
    let result: ReturnType<typeof apply>;
    try {
      result = apply(state, action);
    } catch (error) {
      // The engine refuses every action it does not list; one it throws on is its own defect.
      throw new CliError(`${at} made the engine fail, a defect to report: ${String(error)}`);
    }
    if ('error' in result) throw new CliError(`${at} is refused: ${result.error}`);
    state = result.state;
  });
  const result = summarise(state, map.chests.length, file.actions.length);
  const hash = finalHash(file, state);
  const sameHash = hash === file.finalHash;
  const sameResult = isDeepStrictEqual(result, file.result);
  if (json) {
    io.out(
      JSON.stringify(
        {
          file: path,
          result,
          finalHash: hash,
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
      printable(
        `${path}: ${file.actions.length} actions replayed on ${map.meta.name}, seed ${file.seed}`,
      ),
    );
    io.out(printable(`result      ${describeGame(result, labels)}`));
    io.out(`final hash  ${hash}`);
    io.out(
      sameHash
        ? 'matches     yes: the same start, actions and final state as when the match was played'
        : printable(`matches     NO: the file saved ${file.finalHash}`),
    );
    if (file.version === 1)
      io.out(
        '(a version 1 file: its hash is of the final state alone, not of its start and actions)',
      );
    if (!sameResult)
      io.out(printable(`result differs from the file's: ${JSON.stringify(file.result)}`));
  }
  return sameHash && sameResult ? 0 : 1;
}

/**
 * A file whose map, teams, seed or options were changed since the match was saved: its actions
 * would be replayed on another match, so they are not, and the file does not match (exit 1).
 */
function changedStart(
  path: string,
  file: ReplayFile,
  hash: string,
  json: boolean,
  io: CliIo,
): number {
  if (json)
    io.out(
      JSON.stringify(
        { file: path, startHash: hash, savedStartHash: file.startHash, matches: false },
        null,
        2,
      ),
    );
  else {
    io.out(
      printable(
        `${path}: its map, teams, seed or options were changed since the match was saved, so its actions are not replayed`,
      ),
    );
    io.out(`start hash  ${hash}`);
    io.out(printable(`matches     NO: the file saved the start hash ${file.startHash}`));
  }
  return 1;
}
