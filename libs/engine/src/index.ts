export { createRng, nextUint32, rollDie, type RngState } from './dice/rng';
