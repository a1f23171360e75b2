/**
 * A short fingerprint of a state's JSON (FNV-1a, 32 bits, in hex): enough to tell two matches
 * apart in golden tests, with no dependency on Node's crypto in the pure engine.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
