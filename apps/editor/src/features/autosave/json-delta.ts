/**
 * The difference between two JSON values as a list of changes, small when the values share most
 * of their parts (two steps of a map's history differ by a few rows): how the undo history is
 * kept in the browser's storage without a whole map for every step.
 */
type Key = string | number;

/** One change: the value at a path set, or (without a value) the key at the path removed. */
export type DeltaChange = readonly [path: readonly Key[], value?: unknown];
export type Delta = readonly DeltaChange[];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The changes that turn `from` into `to` (an `undefined` field counts as absent, as in JSON). */
export function jsonDelta(from: unknown, to: unknown): Delta {
  const changes: DeltaChange[] = [];
  const walk = (a: unknown, b: unknown, path: Key[]) => {
    if (a === b) return;
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a))
        if (a[key] !== undefined && b[key] === undefined) changes.push([[...path, key]]);
      for (const key of Object.keys(b)) {
        if (b[key] === undefined) continue;
        if (a[key] === undefined) changes.push([[...path, key], b[key]]);
        else walk(a[key], b[key], [...path, key]);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (let i = 0; i < a.length; i++) walk(a[i], b[i], [...path, i]);
      return;
    }
    changes.push([path, b]);
  };
  walk(from, to, []);
  return changes;
}

/** `value` with the changes made, copying only the objects and arrays on their paths. */
export function applyDelta<T>(value: T, delta: Delta): T {
  let result: unknown = value;
  for (const [path, ...rest] of delta) result = setAt(result, path, rest.length > 0, rest[0]);
  return result as T;
}

function setAt(target: unknown, path: readonly Key[], set: boolean, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...tail] = path as [Key, ...Key[]];
  if (Array.isArray(target)) {
    const copy = [...(target as unknown[])];
    copy[key as number] = setAt(copy[key as number], tail, set, value);
    return copy;
  }
  const copy: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  if (tail.length === 0 && !set) delete copy[key];
  else copy[key] = setAt(copy[key], tail, set, value);
  return copy;
}
