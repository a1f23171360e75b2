import { fileRefusalSentence, printable } from '@dungeonbowl/dungeon-schema/node';
import {
  decodeUtf8,
  MAX_FILE_BYTES,
  sampleMaps,
  validateMap,
  type DungeonMap,
  type Finding,
} from '@dungeonbowl/dungeon-schema';
import {
  LEAGUE_RULES,
  READY_TEAMS,
  checkTeam,
  isLeagueRule,
  readyTeamsFor,
  teamSetup,
  type LeagueRule,
  type TeamSetup,
  type TeamSheet,
} from '../src/index';
import type { CliIo } from './io';

/** A mistake in the command or in a file it names: its message goes to stderr, the exit status is 2. */
export class CliError extends Error {}

/**
 * A file's bytes; a missing or oversized file, a folder, a named pipe or a device is a `CliError`
 * naming `what` it should be. Never reads more than `maxBytes` and a byte.
 */
export function readBytes(path: string, what: string, io: CliIo, maxBytes: number): Uint8Array {
  const read = io.readFile(path, maxBytes);
  if ('bytes' in read) return read.bytes;
  throw new CliError(`${printable(path)}: ${fileRefusalSentence(read, what, maxBytes)}.`);
}

/** A file's JSON; bytes that are not UTF-8 or text that is not JSON are a `CliError` saying where. */
export function readJson(path: string, what: string, io: CliIo, maxBytes: number): unknown {
  const decoded = decodeUtf8(readBytes(path, what, io, maxBytes));
  if ('problem' in decoded) throw new CliError(`${printable(path)}: ${decoded.problem}`);
  try {
    return JSON.parse(decoded.text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : '';
    throw new CliError(
      `${printable(path)}: the file is not valid JSON (${printable(reason ?? '')}).`,
    );
  }
}

/** `floor 0 (11,2): error MAP-TELE-SPACING: ...`, or `error MAP-SCHEMA: ... (at /path)`. */
export function findingLine(f: Finding): string {
  const where = f.floor !== undefined ? `floor ${f.floor} (${f.x},${f.y}): ` : '';
  const at = f.floor === undefined && f.path ? ` (at ${printable(f.path)})` : '';
  return `${where}${f.severity} ${f.rule}: ${printable(f.message)}${at}`;
}

/** A map that passed validation, or a `CliError` listing its findings. */
export function checkedMap(input: unknown, source: string): DungeonMap {
  const { valid, findings, map } = validateMap(input);
  if (map && valid) return map;
  const errors = findings.filter((f) => f.severity === 'error');
  throw new CliError(
    [
      `${printable(source)} is not a playable map:`,
      ...errors.map((f) => `  ${findingLine(f)}`),
    ].join('\n'),
  );
}

/** `--map`: a sample's id (`training-hall`) or the path of a `.dungeon.json` file. */
export function resolveMap(arg: string, io: CliIo): { name: string; map: DungeonMap } {
  const sample = sampleMaps.find((s) => s.id === arg);
  if (sample) return { name: sample.map.meta.name, map: sample.map };
  let bytes: Uint8Array;
  try {
    bytes = readBytes(arg, 'a map file', io, MAX_FILE_BYTES);
  } catch (error) {
    const known = sampleMaps.map((s) => s.id).join(', ');
    if (error instanceof CliError && /no such file/.test(error.message) && !/[/\\.]/.test(arg))
      throw new CliError(`There is no sample map "${arg}" (the samples: ${known}).`);
    throw error;
  }
  const map = checkedMap(bytes, arg);
  return { name: map.meta.name, map };
}

/** The roster and College ids that have a ready-made team, in the order they are listed. */
export const readyTeamIds = (): string[] => [...new Set(READY_TEAMS.map((t) => t.rosterId))];

export interface ChosenTeam {
  /** What was given on the command line: a roster or College id, or a file. */
  readonly arg: string;
  readonly setup: TeamSetup;
}

/**
 * A team of `--teams`: a roster or College id (`human`, `light-wizards`) gives its first
 * ready-made team; anything else is the path of a team sheet (JSON), which must pass `checkTeam`.
 */
export function resolveTeam(
  arg: string,
  io: CliIo,
  league: readonly LeagueRule[] = [],
): ChosenTeam {
  const ready = readyTeamsFor(arg)[0];
  if (!ready && !/[/\\.]/.test(arg))
    throw new CliError(
      `There is no roster or College "${arg}" with a ready-made team; give one of ${readyTeamIds().join(', ')}, or the path of a team sheet (.json).`,
    );
  const sheet = ready ?? (readJson(arg, 'a team sheet', io, MAX_FILE_BYTES) as TeamSheet);
  const problems = checkTeam(sheet, undefined, { league });
  if (problems.length > 0) {
    const line = (p: (typeof problems)[number]) =>
      printable(
        `  ${p.message}${p.playerNumber !== undefined ? ` (player #${p.playerNumber})` : ''}${p.ruleId ? ` [${p.ruleId}]` : ''}`,
      );
    throw new CliError(
      [`${printable(arg)} is not a legal team sheet:`, ...problems.map(line)].join('\n'),
    );
  }
  return { arg, setup: teamSetup(sheet) };
}

/** `--league`'s comma-separated league rules (LM-…); an unknown one is a `CliError`. */
export function leagueRulesOf(value: string | undefined): LeagueRule[] {
  if (value === undefined) return [];
  const ids = value.split(',').map((s) => s.trim());
  const unknown = ids.find((id) => !isLeagueRule(id));
  if (unknown !== undefined)
    throw new CliError(
      `There is no league rule "${unknown}"; --league takes some of ${LEAGUE_RULES.join(', ')}.`,
    );
  return [...new Set(ids as LeagueRule[])];
}

/** A whole number of an option, between `min` and `max`; anything else is a `CliError`. */
export function wholeNumber(value: string, option: string, min: number, max: number): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new CliError(
      `${option} takes a whole number from ${min} to ${max.toLocaleString('en')}, not "${value}".`,
    );
  return n;
}
