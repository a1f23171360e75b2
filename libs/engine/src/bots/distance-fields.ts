import { gridOf, indexIn, squareOf, type Grid } from '../board/grid';
import { adjacentNow, exertsTackleZone, neighbours } from '../board/squares';
import type { PublicState } from '../dungeonbowl/view';
import type { PlayerState, Square } from '../model/state';
import { crossingRefusal } from '../rules/move';

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
  const cache = fieldsAround(s);
  let key = `${mover.team}:`;
  for (const t of targets) key += `${indexOf(s, t)},`;
  const known = cache.get(key);
  if (known) return known;
  const field = computeField(s, mover.team, targets);
  cache.set(key, field);
  return field;
}

/**
 * What a field depends on beyond its team and targets, as text: the board and the dungeon's
 * moving parts (by identity: neither is changed in place), where every player and chest is, and
 * who exerts a tackle zone. Two positions with the same text give the same fields.
 */
function surroundings(s: PublicState): string {
  let text = `${identity(s.board)}/${s.mechanismState === undefined ? 0 : identity(s.mechanismState)}/`;
  for (const p of s.players)
    text += p.at ? `${p.team}${exertsTackleZone(p) ? '+' : '-'}${indexOf(s, p.at)},` : '_,';
  text += '/';
  for (const c of s.chests) text += `${indexOf(s, c.at)},`;
  return text;
}

/** A number for each board and each position of the dungeon's moving parts, for `surroundings`. */
const identities = new WeakMap<object, number>();
let identified = 0;
function identity(o: object): number {
  let known = identities.get(o);
  if (known === undefined) identities.set(o, (known = ++identified));
  return known;
}

/** The fields of the last few surroundings met, newest last, by the text of their surroundings. */
const recent = new Map<string, Map<string, DistanceField>>();
/** How many surroundings keep their fields: the bots' decisions revisit only the latest ones. */
const KEPT = 4;
/** The fields computed for one view, found again through its surroundings. */
const byView = new WeakMap<PublicState, Map<string, DistanceField>>();

function fieldsAround(s: PublicState): Map<string, DistanceField> {
  const seen = byView.get(s);
  if (seen) return seen;
  const text = surroundings(s);
  let fields = recent.get(text);
  if (fields) recent.delete(text);
  else {
    fields = new Map();
    if (recent.size >= KEPT) recent.delete(recent.keys().next().value!);
  }
  recent.set(text, fields);
  byView.set(s, fields);
  return fields;
}

function computeField(s: PublicState, team: number, targets: readonly Square[]): DistanceField {
  const { board } = s;
  const grid = gridOf(board);
  const { open } = grid;
  const size = open.length;
  // What entering a square adds: 2 if an opponent marks it (BB-MOVE-2, walls and closed
  // portcullises respected, DB-PORT-2), 5 if someone stands on it; -1 if it may not be entered.
  const enter = new Int32Array(size);
  const { marked, blocked } = scratch(size);
  for (const p of s.players) {
    if (!p.at) continue;
    enter[indexOf(s, p.at)]! += 5;
    if (p.team === team || !exertsTackleZone(p)) continue;
    for (const q of neighbours(board, p.at)) if (adjacentNow(s, p.at, q)) marked[indexOf(s, q)] = 1;
  }
  for (const c of s.chests) blocked[indexOf(s, c.at)] = 1;
  for (const t of board.teleporters) blocked[indexOf(s, t.at)] = 1;
  const field = new DistanceField(grid, weightsOf(grid), partedMoves(s), enter);
  for (const t of targets) field.source(indexOf(s, t));
  for (let i = 0; i < size; i++) {
    if (marked[i]) enter[i]! += 2;
    if (field.dist[i] !== 0 && (blocked[i] || !open[i])) enter[i] = -1;
  }
  return field;
}

/**
 * A distance field, worked out only as far as it is read: a Dijkstra from the targets backwards
 * (costs are small whole numbers, so buckets do for a heap), carried on each time a square
 * farther than those already settled is asked for. A bot mostly asks for squares near the
 * mover, who is often near his goal.
 */
