/**
 * What the side-by-side benchmark plays matches with: the engine's public API, bundled into one
 * module the way the command line and the play app's worker ship it (see `bundle-engine.ts`,
 * which bundles the baseline commit's engine from the same lines in its own folders).
 */
export * from '../src/index';
export { readyMatch } from '../src/testing/matches';
export { sampleMaps } from '@dungeonbowl/dungeon-schema';
/**
 * How `apply` takes an action already known allowed, without listing the actions allowed: the
 * benchmark times it alone to say how an action's cost divides between applying and listing.
 */
export { applyAllowed } from '../src/engine';
