import { gridOf, type Grid } from '../board/grid';
import { indexIn, squareOf } from '../board/square-index';
import type { PublicState } from '../view';
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
 *
 * A field for one mover (`toward`, his square) is searched as an A*: squares are settled in the
 * order of their distance plus a lower bound of the way from his square to them (`Landmarks`),
 * so that the search heads for him rather than spreading round the targets. The bound never
 * shrinks by more than a step's cost from a square to the next, so a settled square's distance is
 * final, and every distance the field gives is the Dijkstra's, whichever squares are asked for.
 */
export class DistanceField {
  /**
   * By square, its distance plus one (0 for none found yet, a fresh array needing no filling):
   * final once its distance and its bound (`boundOf`) add up to no more than `reached`.
   */
  private readonly dist: Int32Array;
  /**
   * By distance and bound added up, the squares put in with that distance: each square, then the
   * distance it was put in with, which tells whether it has been put in again since, with a
   * shorter way. A square's bound is worked out as it is put in, and kept nowhere: an array of
   * every square's bound would be as large as the board, for the few squares a search reaches.
   */
  private readonly buckets: number[][] = [[]];
  /** The next bucket to settle: every square whose distance and bound add up to less is settled. */
  private reached = 0;

  /** What entering each square adds (`entryCosts`), worked out when the search takes its first step. */
  private enter: Int32Array | undefined;

  constructor(
    private readonly edges: FieldEdges,
    private readonly shut: Uint8Array | null,
    sources: readonly number[],
    private costs: (() => Int32Array) | undefined,
    private readonly toward: { readonly landmarks: Landmarks; readonly at: number } | null = null,
    ints: Ints = freshInts,
  ) {
    this.dist = ints.zeroed(edges.closed.length);
    for (const i of sources) {
      this.dist[i] = 1;
      (this.buckets[this.boundOf(i)] ??= []).push(i, 0);
    }
  }

  /** The lower bound of the way from the mover's square to square i: 0 in a plain Dijkstra. */
  private boundOf(i: number): number {
    const { toward } = this;
    return toward === null ? 0 : toward.landmarks.bound(toward.at, i);
  }

  /** Whether square i, whose bound is `bound`, has its distance final: found, and settled or about to be. */
  private final(i: number, bound: number): boolean {
    const d = this.dist[i]!;
    return d !== 0 && d - 1 + bound <= this.reached;
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
    const bound = this.boundOf(i);
    while (!this.final(i, bound) && this.reached < this.buckets.length) this.settle(this.reached++);
    const d = this.dist[i]!;
    return d === 0 ? Infinity : d - 1;
  }

  /**
   * How far a square is from the nearest target if nearer than `limit`, else Infinity: the search
   * is carried no farther than `limit`, for a question about squares near the targets only.
   */
  nearerThan(i: number, limit: number): number {
    // A square not settled is at least as far as the squares settled, less its bound.
    const bound = this.boundOf(i);
    while (
      !this.final(i, bound) &&
      this.reached - bound < limit &&
      this.reached < this.buckets.length
    )
      this.settle(this.reached++);
    // A distance not yet final is more than those settled, so no nearer than `limit`.
    const d = this.dist[i]!;
    return d === 0 || d - 1 >= limit ? Infinity : d - 1;
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

  /** Settles the squares of bucket `key`, those whose distance and bound add up to it. */
  private settle(key: number): void {
    const bucket = this.buckets[key];
    if (bucket === undefined) return;
    const { dist, shut, buckets } = this;
    const enter = this.entryCosts();
    const { first, from, weight } = this.edges;
    for (let b = 0; b < bucket.length; b += 2) {
      const i = bucket[b]!;
      const d = dist[i]! - 1;
      // Put in again since with a shorter way, into an earlier bucket: settled there.
      if (d < bucket[b + 1]!) continue;
      const entering = d + enter[i]!;
      for (let e = first[i]!, last = first[i + 1]!; e < last; e++) {
        const j = from[e]!;
        const next = entering + weight[e]!;
        // Most squares are reached already, by a way as short: that is asked first.
        const known = dist[j]!;
        if ((known !== 0 && next + 1 >= known) || enter[j]! < 0) continue;
        if (shut !== null && shut[e]) continue; // DB-PORT-2, DB-TILT-1
        dist[j] = next + 1;
        (buckets[next + this.boundOf(j)] ??= []).push(j, next);
      }
    }
  }
}

/**
 * Lower bounds of the way between two squares of a grid, from a few landmarks: each landmark's
 * distances to every square and from every square, worked out once per grid over its edges with
 * their weights alone. A field adds what entering a square costs, and closes squares and moves,
 * which only make ways longer; so the way from square a to square b is at least how much farther
 * b is than a from a landmark, and how much farther a is than b to it (ALT: A*, landmarks and the
 * triangle inequality).
 */
export class Landmarks {
  /** How many landmarks there are. */
  private readonly count: number = 0;
  /**
   * By square, its row of 2 × `count` numbers: its distance from each landmark, then to each;
   * -1 where none. One row holds what a bound reads of a square, side by side in memory, in 16 bits
   * when every distance fits: a search reads a row for each square it reaches, and a small table
   * stays in the processor's cache between the engine's steps.
   */
  private readonly rows: Int16Array | Int32Array;
  /** By landmark, how far the farthest square it reaches is: the bound toward those it does not. */
  private readonly farthest: number[] = [];

