/**
 * What the speed benchmark plays whole matches with, bundled into one module the way the command
 * line and the play app's worker ship the engine (see `vitest.bench.config.ts`).
 */
export { sampleMaps } from '@dungeonbowl/dungeon-schema';
export { heuristicAgent, playMatch } from '../src/bots';
export { readyMatch } from '../src/testing/matches';
