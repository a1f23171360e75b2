import { gridOf, indexIn, squareOf, type Grid } from '../board/grid';
import type { PublicState } from '../dungeonbowl/view';
import type { Mechanism } from '../mechanisms/mechanism';
import { mechanisms } from '../mechanisms/registry';

/*
 * The search behind the heuristic bot's distance fields (`distance-fields.ts`): a Dijkstra back
 * from the targets over the board's grid (`board/grid.ts`) in flat arrays, with the moves the
 * dungeon's moving parts refuse now.
 */

/**
 * What jumping down a floor adds to its 1 square, for the landing test's risk: a path takes the
 * ladder when it is about as short (DB-FLOOR-3, DB-FLOOR-4).
 */
const JUMP_RISK = 3;

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
    sources: readonly number[],
    private costs: (() => Int32Array) | undefined,
  ) {
    this.dist = zeroedInts(edges.closed.length);
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

  /** How far a square is from the nearest target, in movement points. */
  to(i: number): number {
    const { dist, buckets } = this;
    while ((dist[i] === 0 || dist[i]! > this.reached + 1) && this.reached < buckets.length)
      this.settle(this.reached++);
    return dist[i] === 0 ? Infinity : dist[i]! - 1;
  }

  /**
   * How far a square is from the nearest target if nearer than `limit`, else Infinity: the search
   * is carried no farther than `limit`, for a question about squares near the targets only.
   */
  nearerThan(i: number, limit: number): number {
    const { dist, buckets } = this;
    while (
      (dist[i] === 0 || dist[i]! > this.reached + 1) &&
      this.reached < limit &&
      this.reached < buckets.length
    )
      this.settle(this.reached++);
    // A distance not yet final is more than those settled, so no nearer than `limit`.
    return dist[i] === 0 || dist[i]! - 1 >= limit ? Infinity : dist[i]! - 1;
  }

  /**
   * How far a player standing on square i is from the nearest target, if nearer than `limit`
   * (else Infinity): as `nearerThan`, but on a square no way goes through, a teleporter he has
   * arrived on (DB-TELE-3), it reads his way off it: a step out to a square a way goes through,
   * and on from there. Nobody is stuck on his square for its being closed to the ways of others.
   */
  standingOn(i: number, limit = Infinity): number {
    const enter = this.entryCosts();
    if (enter[i]! >= 0) return limit === Infinity ? this.to(i) : this.nearerThan(i, limit);
    const { shut } = this;
    const { outFirst, out, to, weight } = this.edges;
    let best = limit;
    for (let k = outFirst[i]!; k < outFirst[i + 1]!; k++) {
      const e = out[k]!;
      const j = to[e]!;
      if (enter[j]! < 0 || (shut !== null && shut[e])) continue;
      const step = weight[e]! + enter[j]!;
      best = Math.min(best, this.nearerThan(j, best - step) + step);
    }
    return best < limit ? best : Infinity;
  }

  /**
   * The next square of a shortest way on from square i (`standingOn`): along the first of the
   * grid's edges out of it (a step, a ladder, a passage, a jump down) whose square's distance and
   * cost of entering make up i's. -1 on a target, or where no way leads on.
   */
  nextOnWay(i: number): number {
    const here = this.standingOn(i);
    if (here === 0 || here === Infinity) return -1;
    const enter = this.entryCosts();
    const { shut } = this;
    const { outFirst, out, to, weight } = this.edges;
    for (let k = outFirst[i]!; k < outFirst[i + 1]!; k++) {
      const e = out[k]!;
      const j = to[e]!;
      if (enter[j]! < 0 || (shut !== null && shut[e])) continue;
      const step = weight[e]! + enter[j]!;
      if (this.nearerThan(j, here - step + 1) + step === here) return j;
    }
    return -1;
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
        // Most squares are reached already, by a way as short: that is asked first.
        const known = dist[j]!;
        if ((known !== 0 && next + 1 >= known) || enter[j]! < 0) continue;
        if (shut !== null && shut[e]) continue; // DB-PORT-2, DB-TILT-1
        dist[j] = next + 1;
        (buckets[next] ??= []).push(j);
      }
    }
  }
}

/**
 * Marks on the squares for one question about them at a time: a square is marked when `at` holds
 * `now`. One array serves every question in turn, each begun (`begin`) with a new `now`, rather
 * than a set or map made for each.
 */
export class Marks {
  at = new Int32Array(0);
  now = 0;

  /** Begins a question about the squares of a board with `size` of them: none is marked. */
  begin(size: number): this {
    if (this.at.length !== size || this.now >= 0x7fffffff) {
      this.at = new Int32Array(size);
      this.now = 0;
    }
    this.now++;
    return this;
  }
}

/**
 * A zeroed array of n whole numbers for a search, cut from a larger block rather than made on its
 * own: an array of its own is an allocation outside the heap, tracked by the garbage collector,
 * and a bot makes one for each field and surroundings, most of which it reads only near a few
 * squares. A part of a block is handed out again only once everything kept from it has been
 * forgotten (`recycleSearches`); a block given up when full is freed once no array cut from it is
 * kept.
 */
export function zeroedInts(n: number): Int32Array {
  if (blockUsed + n > block.length) {
    block = new Int32Array(Math.max(BLOCK_SIZE, n));
    blockUsed = 0;
  }
  const cut = block.subarray(blockUsed, blockUsed + n);
  blockUsed += n;
  return cut;
}

