import { gridOf, indexIn, squareOf } from '../board/grid';
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

/** Squares an opposing Standing player's tackle zone covers (BB-MOVE-2), walls and closed portcullises respected (DB-PORT-2). */
function markedSquares(s: PublicState, team: number): Set<number> {
  const marked = new Set<number>();
  for (const p of s.players) {
    if (p.team === team || !p.at || !exertsTackleZone(p)) continue;
    for (const q of neighbours(s.board, p.at))
      if (adjacentNow(s, p.at, q)) marked.add(indexOf(s, q));
  }
  return marked;
}

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
): Float64Array {
  // One field serves every player of a team heading for the same squares, within one decision.
  const cache = fields.get(s) ?? new Map<string, Float64Array>();
  fields.set(s, cache);
  const key = `${mover.team}:${targets.map((t) => indexOf(s, t)).join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const field = computeField(s, mover.team, targets);
  cache.set(key, field);
  return field;
}

/** The fields computed while one view is being decided on. */
const fields = new WeakMap<PublicState, Map<string, Float64Array>>();

function computeField(s: PublicState, team: number, targets: readonly Square[]): Float64Array {
  const { board } = s;
  const { open, into } = gridOf(board);
  const dist = new Float64Array(into.length).fill(Infinity);
  const extra = new Float64Array(into.length);
  for (const i of markedSquares(s, team)) extra[i] = 2;
  for (const p of s.players) if (p.at) extra[indexOf(s, p.at)]! += 5;
  const shut = partedMoves(s);
  const blocked = new Uint8Array(into.length);
  for (const c of s.chests) blocked[indexOf(s, c.at)] = 1;
  for (const t of board.teleporters) blocked[indexOf(s, t.at)] = 1;
  // Dijkstra from the targets backwards: costs are small whole numbers, so buckets do for a heap.
  const buckets: number[][] = [[]];
  for (const t of targets) {
    const i = indexOf(s, t);
    blocked[i] = 0;
    dist[i] = 0;
    buckets[0]!.push(i);
  }
  for (let d = 0; d < buckets.length; d++) {
    for (const i of buckets[d] ?? []) {
      if (dist[i]! < d) continue;
      const { squares, costs, ways } = into[i]!;
      for (let k = 0; k < squares.length; k++) {
        const j = squares[k]!;
        const risk = ways[k] === 'jump-down' ? JUMP_RISK : 0;
        const next = d + costs[k]! + risk + extra[i]!;
        if (blocked[j] || !open[j] || next >= dist[j]!) continue;
        if (shut.has(j * into.length + i)) continue; // DB-PORT-2, DB-TILT-1
        dist[j] = next;
        (buckets[next] ??= []).push(j);
      }
    }
  }
  return dist;
}

/**
 * The grid's moves refused now by what the dungeon moves during a match (`crossingRefusal`: a
 * closed portcullis, the tilting corridor's raised end), by their squares' places (from · size +
 * to). Kept by `mechanismState`, which is replaced whenever something moves and never changed in
 * place, so they are worked out once per position of the dungeon's moving parts.
 */
function partedMoves(s: PublicState): ReadonlySet<number> {
  const memory = s.mechanismState;
  if (memory === undefined) return none;
  const known = parted.get(memory);
  if (known) return known;
  const found = new Set<number>();
  const { out } = gridOf(s.board);
  for (let i = 0; i < out.length; i++) {
    const { squares, ways } = out[i]!;
    for (let k = 0; k < squares.length; k++) {
      const way = ways[k]!;
      const j = squares[k]!;
      if (way !== 'fall' && crossingRefusal(s, squareOf(s.board, i), squareOf(s.board, j), way))
        found.add(i * out.length + j);
    }
  }
  parted.set(memory, found);
  return found;
}

const none: ReadonlySet<number> = new Set();
const parted = new WeakMap<object, ReadonlySet<number>>();

export const distanceAt = (s: PublicState, field: Float64Array, q: Square | null): number =>
  q ? field[indexOf(s, q)]! : Infinity;
