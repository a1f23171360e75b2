import { gridOf, indexIn, squareOf, type Grid } from '../board/grid';
import { adjacentNow, exertsTackleZone, neighbours } from '../board/squares';
import type { PublicState } from '../dungeonbowl/view';
import type { PlayerState, Square } from '../model/state';
import type { Mechanism } from '../mechanisms/mechanism';
import { mechanisms } from '../mechanisms/registry';

/*
 * The heuristic bot's sense of distance: for a team heading for some squares, how many movement
 * points every square is from the nearest of them, along the board's grid (`board/grid.ts`):
 * steps, ladders, ropes and jumps down.
 */

/** A square's place in the flat arrays of the board's grid. */
const indexOf = (s: PublicState, q: Square): number => indexIn(s.board, q);

/**
 * What jumping down a floor adds to its 1 square, for the landing test's risk: a path takes the
 * ladder when it is about as short (DB-FLOOR-3, DB-FLOOR-4).
 */
const JUMP_RISK = 3;

/**
 * How far every square is from the nearest target for this mover, in movement points, with a
 * marked square costing 2 more so paths keep clear of Dodges, and a square someone stands on 5
 * more, so paths go round a crowd but still lead up to a player in the way, who may be blocked.
 * Chests, and teleporters (a random trip), are in the way unless they are targets. The cost of
 * a square counts when it is entered, so the mover's own square never weighs on his own way.
 */
export function distanceField(
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
): DistanceField {
  // One field serves every player of a team heading for the same squares, as long as nothing
  // it depends on moves: over the decisions of an activation, and the two coaches' decisions.
  return fieldIn(fieldsAround(s, null), s, mover.team, targets, null);
}

/**
 * The mover's own way to the targets: a field of his team's in which he stands nowhere, so that
 * it lasts while he alone moves, over his whole activation. It reads as `distanceField` at his
 * square and at every square nearer the targets than his: the cost of a square counts when it
 * is entered, so a way through his square is longer than his own and is never the shortest to a
 * square nearer than him. A farther square may read nearer than it is (through his square, free
 * here), and his tackle zones are left out, so only his team may use it.
 */
export function ownWay(
  s: PublicState,
  mover: PlayerState,
  targets: readonly Square[],
): DistanceField {
  return fieldIn(fieldsAround(s, mover), s, mover.team, targets, mover);
}

function fieldIn(
  fields: Map<string, DistanceField>,
  s: PublicState,
  team: number,
  targets: readonly Square[],
  leftOut: PlayerState | null,
): DistanceField {
  const key = `${team}:${targetsKey(s, targets)}`;
  const known = fields.get(key);
  if (known) return known;
  const field = computeField(s, team, targets, leftOut);
  fields.set(key, field);
  return field;
}

/**
 * The targets' squares as text. A long list (an end zone's squares, made once per board by the
 * heuristic bot) is written once and found again by identity: lists are never changed.
 */
function targetsKey(s: PublicState, targets: readonly Square[]): string {
  const long = targets.length > 8;
  let key = long ? longKeys.get(targets) : undefined;
  if (key !== undefined) return key;
  key = '';
  for (const t of targets) key += `${indexOf(s, t)},`;
  if (long) longKeys.set(targets, key);
  return key;
}

const longKeys = new WeakMap<readonly Square[], string>();

/**
 * What a field depends on beyond its team and targets, as numbers written into `into` (grown as
 * needed), their count returned: the board and the dungeon's moving parts (by identity: neither is
 * changed in place), where every player stands but `leftOut`, his team and whether he exerts a
 * tackle zone, and where every chest is. Two positions with the same numbers give the same fields.
 */
