import { writeFileSync } from 'node:fs';
import {
  generateDungeon,
  generateOptionsProblem,
  type DungeonStyle,
  type GenerateOptions,
  type Ruleset,
} from '../src/index';
import { printable } from '../node/index';
import type { CliIo } from './dungeon';

export const generateUsage = `Usage: dungeon generate --seed N --size WxH --floors N [--ruleset R] [--style S] [--out FILE [--force]]
  --seed N       any whole number from 0 to 4294967295; the same options always give the same map
  --size WxH     width and height in squares, e.g. 40x30 (8 to 80; small maps are refused when the
                 setup rules cannot fit in them)
  --floors N     1 to 4
  --ruleset R    torguer-2021 (default) or jervis-1998
  --style S      mixed (default), valdemor or pyramid: whose special rooms and mechanisms
  --out FILE     write the map there instead of printing it; an existing file is kept unless --force`;

const VALUED = ['--seed', '--size', '--floors', '--ruleset', '--style', '--out'] as const;
type Valued = (typeof VALUED)[number];

/** Writes a new file, refusing to replace one unless told to; a stand-in in tests. */
export type WriteFile = (path: string, text: string, overwrite: boolean) => void;

const nodeWrite: WriteFile = (path, text, overwrite) =>
  writeFileSync(path, text, { flag: overwrite ? 'w' : 'wx' });

/** The options as given, or a sentence saying what is wrong with them. */
function parse(
  args: readonly string[],
): { values: Partial<Record<Valued, string>>; force: boolean } | string {
  const values: Partial<Record<Valued, string>> = {};
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--force') {
      force = true;
      continue;
    }
    const [name, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (!VALUED.includes(name as Valued))
      return arg.startsWith('-')
        ? `Unknown option ${name}.`
        : `Unexpected "${arg}": every value follows its option, as in --seed 7.`;
    const value = inline ?? args[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
      return `${name} needs a value.`;
    if (values[name as Valued] !== undefined) return `${name} is given twice.`;
    values[name as Valued] = value;
  }
  return { values, force };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : NaN);

/**
 * `dungeon generate ...`: prints a generated map, or writes it to --out. Exit 0, 2 on a bad option
 * or a file that cannot be written, 1 if the generator itself fails.
 */
export function runGenerate(
  args: readonly string[],
  io: CliIo,
  writeFile: WriteFile = nodeWrite,
): number {
  const refuse = (message: string) => {
    io.err(`${printable(message)}\n\n${generateUsage}`);
    return 2;
  };
  if (args.includes('--help') || args.includes('-h')) {
    io.out(generateUsage);
    return 0;
  }
  const parsed = parse(args);
  if (typeof parsed === 'string') return refuse(parsed);
  const { values, force } = parsed;
  for (const required of ['--seed', '--size', '--floors'] as const)
    if (values[required] === undefined) return refuse(`${required} is required.`);
  const size = /^(\d+)x(\d+)$/i.exec(values['--size'] as string);
  if (!size)
    return refuse(
      `--size takes the width and height as WxH, e.g. 40x30, not "${values['--size']}".`,
    );
  const seedText = values['--seed'] as string;
  const floorsText = values['--floors'] as string;
  if (Number.isNaN(wholeNumber(seedText)))
    return refuse(`The seed must be a whole number from 0 to 4294967295, not "${seedText}".`);
  if (Number.isNaN(wholeNumber(floorsText)))
    return refuse(`--floors takes a whole number from 1 to 4, not "${floorsText}".`);
  const options: GenerateOptions = {
    seed: wholeNumber(seedText),
    width: Number(size[1]),
    height: Number(size[2]),
    floors: wholeNumber(floorsText),
    ruleset: (values['--ruleset'] ?? 'torguer-2021') as Ruleset,
    style: (values['--style'] ?? 'mixed') as DungeonStyle,
  };
  const problem = generateOptionsProblem(options);
  if (problem) return refuse(problem);
  let text: string;
  try {
    text = `${JSON.stringify(generateDungeon(options), null, 2)}\n`;
  } catch (error) {
    // Not expected (the tests run 1,000 seeds), but a bug of ours is still a sentence, not a trace.
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const out = values['--out'];
  const shownOut = out === undefined ? '' : printable(out);
  if (out === undefined) {
    io.out(text.trimEnd());
    return 0;
  }
  try {
    writeFile(out, text, force);
  } catch (error) {
    const code = (error as { code?: string }).code;
    io.err(
      code === 'EEXIST'
        ? `${shownOut} already exists; choose another name, or add --force to replace it.`
        : code === 'ENOENT'
          ? `Cannot write ${shownOut}: its folder does not exist.`
          : `Cannot write ${shownOut}.`,
    );
    return 2;
  }
  io.out(
    `${shownOut}: a ${options.width}x${options.height} dungeon on ${options.floors} floor${options.floors === 1 ? '' : 's'}, ${options.ruleset} rules, ${options.style} rooms, from seed ${options.seed}.`,
  );
  return 0;
}
