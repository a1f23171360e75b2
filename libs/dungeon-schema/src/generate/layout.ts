import { fillRect, type Cell, type Corridor, type Draft, type DraftRoom, type Rect } from './draft';

/** Nominal size of a layout cell: one room and its share of the walls and corridors. */
const CELL_WIDTH = 10;
const CELL_HEIGHT = 8;
const CORE = 4;

function split(length: number, parts: number, i: number): number {
  return Math.floor((i * length) / parts);
}

/** The grid of cells: at least 2 by 2, each at least 8 squares a side on a legal map size. */
function makeCells(d: Draft): Cell[] {
  const cols = Math.max(2, Math.floor(d.width / CELL_WIDTH));
  const rows = Math.max(2, Math.floor(d.height / CELL_HEIGHT));
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x0 = split(d.width, cols, col);
      const x1 = split(d.width, cols, col + 1);
      const y0 = split(d.height, rows, row);
      const y1 = split(d.height, rows, row + 1);
      const mx = Math.floor((x0 + x1) / 2) - CORE / 2;
      const my = Math.floor((y0 + y1) / 2) - CORE / 2;
      cells.push({
        col,
        row,
        bounds: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        core: { x: mx, y: my, width: CORE, height: CORE },
      });
    }
  }
  return cells;
}

const adjacent = (a: Cell, b: Cell) => Math.abs(a.col - b.col) + Math.abs(a.row - b.row) === 1;

/**
 * The cells used on each floor: all of them on the ground floor, then on each floor above a
 * connected part of the floor below (so that every upper room stands over a room, and ladders,
 * chutes and elevators find ground on both floors).
 */
function floorCells(d: Draft): Cell[][] {
  const result: Cell[][] = [d.cells];
  for (let f = 1; f < d.floors; f++) {
    const below = result[f - 1] as Cell[];
    const target = Math.min(
      below.length,
      Math.max(3, Math.round(below.length * (0.6 + 0.3 * d.rng.next()))),
    );
    const chosen: Cell[] = [d.rng.pick(below)];
    while (chosen.length < target) {
      const frontier = below.filter(
        (c) => !chosen.includes(c) && chosen.some((other) => adjacent(c, other)),
      );
      chosen.push(d.rng.pick(frontier));
    }
    result.push(below.filter((c) => chosen.includes(c)));
  }
  return result;
}

/** A room in the cell: a random rectangle that covers the core and keeps a wall to the cell's edge. */
function roomIn(d: Draft, cell: Cell, floor: number): DraftRoom {
  const { bounds: b, core } = cell;
  const x = d.rng.between(b.x + 1, core.x);
  const y = d.rng.between(b.y + 1, core.y);
  const right = d.rng.between(core.x + core.width, b.x + b.width - 1);
  const bottom = d.rng.between(core.y + core.height, b.y + b.height - 1);
  return { floor, cell, rect: { x, y, width: right - x, height: bottom - y }, use: 'plain' };
}

/** A corridor between rooms of neighbouring cells, straight across the walls between them. */
function corridorBetween(d: Draft, a: DraftRoom, b: DraftRoom): Corridor {
  const [first, second] = a.cell.col + a.cell.row < b.cell.col + b.cell.row ? [a, b] : [b, a];
  const lanes = d.ruleset === 'jervis-1998' || d.rng.chance(0.65) ? 2 : 1;
  const horizontal = first.cell.row === second.cell.row;
  const core = first.cell.core;
  let rect: Rect;
  if (horizontal) {
    const x = first.rect.x + first.rect.width;
    const y = d.rng.between(core.y, core.y + core.height - lanes);
    rect = { x, y, width: second.rect.x - x, height: lanes };
  } else {
    const y = first.rect.y + first.rect.height;
    const x = d.rng.between(core.x, core.x + core.width - lanes);
    rect = { x, y, width: lanes, height: second.rect.y - y };
  }
  return { floor: a.floor, horizontal, rect, used: false };
}

/**
 * Rooms on every floor, joined by corridors along a random spanning tree of neighbouring rooms,
 * plus a few extra corridors that make loops. Every open square is then reachable from every
 * other of its floor.
 */
export function layOut(d: Draft): void {
  d.cells.push(...makeCells(d));
  floorCells(d).forEach((cells, floor) => {
    const rooms = cells.map((cell) => roomIn(d, cell, floor));
    d.rooms.push(...rooms);
    for (const room of rooms) fillRect(d, floor, room.rect, '.');
    const parent = rooms.map((_, i) => i);
    const root = (i: number): number => (parent[i] === i ? i : root(parent[i] as number));
    const pairs: [number, number][] = [];
    rooms.forEach((a, i) =>
      rooms.forEach((b, j) => {
        if (i < j && adjacent(a.cell, b.cell)) pairs.push([i, j]);
      }),
    );
    for (const [i, j] of d.rng.shuffled(pairs)) {
      const joins = root(i) !== root(j);
      if (!joins && !d.rng.chance(0.3)) continue;
      parent[root(i)] = root(j);
      const corridor = corridorBetween(d, rooms[i] as DraftRoom, rooms[j] as DraftRoom);
      d.corridors.push(corridor);
      fillRect(d, floor, corridor.rect, '.');
    }
  });
}