function surroundings(
  s: PublicState,
  leftOut: PlayerState | null,
  into: { key: Int32Array },
): number {
  const size = 4 + s.players.length + s.chests.length;
  if (into.key.length < size) into.key = new Int32Array(size * 2);
  const key = into.key;
  let n = 0;
  key[n++] = identity(s.board);
  key[n++] = s.mechanismState === undefined ? 0 : identity(s.mechanismState);
  key[n++] = s.players.length;
  for (const p of s.players)
    key[n++] =
      p.at && p.id !== leftOut?.id
        ? indexOf(s, p.at) * 16 + p.team * 2 + (exertsTackleZone(p) ? 1 : 0) + 1
        : 0;
  key[n++] = s.chests.length;
  for (const c of s.chests) key[n++] = indexOf(s, c.at);
  return n;
}

/** A number for each board and each position of the dungeon's moving parts, for `surroundings`. */
const identities = new WeakMap<object, number>();
let identified = 0;
function identity(o: object): number {
  let known = identities.get(o);
  if (known === undefined) identities.set(o, (known = ++identified));
  return known;
}

/** The fields of the last few surroundings met, oldest first, with the numbers of their surroundings. */
const recent: { readonly key: Int32Array; readonly fields: Map<string, DistanceField> }[] = [];
/** How many surroundings keep their fields: the bots' decisions revisit only the latest ones. */
const KEPT = 4;
/** The latest view asked about, with the player left out, and its fields, found again through its surroundings. */
let latest:
  | {
      readonly view: PublicState;
      readonly leftOut: PlayerState | null;
      readonly fields: Map<string, DistanceField>;
    }
  | undefined;
/** Where the numbers of a view's surroundings are written before they are looked for. */
const scratch = { key: new Int32Array(64) };

