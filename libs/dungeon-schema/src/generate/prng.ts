/**
 * The generator's source of chance: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator
 * from PractRand), seeded through splitmix32 so that nearby seeds give unrelated streams. The same
 * seed gives the same numbers on every platform: only 32-bit integer arithmetic is used.
 */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [low, high], both included. */
  between(low: number, high: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffled<T>(items: readonly T[]): T[];
}

/** splitmix32: one step of a 32-bit mixer, used to spread a seed over sfc32's four words. */
function splitmix32(state: number): [number, number] {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return [next, (z ^ (z >>> 15)) >>> 0];
}

/** Mixes a seed and a salt into a new 32-bit seed (for retries with a derived seed). */
export function deriveSeed(seed: number, salt: number): number {
  const [, a] = splitmix32((seed ^ Math.imul(salt, 0x85ebca6b)) | 0);
  return a;
}

export function createRng(seed: number): Rng {
  let state = seed | 0;
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [next, value] = splitmix32(state);
    state = next;
    words.push(value);
  }
  let [a, b, c, d] = words as [number, number, number, number];
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32(); // the author's recommended warm-up
  const rng: Rng = {
    next: () => nextUint32() / 4294967296,
    int: (n) => Math.floor(rng.next() * n),
    between: (low, high) => low + rng.int(high - low + 1),
    chance: (p) => rng.next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
      return items[rng.int(items.length)] as (typeof items)[number];
    },
    shuffled: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return rng;
}
