import { exertsTackleZone, moveCost, neighbours } from '../board/squares';
import type { PublicState } from '../dungeonbowl/view';
import { below } from '../mechanisms/falling';
import {
  jumpsDown,
  moveBetween,
  passagesFrom,
  squareAt,
  squareIndex,
} from '../mechanisms/registry';
import type { Board, PlayerState, Square } from '../model/state';

/*
 * The heuristic bot's sense of distance: for a team heading for some squares, how many movement
 * points every square is from the nearest of them, along steps, ladders, ropes and jumps down.
 */

/** A square's place in a flat array covering every floor. */
const indexOf = (s: PublicState, q: Square): number => squareIndex(s.board, q);

/** Squares an opposing Standing player's tackle zone covers (BB-MOVE-2), walls respected. */
function markedSquares(s: PublicState, team: number): Set<number> {
  const marked = new Set<number>();
  for (const p of s.players) {
    if (p.team === team || !p.at || !exertsTackleZone(p)) continue;
    for (const q of neighbours(s.board, p.at)) marked.add(indexOf(s, q));
  }
  return marked;
}

/**
 * The squares of a board as a graph, for searching backwards from the targets: for each square,
 * the squares a move leads into it from and what that move costs, and which squares a path may
 * pass through (those a player stands on, and the voids he jumps down through).
 */
interface Grid {
  readonly open: Uint8Array;
  readonly from: readonly Int32Array[];
  readonly cost: readonly Float64Array[];
}

const grids = new WeakMap<Board, Grid>();

/**
 * What jumping down a floor adds to its 1 square, for the landing test's risk: a path takes the
 * ladder when it is about as short (DB-FLOOR-3, DB-FLOOR-4).
 */
const JUMP_RISK = 3;

/**
 * The board's graph, built once per board: walls never move during a match. Steps between
 * neighbours, ladders and ropes (the climb plus the square arrived in, DB-LADDER-1, DB-ROPE-1),
 * and jumps down: into the void for 1, then onto the square below for nothing (DB-FLOOR-3).
 */
function gridOf(board: Board): Grid {
  const known = grids.get(board);
  if (known) return known;
  const size = board.width * board.height * board.floors.length;
  const open = new Uint8Array(size);
  const from: number[][] = Array.from({ length: size }, () => []);
  const cost: number[][] = Array.from({ length: size }, () => []);
  const link = (a: number, b: number, c: number) => {
    from[b]!.push(a);
    cost[b]!.push(c);
  };
  for (let i = 0; i < size; i++) {
    const q = squareAt(board, i);
    if (moveCost(board, q) !== null || jumpsDown(board, q)) open[i] = 1;
  }
  for (let i = 0; i < size; i++) {
    if (!open[i]) continue;
    const q = squareAt(board, i);
    if (jumpsDown(board, q)) {
      const landing = below(board, q)?.landing;
      if (landing && moveCost(board, landing) !== null) link(i, squareIndex(board, landing), 0);
      continue;
    }
    for (const r of neighbours(board, q)) {
      const way = moveBetween(board, q, r);
      if (way) link(i, squareIndex(board, r), way.cost + (way.way === 'jump-down' ? JUMP_RISK : 0));
    }
    for (const passage of passagesFrom(board, q)) {
      const way = moveBetween(board, q, passage.to);
      if (way) link(i, squareIndex(board, passage.to), way.cost);
    }
  }
  const grid = {
    open,
    from: from.map((list) => Int32Array.from(list)),
    cost: cost.map((list) => Float64Array.from(list)),
  };
  grids.set(board, grid);
  return grid;
}

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
  const { open, from, cost } = gridOf(board);
  const dist = new Float64Array(open.length).fill(Infinity);
  const extra = new Float64Array(open.length);
  for (const i of markedSquares(s, team)) extra[i] = 2;
  for (const p of s.players) if (p.at) extra[indexOf(s, p.at)]! += 5;
  const blocked = new Uint8Array(open.length);
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
      const into = from[i]!;
      const costs = cost[i]!;
      for (let k = 0; k < into.length; k++) {
        const j = into[k]!;
        const next = d + costs[k]! + extra[i]!;
        if (blocked[j] || !open[j] || next >= dist[j]!) continue;
        dist[j] = next;
        (buckets[next] ??= []).push(j);
      }
    }
  }
  return dist;
}

export const distanceAt = (s: PublicState, field: Float64Array, q: Square | null): number =>
  q ? field[indexOf(s, q)]! : Infinity;