  constructor(edges: FieldEdges, count: number) {
    const size = edges.closed.length;
    // The first landmark is the square farthest from the first square a way leads from; each next
    // one the square farthest from those chosen already.
    let pick = -1;
    for (let i = 0; i < size && pick < 0; i++)
      if (edges.outFirst[i + 1]! > edges.outFirst[i]!) pick = i;
    const froms: Int32Array[] = [];
    const tos: Int32Array[] = [];
    if (pick >= 0) {
      const nearest = new Int32Array(size).fill(-1);
      const start = searchFrom(edges, pick, true);
      let seed = pick;
      for (let i = 0; i < size; i++) if (start[i]! > start[seed]!) seed = i;
      for (let n = 0; n < count && seed >= 0; n++) {
        const from = searchFrom(edges, seed, true);
        froms.push(from);
        tos.push(searchFrom(edges, seed, false));
        let farthest = 0;
        for (let i = 0; i < size; i++) if (from[i]! > farthest) farthest = from[i]!;
        this.farthest.push(farthest);
        seed = farthestOf(from, nearest);
      }
    }
    const n = (this.count = froms.length);
    let longest = 0;
    for (const distances of [...froms, ...tos])
      for (let i = 0; i < size; i++) longest = Math.max(longest, distances[i]!);
    this.rows = longest < 0x8000 ? new Int16Array(size * 2 * n) : new Int32Array(size * 2 * n);
    for (let i = 0; i < size; i++)
      for (let k = 0; k < n; k++) {
        this.rows[i * 2 * n + k] = froms[k]![i]!;
        this.rows[i * 2 * n + n + k] = tos[k]![i]!;
      }
  }

