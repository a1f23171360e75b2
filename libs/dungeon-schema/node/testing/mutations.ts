/**
 * Seeded mutations of a file's bytes for fuzz tests: the same seed gives the same files, so a
 * failing case is run again with its seed and number. Each mutation is a few operators in a row,
 * on the bytes (flipped bytes, a cut, a dropped or repeated stretch, a hostile token spliced in)
 * or on the JSON (a value replaced by a hostile one, a field deleted, a value moved elsewhere).
 */

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Mutant {
  /** What was done, operator by operator: `flip@120 | value /chests/2/x=1e400`. */
  readonly label: string;
  readonly bytes: Uint8Array;
}

const encoder = new TextEncoder();

/** JSON text a tool must survive where a value was: too large, half a character, forged lines... */
const hostileValues = [
  '1e400',
  '-1e400',
  '1e308',
  '-1',
  '0',
  '1.5',
  '-0',
  '9007199254740993',
  '""',
  '"\\ud800"',
  '"x\\udc00y"',
  '"\\u0000\\u001b[31m\\nFAKE: valid"',
  '"\\u202e"',
  'null',
  'true',
  '[]',
  '{}',
  '{"__proto__":{"polluted":1}}',
  `${'['.repeat(100)}${']'.repeat(100)}`,
  `"${'x'.repeat(100_000)}"`,
  `[${Array.from({ length: 2000 }, () => '0').join(',')}]`,
];

/** Bytes spliced into the text anywhere: JSON punctuation, bad UTF-8, a byte-order mark. */
const hostileBytes: readonly number[][] = [
  [0x00],
  [0x0a],
  [0x1b],
  [0x22],
  [0x5c],
  [0x7b],
  [0x7d],
  [0x5b],
  [0x5d],
  [0x2c],
  [0x3a],
  [0x80],
  [0xc3],
  [0xff],
  [0xed, 0xa0, 0x80],
  [0xf0, 0x9f],
  [0xef, 0xbb, 0xbf],
  [...encoder.encode('1e400')],
  [...encoder.encode('"\\ud800"')],
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every JSON Pointer-like path in a value, as lists of keys, up to `limit` of them. */
function paths(value: Json, limit = 5000): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { node: Json; path: (string | number)[] }[] = [{ node: value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { node, path } = stack.pop()!;
    found.push(path);
    if (Array.isArray(node))
      node.forEach((child, i) => stack.push({ node: child, path: [...path, i] }));
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node))
        stack.push({ node: child, path: [...path, key] });
  }
  return found;
}

const PLACEHOLDER = '\u0001hostile\u0001';

export function mutate(source: Uint8Array, random: () => number): Mutant {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = (length: number) => Math.floor(random() * (length + 1));
  let bytes = source;
  const labels: string[] = [];
  const steps = 1 + Math.floor(random() * 3);
  for (let step = 0; step < steps; step++) {
    // Mostly on the JSON, so that most cases reach the schema and the rules, not only the parser.
    const operator = pick([
      'flip',
      'cut',
      'drop',
      'repeat',
      'splice',
      ...([
        'value',
        'value',
        'value',
        'value',
        'value',
        'delete',
        'delete',
        'move',
        'move',
      ] as const),
    ] as const);
    if (operator === 'flip') {
      const next = bytes.slice();
      const where = Math.floor(random() * next.length);
      next[where] = random() < 0.5 ? pick(hostileBytes)[0]! : Math.floor(random() * 256);
      bytes = next;
      labels.push(`flip@${where}`);
    } else if (operator === 'cut') {
      const where = at(bytes.length);
      bytes = bytes.slice(0, where);
      labels.push(`cut@${where}`);
    } else if (operator === 'drop' || operator === 'repeat' || operator === 'splice') {
      const where = at(bytes.length);
      const length = 1 + Math.floor(random() * 64);
      const inserted =
        operator === 'splice'
          ? Uint8Array.from(pick(hostileBytes))
          : operator === 'repeat'
            ? bytes.slice(where, where + length * 4)
            : new Uint8Array(0);
      const after = operator === 'drop' ? where + length : where;
      const next = new Uint8Array(where + inserted.length + Math.max(0, bytes.length - after));
      next.set(bytes.subarray(0, where), 0);
      next.set(inserted, where);
      next.set(bytes.subarray(after), where + inserted.length);
      bytes = next;
      labels.push(`${operator}@${where}`);
    } else {
      let value: Json;
      try {
        value = JSON.parse(new TextDecoder().decode(bytes)) as Json;
      } catch {
        labels.push(`${operator} (not JSON, skipped)`);
        continue;
      }
      const all = paths(value);
      const path = pick(all);
      const parentPath = path.slice(0, -1);
      const key = path.at(-1);
      let parent: Json = value;
      for (const k of parentPath) parent = (parent as Record<string | number, Json>)[k]!;
      const pointer = `/${path.join('/')}`;
      if (key === undefined || parent === null || typeof parent !== 'object') {
        value = PLACEHOLDER;
      } else if (operator === 'delete') {
        if (Array.isArray(parent)) parent.splice(key as number, 1);
        else delete parent[key as string];
        labels.push(`delete ${pointer}`);
        bytes = encoder.encode(JSON.stringify(value));
        continue;
      } else if (operator === 'move') {
        const other = pick(all);
        let moved: Json = value;
        for (const k of other) moved = (moved as Record<string | number, Json>)[k]!;
        (parent as Record<string | number, Json>)[key] = structuredClone(moved);
        labels.push(`move /${other.join('/')} to ${pointer}`);
        bytes = encoder.encode(JSON.stringify(value));
        continue;
      } else {
        (parent as Record<string | number, Json>)[key] = PLACEHOLDER;
      }
      const hostile = pick(hostileValues);
      const text = JSON.stringify(value).replace(JSON.stringify(PLACEHOLDER), () => hostile);
      bytes = encoder.encode(text);
      labels.push(
        `value ${pointer}=${hostile.length > 24 ? `${hostile.slice(0, 21)}...` : hostile}`,
      );
    }
  }
  if (random() < 0.01) {
    // Just over the map format's 2 MiB, rarely (the files are written to disk): blanks after it.
    const next = new Uint8Array(Math.max(bytes.length, 2 * 1024 * 1024 + 1)).fill(0x20);
    next.set(bytes, 0);
    bytes = next;
    labels.push('huge');
  }
  return { label: labels.join(' | '), bytes };
}