function sameKey(a: Int32Array, b: Int32Array, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

function fieldsAround(s: PublicState, leftOut: PlayerState | null): Map<string, DistanceField> {
  if (latest?.view === s && latest.leftOut === leftOut) return latest.fields;
  const n = surroundings(s, leftOut, scratch);
  const at = recent.findIndex((r) => sameKey(r.key, scratch.key, n));
  let entry = at >= 0 ? recent.splice(at, 1)[0]! : undefined;
  if (!entry) {
    if (recent.length >= KEPT) recent.shift();
    entry = { key: scratch.key.slice(0, n), fields: new Map() };
  }
  recent.push(entry);
  latest = { view: s, leftOut, fields: entry.fields };
  return entry.fields;
}

function computeField(
  s: PublicState,
  team: number,
  targets: readonly Square[],
  leftOut: PlayerState | null,
): DistanceField {
  const { board } = s;
  const edges = edgesOf(gridOf(board), board);
  const sources = targets.map((t) => indexOf(s, t));
  return new DistanceField(edges, partedMoves(s), sources, () =>
    entryCosts(s, team, sources, leftOut, edges),
  );
}

/**
 * What entering a square adds: 2 if an opponent marks it (BB-MOVE-2, walls and closed
 * portcullises respected, DB-PORT-2), 5 if someone stands on it; -1 if it may not be entered
 * (a wall, a chest, a teleporter), unless it is a target.
 */
function entryCosts(
  s: PublicState,
  team: number,
  sources: readonly number[],
  leftOut: PlayerState | null,
  edges: FieldEdges,
): Int32Array {
  const enter = edges.closed.slice();
  for (const c of s.chests) enter[indexOf(s, c.at)] = -1;
  for (const i of sources) enter[i] = 0;
  for (const p of s.players)
    if (p.at && p.id !== leftOut?.id && enter[indexOf(s, p.at)]! >= 0)
      enter[indexOf(s, p.at)]! += 5;
  const marked = markStamps(enter.length);
  const zones = tackleZones(s);
  for (const p of s.players) {
    if (!p.at || p.team === team || !exertsTackleZone(p)) continue;
    for (const i of zones(indexOf(s, p.at))) {
      if (marked.at[i] === marked.now) continue;
      marked.at[i] = marked.now;
      if (enter[i]! >= 0) enter[i]! += 2;
    }
  }
  return enter;
}

/**
 * By square, the squares a player standing there marks now (`adjacentNow`: walls and closed
 * portcullises respected), worked out as asked. Kept by the board and the position of the
 * dungeon's moving parts, neither of which is changed in place.
 */
function tackleZones(s: PublicState): (i: number) => Int32Array {
  let byMemory = zonesKept.get(s.board);
  if (!byMemory) zonesKept.set(s.board, (byMemory = { plain: [], memories: new WeakMap() }));
  let kept = byMemory.plain;
  if (s.mechanismState !== undefined) {
    const known = byMemory.memories.get(s.mechanismState);
    if (known) kept = known;
    else byMemory.memories.set(s.mechanismState, (kept = []));
  }
  const lists = kept;
  return (i) => {
    const known = lists[i];
    if (known) return known;
    const at = squareOf(s.board, i);
    const found = Int32Array.from(
      neighbours(s.board, at)
        .filter((q) => adjacentNow(s, at, q))
        .map((q) => indexOf(s, q)),
    );
    lists[i] = found;
    return found;
  };
}

const zonesKept = new WeakMap<
  PublicState['board'],
  { readonly plain: Int32Array[]; readonly memories: WeakMap<object, Int32Array[]> }
>();

/**
 * A distance field, worked out only as far as it is read: a Dijkstra from the targets backwards
 * (costs are small whole numbers, so buckets do for a heap), carried on each time a square
 * farther than those already settled is asked for. A bot mostly asks for squares near the
 * mover, who is often near his goal.
 */
export class DistanceField {
  /**
   * By square, its distance plus one (0 for none found yet, a fresh array needing no filling):
   * final up to `reached`, a bound beyond.
   */
  private readonly dist: Int32Array;
  private readonly buckets: number[][] = [[]];
  /** The next bucket to settle: every square nearer than it is settled. */
  private reached = 0;

  /** What entering each square adds (`entryCosts`), worked out when the search takes its first step. */
  private enter: Int32Array | undefined;

  constructor(
    private readonly edges: FieldEdges,
    private readonly shut: Uint8Array | null,
    private readonly sources: readonly number[],
    private costs: (() => Int32Array) | undefined,
  ) {
    this.dist = new Int32Array(edges.closed.length);
    for (const i of sources) {
      this.dist[i] = 1;
      this.buckets[0]!.push(i);
    }
  }

  /**
   * What entering a square adds to a way through it: 0 or more, or -1 if it may not be entered
   * (and no way goes through it).
   */
  entering(i: number): number {
    return this.entryCosts()[i]!;
  }

  private entryCosts(): Int32Array {
    if (this.enter === undefined) {
      this.enter = this.costs!();
      this.costs = undefined;
    }
    return this.enter;
  }

  /**
   * Whether this field, which leaves out the player on square `left`, reads at square i what it
   * would with him there, when his square costs 5 more to enter: his own square reads the same,
   * and so does any square with a shortest way round his square. That is so of every square
   * nearer than a way through his square can be; farther, such a way is looked for back along
   * the edges of the search.
   */
  readsTrueWith(i: number, left: number): boolean {
    const entering = this.entryCosts()[left]!;
    const through = this.to(left) + entering;
    if (i === left || entering < 0 || through === Infinity) return true;
    const d = this.to(i);
    return d === Infinity || d < through || this.goesRound(i, left, through, new Map());
  }

  /** Whether a shortest way from square i, at its distance, avoids square `round`. */
  private goesRound(
    i: number,
    round: number,
    through: number,
    known: Map<number, boolean>,
  ): boolean {
    const d = this.dist[i]! - 1;
    if (d < through || this.sources.includes(i)) return true;
    const seen = known.get(i);
    if (seen !== undefined) return seen;
    known.set(i, false);
    const { dist, shut } = this;
    const enter = this.entryCosts();
    const { outFirst, out, to, weight } = this.edges;
    for (let k = outFirst[i]!; k < outFirst[i + 1]!; k++) {
      // Squares nearer than i, or as near, are all settled: their distances are final.
      const e = out[k]!;
      const j = to[e]!;
      if (j === round || enter[j]! < 0 || dist[j] === 0 || (shut !== null && shut[e])) continue;
      if (dist[j]! - 1 + enter[j]! + weight[e]! === d && this.goesRound(j, round, through, known)) {
        known.set(i, true);
        return true;
      }
    }
    return false;
  }

  /** How far a square is from the nearest target, in movement points. */
  to(i: number): number {
    const { dist, buckets } = this;
    while ((dist[i] === 0 || dist[i]! > this.reached + 1) && this.reached < buckets.length)
      this.settle(this.reached++);
    return dist[i] === 0 ? Infinity : dist[i]! - 1;
  }

  private settle(d: number): void {
    const bucket = this.buckets[d];
    if (bucket === undefined) return;
    const { dist, shut, buckets } = this;
    const enter = this.entryCosts();
    const { first, from, weight } = this.edges;
    for (let b = 0; b < bucket.length; b++) {
      const i = bucket[b]!;
      if (dist[i]! < d + 1) continue;
      const entering = d + enter[i]!;
      for (let e = first[i]!, last = first[i + 1]!; e < last; e++) {
        const j = from[e]!;
        const next = entering + weight[e]!;
        if (enter[j]! < 0 || (dist[j] !== 0 && next + 1 >= dist[j]!)) continue;
        if (shut !== null && shut[e]) continue; // DB-PORT-2, DB-TILT-1
        dist[j] = next + 1;
        (buckets[next] ??= []).push(j);
      }
    }
  }
}

/** Marks of the squares marked by an opponent, one array reused by every field: a square is marked when it holds `now`. */
let stamps: { readonly at: Int32Array; now: number } | undefined;
function markStamps(size: number): { readonly at: Int32Array; now: number } {
  if (stamps?.at.length !== size || stamps.now >= 0x7fffffff)
    stamps = { at: new Int32Array(size), now: 0 };
  stamps.now++;
  return stamps;
}

/**
 * The grid's edges into each square in flat arrays, for the fields' searches: the edges into
 * square i are `first[i]` to `first[i + 1]`, each with the square it comes `from` and its
 * `weight`, its movement points plus a jump's risk. `closed` is what entering a square adds before
 * any player or chest: -1 where nobody may be (walls) and at the teleporters, 0 elsewhere.
 */
interface FieldEdges {
  readonly first: Int32Array;
  readonly from: Int32Array;
  readonly weight: Int32Array;
  readonly closed: Int32Array;
  /** The same edges by the square they come from: those out of square i are `out[outFirst[i]]` to `out[outFirst[i + 1] - 1]`, each the edge's place in `from`, and `to` its square. */
  readonly outFirst: Int32Array;
  readonly out: Int32Array;
  readonly to: Int32Array;
}

const flatEdges = new WeakMap<Grid, FieldEdges>();
function edgesOf(grid: Grid, board: PublicState['board']): FieldEdges {
  const known = flatEdges.get(grid);
  if (known) return known;
  const { into, open } = grid;
  const first = new Int32Array(into.length + 1);
  into.forEach((e, i) => (first[i + 1] = first[i]! + e.squares.length));
  const from = new Int32Array(first[into.length]!);
  const weight = new Int32Array(from.length);
  into.forEach(({ squares, costs, ways }, i) => {
    for (let k = 0; k < squares.length; k++) {
      from[first[i]! + k] = squares[k]!;
      weight[first[i]! + k] = costs[k]! + (ways[k] === 'jump-down' ? JUMP_RISK : 0);
    }
  });
  const closed = new Int32Array(into.length);
  for (let i = 0; i < closed.length; i++) if (!open[i]) closed[i] = -1;
  for (const t of board.teleporters) closed[indexIn(board, t.at)] = -1;
  const to = new Int32Array(from.length);
  const outFirst = new Int32Array(into.length + 1);
  for (let i = 0; i < into.length; i++)
    for (let e = first[i]!; e < first[i + 1]!; e++) {
      to[e] = i;
      outFirst[from[e]! + 1]!++;
    }
  for (let i = 0; i < into.length; i++) outFirst[i + 1]! += outFirst[i]!;
  const out = new Int32Array(from.length);
  const filled = outFirst.slice(0, into.length);
  for (let e = 0; e < from.length; e++) out[filled[from[e]!]!++] = e;
  const edges = { first, from, weight, closed, outFirst, out, to };
  flatEdges.set(grid, edges);
  return edges;
}

/**
 * The grid's moves refused now by what the dungeon moves during a match (`crossingRefusal`: a
 * closed portcullis, the tilting corridor's raised end): by square, a mark for each edge into it
 * that is refused (undefined for a square with none refused), or null when the dungeon has no
 * moving parts. Kept by `mechanismState`, which is replaced whenever something moves and never
 * changed in place, and made of each mechanism's own refusals, kept by what that mechanism
 * remembers: a geyser's count does not make the portcullis's refusals be worked out again.
 */
function partedMoves(s: PublicState): Uint8Array | null {
  const memory = s.mechanismState;
  if (memory === undefined) return null;
  const known = parted.get(memory);
  if (known) return known;
  const grid = gridOf(s.board);
  const { first } = edgesOf(grid, s.board);
  const found = new Uint8Array(first[grid.into.length]!);
  for (const m of mechanisms()) {
    if (!m.barrier && !m.stepRefusal) continue;
    const edges = refusedBy(s, m);
    for (let e = 0; e < edges.length; e += 2) found[first[edges[e]!]! + edges[e + 1]!] = 1;
  }
  parted.set(memory, found);
  return found;
}

const parted = new WeakMap<object, Uint8Array>();

/**
 * The grid's edges one mechanism refuses now, as pairs (square, its k-th edge in): what
 * `crossingRefusal` says of them, asked of that mechanism alone. A mechanism's barriers and
 * refused steps follow the board and what it remembers (`remembered(state, its kind)`), so they
 * are kept by the board's grid and by that memory.
 */
function refusedBy(s: PublicState, m: Mechanism): readonly number[] {
  const grid = gridOf(s.board);
  const own: unknown = s.mechanismState?.[m.kind];
  let byMemory = refusals.get(grid);
  if (!byMemory) refusals.set(grid, (byMemory = new Map()));
  let kept = byMemory.get(m);
  if (!kept)
    byMemory.set(m, (kept = { memories: new WeakMap(), contents: new Map(), plain: new Map() }));
  // By identity first; then by content, as a memory put back as it was (a portcullis raised
  // again) is a new object that refuses the same moves.
  const anObject = typeof own === 'object' && own !== null;
  const known = anObject ? kept.memories.get(own) : kept.plain.get(own);
  if (known) return known;
  const content = anObject ? JSON.stringify(own) : undefined;
  const seen = content === undefined ? undefined : kept.contents.get(content);
  if (seen) {
    kept.memories.set(own as object, seen);
    return seen;
  }
  const edges: number[] = [];
  grid.into.forEach(({ squares, ways }, i) => {
    for (let k = 0; k < squares.length; k++) {
      const way = ways[k]!;
      if (way === 'fall') continue;
      const from = squareOf(s.board, squares[k]!);
      const to = squareOf(s.board, i);
      if ((way !== 'passage' && m.barrier?.(s, from, to)) || m.stepRefusal?.(s, from, to))
        edges.push(i, k);
    }
  });
  if (anObject) {
    kept.memories.set(own, edges);
    kept.contents.set(content!, edges);
  } else kept.plain.set(own, edges);
  return edges;
}

const refusals = new WeakMap<
  Grid,
  Map<
    Mechanism,
    {
      memories: WeakMap<object, readonly number[]>;
      contents: Map<string, readonly number[]>;
      plain: Map<unknown, readonly number[]>;
    }
  >
>();

export const distanceAt = (s: PublicState, field: DistanceField, q: Square | null): number =>
  q ? field.to(indexOf(s, q)) : Infinity;
