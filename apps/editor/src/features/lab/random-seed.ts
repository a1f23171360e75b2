/** A new generator seed, 0 to 4294967295, from the browser's random source. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
