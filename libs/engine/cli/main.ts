import { runCli } from './dungeonbowl';

process.exitCode = runCli(process.argv.slice(2));