export class DistanceField {
  /** By square, its distance: final up to `reached`, a bound or Infinity beyond. */
  readonly dist: Float64Array;
  private readonly buckets: number[][] = [[]];
  /** The next bucket to settle: every square nearer than it is settled. */
  private reached = 0;

  constructor(
    private readonly grid: Grid,
    private readonly weights: readonly Int32Array[],
    private readonly shut: readonly Uint8Array[] | null,
    private readonly enter: Int32Array,
  ) {
    this.dist = new Float64Array(grid.open.length).fill(Infinity);
  }

  source(i: number): void {
    this.dist[i] = 0;
    this.buckets[0]!.push(i);
  }

  /** How far a square is from the nearest target, in movement points. */
  to(i: number): number {
    const { dist, buckets } = this;
    while (dist[i]! > this.reached && this.reached < buckets.length) this.settle(this.reached++);
    return dist[i]!;
  }

  private settle(d: number): void {
    const bucket = this.buckets[d];
    if (bucket === undefined) return;
    const { dist, enter, weights, shut, buckets } = this;
    const { into } = this.grid;
    for (let b = 0; b < bucket.length; b++) {
      const i = bucket[b]!;
      if (dist[i]! < d) continue;
      const { squares } = into[i]!;
      const costs = weights[i]!;
      const refused = shut?.[i];
      const entering = d + enter[i]!;
      for (let k = 0; k < squares.length; k++) {
        const j = squares[k]!;
        const next = entering + costs[k]!;
        if (enter[j]! < 0 || next >= dist[j]!) continue;
        if (refused?.[k]) continue; // DB-PORT-2, DB-TILT-1
        dist[j] = next;
        (buckets[next] ??= []).push(j);
      }
    }
  }
}

/** Work arrays of `computeField`, one pair reused by every field and cleared for each. */
interface Scratch {
  readonly marked: Uint8Array;
  readonly blocked: Uint8Array;
}
let work: Scratch | undefined;
function scratch(size: number): Scratch {
  if (work?.marked.length !== size)
    work = { marked: new Uint8Array(size), blocked: new Uint8Array(size) };
  else {
    work.marked.fill(0);
    work.blocked.fill(0);
  }
  return work;
}

/** By square, what each edge into it costs the field: its movement points, and a jump's risk. */
const gridWeights = new WeakMap<Grid, readonly Int32Array[]>();
function weightsOf(grid: Grid): readonly Int32Array[] {
  const known = gridWeights.get(grid);
  if (known) return known;
  const weights = grid.into.map(({ costs, ways }) =>
    Int32Array.from(costs, (cost, k) => cost + (ways[k] === 'jump-down' ? JUMP_RISK : 0)),
  );
  gridWeights.set(grid, weights);
  return weights;
}

/**
 * The grid's moves refused now by what the dungeon moves during a match (`crossingRefusal`: a
 * closed portcullis, the tilting corridor's raised end): by square, a mark for each edge into it
 * that is refused, or null when the dungeon has no moving parts. Kept by `mechanismState`, which
 * is replaced whenever something moves and never changed in place, so they are worked out once
 * per position of the dungeon's moving parts.
 */
function partedMoves(s: PublicState): readonly Uint8Array[] | null {
  const memory = s.mechanismState;
  if (memory === undefined) return null;
  const known = parted.get(memory);
  if (known) return known;
  const { into } = gridOf(s.board);
  const found = into.map(({ squares, ways }, i) =>
    Uint8Array.from(squares, (j, k) => {
      const way = ways[k]!;
      return way !== 'fall' && crossingRefusal(s, squareOf(s.board, j), squareOf(s.board, i), way)
        ? 1
        : 0;
    }),
  );
  parted.set(memory, found);
  return found;
}

const parted = new WeakMap<object, readonly Uint8Array[]>();

export const distanceAt = (s: PublicState, field: DistanceField, q: Square | null): number =>
  q ? field.to(indexOf(s, q)) : Infinity;
