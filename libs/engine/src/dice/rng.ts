/**
 * The match's one source of randomness: a seeded sfc32 generator whose whole state is four
 * unsigned 32-bit integers, so it serialises with the rest of the game state and a saved match
 * replays byte for byte.
 */
export interface RngState {
  readonly algorithm: 'sfc32';
  readonly words: readonly [number, number, number, number];
}

/** Hashes a seed text into four 32-bit words (cyrb128), so any string is a usable seed. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createRng(seed: string): RngState {
  let rng: RngState = { algorithm: 'sfc32', words: hashSeed(seed) };
  // The first outputs of sfc32 still echo the seed; discard them.
  for (let i = 0; i < 12; i++) rng = nextUint32(rng)[1];
  return rng;
}

/** The next unsigned 32-bit integer and the generator after drawing it. */
export function nextUint32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng.words;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, { algorithm: 'sfc32', words: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] }];
}

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A uniform integer from 1 to `sides`. Draws that fall in the uneven tail of the 32-bit range are
 * thrown away, so every face is exactly as likely as the others.
 */
export function rollDie(rng: RngState, sides: number): [number, RngState] {
  if (!Number.isInteger(sides) || sides < 1 || sides > 1000) {
    throw new RangeError(`A die has 1 to 1000 sides, not ${sides}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % sides);
  let state = rng;
  for (;;) {
    const [value, next] = nextUint32(state);
    state = next;
    if (value < limit) return [(value % sides) + 1, state];
  }
}
