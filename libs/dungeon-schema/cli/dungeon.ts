import { fileRefusalSentence, printable, readFileAtMost, type FileRead } from '../node/index';
import {
  capitalise,
  MAX_FILE_BYTES,
  validateMap,
  type DungeonMap,
  type Finding,
} from '../src/index';
import { runGenerate } from './generate';

/** What the command line touches outside itself, so tests can run it in-process. */
export interface CliIo {
  /** A file's bytes, at most `maxBytes` of them, or why it is not read (`readFileAtMost`). */
  readonly readFile: (path: string, maxBytes: number) => FileRead;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const nodeIo: CliIo = {
  readFile: readFileAtMost,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const usage = `Usage:
  dungeon validate FILE... [--json]   check map files against the format and the setup rules
  dungeon info FILE [--json]          describe a map: size, floors, what it holds, ruleset
  dungeon generate --seed N --size WxH --floors N [--ruleset R] [--style S] [--out FILE [--force]]
                                      make a new dungeon that keeps every setup rule; the same
                                      options give the same map (dungeon generate --help)

Exit status of validate and info: 0 every file valid (warnings allowed), 1 a file has an
error, 2 a file cannot be read, is not a regular file, is over 2 MiB or is not JSON.
Of generate: 0 done, 2 a bad option or an unwritable file.`;

interface FileResult {
  readonly file: string;
  readonly valid: boolean;
  readonly findings: readonly Finding[];
  readonly map: DungeonMap | null;
}

/** Reads and validates one file; a file that is not read becomes a MAP-JSON finding. */
function check(file: string, io: CliIo): FileResult {
  const read = io.readFile(file, MAX_FILE_BYTES);
  if (!('bytes' in read)) {
    const message = `${capitalise(fileRefusalSentence(read, 'a map file', MAX_FILE_BYTES))}.`;
    return {
      file,
      valid: false,
      findings: [{ rule: 'MAP-JSON', severity: 'error', message, path: '' }],
      map: null,
    };
  }
  const { valid, findings, map } = validateMap(read.bytes);
  return { file, valid, findings, map };
}

/** The exit status for these results: 2 when a file is not JSON, 1 when one has an error. */
function exitStatus(results: readonly FileResult[]): number {
  if (results.some((r) => r.findings.some((f) => f.rule === 'MAP-JSON'))) return 2;
  return results.every((r) => r.valid) ? 0 : 1;
}

/**
 * `FILE:floor F (x,y): error MAP-...: message`, or `FILE: error MAP-...: message (at /path)`, with
 * the control characters of the file's name and of the map's own text (names quoted in messages)
 * shown escaped, so that no map can forge a line of the output.
 */
function humanLine(file: string, f: Finding): string {
  const where = f.floor !== undefined ? `floor ${f.floor} (${f.x},${f.y})` : '';
  const at = f.floor === undefined && f.path ? ` (at ${printable(f.path)})` : '';
  return `${printable(file)}:${where}: ${f.severity} ${f.rule}: ${printable(f.message)}${at}`.replace(
    /^([^:]*):: /,
    '$1: ',
  );
}

function validate(files: string[], json: boolean, io: CliIo): number {
  const results = files.map((file) => check(file, io));
  if (json) {
    io.out(
      JSON.stringify(
        { files: results.map(({ file, valid, findings }) => ({ file, valid, findings })) },
        null,
        2,
      ),
    );
  } else {
    for (const result of results) {
      if (result.findings.length === 0) io.out(`${printable(result.file)}: valid`);
      for (const finding of result.findings) io.out(humanLine(result.file, finding));
    }
  }
  return exitStatus(results);
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function info(file: string, json: boolean, io: CliIo): number {
  const result = check(file, io);
  if (!result.map) {
    // Nothing to describe: the findings say why, on stdout as JSON when asked, as validate does.
    if (json) io.out(JSON.stringify({ file, valid: false, findings: result.findings }, null, 2));
    else for (const finding of result.findings) io.err(humanLine(file, finding));
    return exitStatus([result]);
  }
  const map = result.map;
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const summary = {
    file,
    name: map.meta.name,
    ruleset: map.ruleset ?? 'torguer-2021',
    size: { width: map.width, height: map.height },
    floors: map.floors.map((f, i) => ({
      index: i,
      name: f.name,
      chests: map.chests.filter((c) => c.floor === i).length,
      teleporters: map.teleporters.filter((t) => t.floor === i).length,
      endZones: map.endZones.filter((z) => z.floor === i).map((z) => z.id),
    })),
    counts: {
      chests: map.chests.length,
      teleporters: map.teleporters.length,
      endZones: map.endZones.length,
      links: countBy(map.links ?? [], (l) => l.kind),
      chutes: (map.chutes ?? []).length,
      elevators: countBy(map.elevators ?? [], (e) => e.kind),
      features: countBy(map.features ?? [], (f) => f.kind),
      rooms: countBy(map.rooms ?? [], (r) => r.kind),
    },
    valid: result.valid,
    errors,
    warnings: result.findings.length - errors,
  };
  if (json) {
    io.out(JSON.stringify(summary, null, 2));
    return exitStatus([result]);
  }
  const list = (counts: Record<string, number>) =>
    Object.keys(counts).length === 0
      ? 'none'
      : Object.entries(counts)
          .map(([k, n]) => `${n} ${k}`)
          .join(', ');
  io.out(`${printable(summary.name)} (${printable(file)})`);
  io.out(`  ruleset      ${summary.ruleset}`);
  io.out(
    `  grid         ${map.width} x ${map.height} squares, ${map.floors.length} floor${map.floors.length === 1 ? '' : 's'}`,
  );
  for (const floor of summary.floors) {
    io.out(
      `  floor ${floor.index}      ${printable(floor.name)}: ${floor.chests} chest${floor.chests === 1 ? '' : 's'}, ${floor.teleporters} teleporter${floor.teleporters === 1 ? '' : 's'}, end zones ${floor.endZones.join(' ') || 'none'}`,
    );
  }
  io.out(`  chests       ${summary.counts.chests}`);
  io.out(`  teleporters  ${summary.counts.teleporters}`);
  io.out(`  end zones    ${summary.counts.endZones}`);
  io.out(`  links        ${list(summary.counts.links)}`);
  io.out(`  chutes       ${summary.counts.chutes}`);
  io.out(`  elevators    ${list(summary.counts.elevators)}`);
  io.out(`  features     ${list(summary.counts.features)}`);
  io.out(`  rooms        ${list(summary.counts.rooms)}`);
  io.out(
    `  validation   ${summary.valid ? 'valid' : 'not valid'}, ${errors} error${errors === 1 ? '' : 's'}, ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'} (dungeon validate ${printable(file)} lists them)`,
  );
  return exitStatus([result]);
}

/** Runs the `dungeon` command with its arguments; returns the exit status. */
export function runCli(args: readonly string[], io: CliIo = nodeIo): number {
  const [command, ...rest] = args;
  const json = rest.includes('--json');
  const unknownFlag = rest.find((a) => a.startsWith('--') && a !== '--json');
  const files = rest.filter((a) => !a.startsWith('--'));
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(usage);
    return 0;
  }
  if (command === 'generate') return runGenerate(rest, io);
  if (unknownFlag) {
    io.err(`Unknown option ${unknownFlag}.\n\n${usage}`);
    return 2;
  }
  if (command === 'validate' && files.length > 0) return validate(files, json, io);
  if (command === 'info' && files.length === 1) return info(files[0] as string, json, io);
  io.err(
    command === undefined ? usage : `Cannot understand "dungeon ${args.join(' ')}".\n\n${usage}`,
  );
  return 2;
}
