import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './inputs';

/** The arguments after the command, or a `CliError` saying what is wrong with them. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's own sentence, without its advice on positionals: "Unknown option '--colour'."
    const first = (error instanceof Error ? error.message : String(error)).split(/\.(\s|$)/)[0];
    throw new CliError(`${first}. (dungeonbowl --help lists the options.)`);
  }
}