  /** A lower bound of the way from square a to square b, 0 or more. */
  bound(a: number, b: number): number {
    const { rows, count, farthest } = this;
    const rowA = a * 2 * count;
    const rowB = b * 2 * count;
    let best = 0;
    for (let n = 0; n < count; n++) {
      const fromA = rows[rowA + n]!;
      if (fromA >= 0) {
        // b beyond the landmark's reach, which reaches a, is beyond a's: bounded by the farthest.
        const fromB = rows[rowB + n]!;
        const gain = (fromB >= 0 ? fromB : farthest[n]!) - fromA;
        if (gain > best) best = gain;
      }
      const toA = rows[rowA + count + n]!;
      const toB = rows[rowB + count + n]!;
      if (toA >= 0 && toB >= 0 && toA - toB > best) best = toA - toB;
    }
    return best;
  }
}

/**
 * The distances by the grid's edges and their weights from square `start` (`outward`) or to it,
 * -1 where no way leads.
 */
function searchFrom(edges: FieldEdges, start: number, outward: boolean): Int32Array {
  const { first, from, weight, outFirst, out, to } = edges;
  const dist = new Int32Array(edges.closed.length).fill(-1);
  const buckets: number[][] = [[start]];
  dist[start] = 0;
  for (let d = 0; d < buckets.length; d++) {
    const bucket = buckets[d];
    if (bucket === undefined) continue;
    for (const i of bucket) {
      if (dist[i] !== d) continue;
      const end = outward ? outFirst[i + 1]! : first[i + 1]!;
      for (let k = outward ? outFirst[i]! : first[i]!; k < end; k++) {
        const e = outward ? out[k]! : k;
        const j = outward ? to[e]! : from[e]!;
        const next = d + weight[e]!;
        if (dist[j]! >= 0 && dist[j]! <= next) continue;
        dist[j] = next;
        (buckets[next] ??= []).push(j);
      }
    }
  }
  return dist;
}

/**
 * The square farthest from the landmarks chosen so far, `nearest` keeping each square's distance
 * from the nearest of them, updated with one more landmark's distances; -1 if none is left.
 */
function farthestOf(from: Int32Array, nearest: Int32Array): number {
  let pick = -1;
  for (let i = 0; i < from.length; i++) {
    if (from[i]! < 0) continue;
    if (nearest[i]! < 0 || from[i]! < nearest[i]!) nearest[i] = from[i]!;
    if (nearest[i]! > 0 && (pick < 0 || nearest[i]! > nearest[pick]!)) pick = i;
  }
  return pick;
}

/** A pure memo: the landmarks of a grid's edges, which never change. */
const landmarksOf = new WeakMap<FieldEdges, Landmarks>();
/**
 * How many landmarks bound a grid's ways: a few are enough for a dungeon's floors. Four read
 * faster than six for the few more squares their bounds let a search settle (on the Fortress of
 * Valdemor).
 */
const LANDMARKS = 4;

/** The landmarks of a grid's edges (`Landmarks`), worked out once. */
export function landmarks(edges: FieldEdges): Landmarks {
  let known = landmarksOf.get(edges);
  if (!known) landmarksOf.set(edges, (known = new Landmarks(edges, LANDMARKS)));
  return known;
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

/** Where a search takes its zeroed arrays of whole numbers from. */
export interface Ints {
  zeroed(n: number): Int32Array;
}

/** Arrays made each on its own: for a field searched outside a bot's memory. */
const freshInts: Ints = { zeroed: (n) => new Int32Array(n) };

/**
 * A bot's block of memory for its searches: arrays of n whole numbers, zeroed or copies, are cut
 * from a larger block rather than made on their own. An array of its own is an allocation outside
 * the heap, tracked by the garbage collector, and a bot makes one for each field and surroundings,
 * most of which it reads only near a few squares. A part of the block is handed out again only
 * once everything kept from it has been forgotten (`BotMemory.recycle`); a block given up when
 * full is freed once no array cut from it is kept. A bot playing a match cuts its arrays from
 * blocks of `BLOCK_SIZE`; one asked a single question starts with a small block, doubled as needed.
 */
export class Arena implements Ints {
  private block = new Int32Array(0);
  private used = 0;
  /**
   * How far the block has been cut since it was made: past it, the block holds only zeroes. A part
   * cut again is zeroed as it is cut (`zeroed`), just before it is used, or overwritten by a copy.
   */
  private dirty = 0;

  /** An arena whose first block holds `first` numbers: `BLOCK_SIZE` unless it is to be small. */
  constructor(private readonly first = BLOCK_SIZE) {}

  /** An arena for one question: its first block small. */
  static small(): Arena {
    return new Arena(FIRST_BLOCK);
  }

  zeroed(n: number): Int32Array {
    const start = this.used;
    const cut = this.cut(n);
    if (start < this.dirty) cut.fill(0, 0, Math.min(n, this.dirty - start));
    this.dirty = Math.max(this.dirty, this.used);
    return cut;
  }

  /** A copy of `source`, cut from the block. */
  copied(source: Int32Array): Int32Array {
    const cut = this.cut(source.length);
    cut.set(source);
    this.dirty = Math.max(this.dirty, this.used);
    return cut;
  }

  private cut(n: number): Int32Array {
    if (this.used + n > this.block.length) {
      const grown = Math.min(BLOCK_SIZE, Math.max(this.first, this.block.length * 2));
      this.block = new Int32Array(Math.max(grown, n));
      this.used = 0;
      this.dirty = 0;
    }
    const cut = this.block.subarray(this.used, this.used + n);
    this.used += n;
    return cut;
  }

  /** Whether half of the block is cut: time to forget the searches and cut it again. */
  get halfUsed(): boolean {
    return this.used >= this.block.length / 2;
  }

  /**
   * Cuts the block again from its start, rather than a new one made: a new block is slow to make
   * and its memory slow to touch first. A block smaller than the largest is given up for one twice
   * its size instead. Only once nothing cut from it is kept.
   */
  reuse(): void {
    if (this.block.length < BLOCK_SIZE) {
      this.block = new Int32Array(
        Math.min(BLOCK_SIZE, Math.max(this.first, this.block.length * 2)),
      );
      this.dirty = 0;
    }
    this.used = 0;
  }
}

/**
 * The largest block's size, 1 MB: a few games' searches on a small board, several decisions' on
 * the largest, so that it is cut again from its start (`BotMemory.recycle`) before it is full.
 */
const BLOCK_SIZE = 1 << 18;
/** The first block's size for a bot asked one question (`Arena.small`), 64 kB: a decision on a small board. */
const FIRST_BLOCK = 1 << 14;

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

/** A pure memo: a grid's edges in flat arrays, by the grid, which never changes. */
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
  let kept = partings.get(grid);
  if (!kept) partings.set(grid, (kept = { byLists: new Map(), ids: new WeakMap(), count: 0 }));
  const lists: (readonly number[])[] = [];
  let key = '';
  for (const m of mechanisms()) {
    if (!m.barrier && !m.stepRefusal) continue;
    const edges = refusedBy(s, m);
    lists.push(edges);
    let id = kept.ids.get(edges);
    if (id === undefined) kept.ids.set(edges, (id = ++kept.count));
    key += `${id},`;
  }
  const { byLists } = kept;
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

/** A pure memo: the refused edges by `mechanismState`, which is never changed in place. */
const parted = new WeakMap<object, Uint8Array>();
/**
 * A pure memo by grid (never changed): the refused edges marked for each list of the mechanisms'
 * refusals, by the numbers it gives those lists (`refusedBy` keeps a list, never changes it), in
 * the order it meets them.
 */
const partings = new WeakMap<
  Grid,
  {
    readonly byLists: Map<string, Uint8Array>;
    readonly ids: WeakMap<readonly number[], number>;
    count: number;
  }
>();
const KEPT_PARTINGS = 256;

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

/** A pure memo by grid (never changed): each mechanism's refusals, by what it remembers. */
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