/**
 * A block's size, 1 MB: a few games' searches on a small board, several decisions' on the
 * largest, so that it is cut again from its start (`recycleSearches`) before it is full.
 */
const BLOCK_SIZE = 1 << 18;
let block = new Int32Array(0);
let blockUsed = 0;

/** How to forget what is kept from the searches: one for each of the caches that keep fields. */
const forgetters: (() => void)[] = [];

/**
 * Registers a cache that keeps fields or arrays cut from the block, so that it is emptied
 * (`forget`) before the block is cut again from its start (`recycleSearches`).
 */
export function keptFromSearches(forget: () => void): void {
  forgetters.push(forget);
}

/**
 * Called by a bot between two decisions, when no search it made is in use but by the caches
 * (`keptFromSearches`): once half of the block is used, every cache forgets what it keeps and the
 * block, zeroed again, is cut from its start, rather than a new one made. A new block is slow to
 * make and its memory slow to touch first; fields found again after forgetting are the same, as
 * the caches only save searching again.
 */
export function recycleSearches(): void {
  if (blockUsed < block.length / 2) return;
  for (const forget of forgetters) forget();
  block.fill(0, 0, blockUsed);
  blockUsed = 0;
}

/**
 * The grid's edges into each square in flat arrays, for the fields' searches: the edges into
 * square i are `first[i]` to `first[i + 1]`, each with the square it comes `from` and its
 * `weight`, its movement points plus a jump's risk. `closed` is what entering a square adds before
 * any player or chest: -1 where nobody may be (walls) and at the teleporters, 0 elsewhere.
 */
export interface FieldEdges {
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
export function edgesOf(grid: Grid, board: PublicState['board']): FieldEdges {
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
 * closed portcullis, the tilting corridor's raised end): by edge (`FieldEdges`), 1 where it is
 * refused, or null when the dungeon has no moving parts. Kept by `mechanismState`, which is
 * replaced whenever something moves and never changed in place, and made of each mechanism's own
 * refusals (`refusedBy`), kept by what that mechanism remembers: a geyser's count does not make
 * the portcullis's refusals be worked out again, nor, as the same refusals come back (a door
 * shut again), the marks on every edge be made again.
 */
export function partedMoves(s: PublicState): Uint8Array | null {
  const memory = s.mechanismState;
  if (memory === undefined) return null;
  const known = parted.get(memory);
  if (known) return known;
  const grid = gridOf(s.board);
  const lists: (readonly number[])[] = [];
  let key = '';
  for (const m of mechanisms()) {
    if (!m.barrier && !m.stepRefusal) continue;
    const edges = refusedBy(s, m);
    lists.push(edges);
    key += `${refusalsId(edges)},`;
  }
  let byLists = partings.get(grid);
  if (!byLists) partings.set(grid, (byLists = new Map()));
  let found = byLists.get(key);
  if (!found) {
    const { first } = edgesOf(grid, s.board);
    found = new Uint8Array(first[grid.into.length]!);
    for (const edges of lists)
      for (let e = 0; e < edges.length; e += 2) found[first[edges[e]!]! + edges[e + 1]!] = 1;
    // The positions a match goes through are few, but a long simulation is not to keep them all.
    if (byLists.size >= KEPT_PARTINGS) byLists.clear();
    byLists.set(key, found);
  }
  parted.set(memory, found);
  return found;
}

const parted = new WeakMap<object, Uint8Array>();
/** By grid, the refused edges marked for each list of the mechanisms' refusals (`refusalsId`). */
const partings = new WeakMap<Grid, Map<string, Uint8Array>>();
const KEPT_PARTINGS = 256;

/** A number for each list of refusals `refusedBy` gives: a list is kept, never changed. */
function refusalsId(edges: readonly number[]): number {
  let id = refusalIds.get(edges);
  if (id === undefined) refusalIds.set(edges, (id = ++lastRefusals));
  return id;
}

const refusalIds = new WeakMap<readonly number[], number>();
let lastRefusals = 0;

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
  const ask = (i: number, k: number) => {
    const way = grid.into[i]!.ways[k]!;
    if (way === 'fall') return;
    const from = squareOf(s.board, grid.into[i]!.squares[k]!);
    const to = squareOf(s.board, i);
    if ((way !== 'passage' && m.barrier?.(s, from, to)) || m.stepRefusal?.(s, from, to))
      edges.push(i, k);
  };
  if (m.guards) {
    // Only steps into or out of the squares the mechanism guards can be refused by it: each is
    // asked once, by the square it goes into, or by the square it comes out of if that one is
    // not guarded.
    const guarded = new Uint8Array(grid.into.length);
    for (const q of m.guards(s.board)) {
      const i = indexIn(s.board, q);
      if (i >= 0) guarded[i] = 1;
    }
    const { first, outFirst, out, to } = edgesOf(grid, s.board);
    for (let i = 0; i < guarded.length; i++) {
      if (!guarded[i]) continue;
      for (let k = 0; k < grid.into[i]!.squares.length; k++) ask(i, k);
      for (let o = outFirst[i]!; o < outFirst[i + 1]!; o++) {
        const e = out[o]!;
        if (!guarded[to[e]!]) ask(to[e]!, e - first[to[e]!]!);
      }
    }
  } else
    for (let i = 0; i < grid.into.length; i++)
      for (let k = 0; k < grid.into[i]!.squares.length; k++) ask(i, k);
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
