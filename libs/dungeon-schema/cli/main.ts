import { runCli } from './dungeon';

process.exitCode = runCli(process.argv.slice(2));
