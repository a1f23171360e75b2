/**
 * What the speed benchmark plays whole matches with, bundled into one module the way the command
 * line and the play app's worker ship the engine (see `vitest.bench.config.ts`).
 */
export { sampleMaps } from '@dungeonbowl/dungeon-schema';
export { heuristicAgent, playMatch } from '../src/bots';
export { createRng } from '../src/dice/rng';
export { actingTeam, view } from '../src/view';
export { apply } from '../src/engine';
export { Match } from '../src/match';
export { readyMatch } from '../src/testing/matches';
