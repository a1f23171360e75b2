// Test support for the command lines built on the map format: a built command run as a child
// process under a watchdog, and seeded mutations of files for fuzz tests.
// `@dungeonbowl/dungeon-schema/node/testing`.
export { buildCli, runWithWatchdog, type ChildRun } from './child-process';
export { mutate, seededRandom, type Mutant } from './mutations';
