// Lint fixture: what an engine module may keep at its top. Every line marked "must fail" keeps
// something every match in the process would share.
let lastAsked: string | null = null; // must fail: a variable
var counted = 0; // must fail: a variable, the old way
export let exported = 0; // must fail: a variable others could change
const latest: string[] = []; // must fail: an array filled at run time
const byKey = new Map<string, number>(); // must fail: a map filled at run time
export const seen = new Set<string>(); // must fail: a set filled at run time

// Allowed: constants, tables filled once, memos keyed by the object they are worked out from,
// and variables inside functions.
const LIMIT = 8;
const kinds: ReadonlyMap<string, number> = new Map([['move', 1]]);
const squaresOf = new WeakMap<object, readonly number[]>();

export function ask(key: string, from: object): number {
  let asked = squaresOf.get(from)?.length ?? 0;
  asked += kinds.get(key) ?? LIMIT;
  counted += exported++ + (lastAsked === key ? 1 : 0);
  lastAsked = key;
  latest.push(key);
  byKey.set(key, asked);
  seen.add(key);
  return asked + counted;
}
