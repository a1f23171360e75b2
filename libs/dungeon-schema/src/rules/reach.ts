import { errorAt, type Finding } from '../findings';
import { featureKinds, featureSquares } from '../feature-kinds';
import type { DungeonMap, EndZone } from '../generated/dungeon-map.v1';
import { endZoneSquares, onMap, squareName, type At } from '../geometry';
import { walkableByCode } from '../terrain';

const WALL = '#'.charCodeAt(0);

/**
 * The dungeon as a graph of squares, stored in flat typed arrays indexed by (floor, y, x), so that
 * one pass over an 80x80x4 map takes about a millisecond.
 */
interface ReachGraph {
  readonly width: number;
  readonly height: number;
  /** 1 where a player may stand and walk on. */
  readonly open: Uint8Array;
  /** 1 where a wall stops diagonal steps past its corner. */
  readonly wall: Uint8Array;
  /** Squares a player reaches at once from a square he enters: ladders, ropes, elevators, chutes. */
  readonly jumps: Map<number, number[]>;
  /** Squares that are entered from a neighbour but lead only down a chute. */
  readonly chuteEntry: Uint8Array;
  readonly teleporters: number[];
}

/**
 * Working memory reused from one check to the next: the editor validates after every edit, and
 * fresh typed arrays each time would keep the garbage collector busy. Checks run one at a time.
 */
const scratch = { bytes: new Uint8Array(0), ints: new Int32Array(0) };

function scratchBytes(size: number, count: number): Uint8Array[] {
  if (scratch.bytes.length < size * count) scratch.bytes = new Uint8Array(size * count);
  const bytes = scratch.bytes.subarray(0, size * count);
  bytes.fill(0);
  return Array.from({ length: count }, (_, k) => bytes.subarray(k * size, (k + 1) * size));
}

function scratchInts(size: number): Int32Array {
  if (scratch.ints.length < size) scratch.ints = new Int32Array(size);
  return scratch.ints.subarray(0, size);
}

function buildGraph(map: DungeonMap): ReachGraph {
  const { width, height } = map;
  const size = map.floors.length * width * height;
  const index = (at: At) => (at.floor * height + at.y) * width + at.x;
  const [open, wall, chuteEntry] = scratchBytes(size, 3) as [Uint8Array, Uint8Array, Uint8Array];
  map.floors.forEach((floor, f) => {
    floor.rows.forEach((row, y) => {
      const start = (f * height + y) * width;
      for (let x = 0; x < width; x++) {
        const code = row.charCodeAt(x);
        if (walkableByCode[code] === 1) open[start + x] = 1;
        else if (code === WALL) wall[start + x] = 1;
      }
    });
  });
  const blocked = [...map.chests];
  for (const feature of map.features ?? []) {
    if (featureKinds[feature.kind].fills && feature.kind !== 'door' && feature.kind !== 'boat')
      blocked.push(...featureSquares(feature));
  }
  for (const at of blocked) if (onMap(map, at)) open[index(at)] = 0;

  const jumps = new Map<number, number[]>();
  const jump = (from: At, to: At) => {
    if (!onMap(map, from) || !onMap(map, to)) return;
    const list = jumps.get(index(from)) ?? [];
    list.push(index(to));
    jumps.set(index(from), list);
  };
  for (const link of map.links ?? []) {
    const top = { ...link, floor: link.floor + 1 };
    if (!onMap(map, top)) continue;
    open[index(top)] = 1; // the hole's square is where the climb ends; players step off it
    jump(link, top);
    jump(top, link);
  }
  for (const elevator of map.elevators ?? []) {
    const floors = elevator.floors.filter((f) => f < map.floors.length);
    for (const square of elevator.squares) {
      for (const a of floors)
        for (const b of floors) if (a !== b) jump({ floor: a, ...square }, { floor: b, ...square });
    }
  }
  for (const chute of map.chutes ?? []) {
    const targets = [chute.exit, ...chute.landing.map((s) => ({ floor: chute.exit.floor, ...s }))];
    for (const entry of chute.entries) {
      if (!onMap(map, entry) || entry.floor <= chute.exit.floor) continue;
      chuteEntry[index(entry)] = 1;
      for (const target of targets) jump(entry, target);
    }
  }
  const teleporters = map.teleporters.filter((t) => onMap(map, t)).map(index);
  return { width, height, open, wall, jumps, chuteEntry, teleporters };
}

const DX = [-1, 0, 1, -1, 1, -1, 0, 1] as const;
const DY = [-1, -1, -1, 0, 0, 1, 1, 1] as const;

/** May a player step from square i to the neighbour (dx, dy) on the same floor? */
function stepAllowed(graph: ReachGraph, i: number, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return true;
  return graph.wall[i + dx] === 0 && graph.wall[i + dy * graph.width] === 0;
}

/** The neighbours of square i that a player may step to, as square indices. */
function neighbours(graph: ReachGraph, i: number, visit: (j: number) => void): void {
  const { width, height } = graph;
  const x = i % width;
  const y = ((i - x) / width) % height;
  for (let k = 0; k < 8; k++) {
    const dx = DX[k] as number;
    const dy = DY[k] as number;
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
    if (dx !== 0 && dy !== 0 && !stepAllowed(graph, i, dx, dy)) continue;
    visit(i + dy * width + dx);
  }
}

/** The representative square of i's area (union-find with path halving). */
function find(parent: Int32Array, i: number): number {
  let node = i;
  while (parent[node] !== node) {
    const up = parent[parent[node] as number] as number;
    parent[node] = up;
    node = up;
  }
  return node;
}

function union(parent: Int32Array, a: number, b: number): void {
  const ra = find(parent, a);
  const rb = find(parent, b);
  if (ra !== rb) parent[ra < rb ? rb : ra] = ra < rb ? ra : rb;
}

/**
 * Splits the open squares into areas whose squares all reach one another: walking, ladders,
 * ropes, elevators and teleporters all go both ways. Only chutes go one way; they become edges
 * between areas. One pass over the map (a union-find joining each square with its west, north,
 * north-west and north-east neighbours), however many end zones there are.
 */
function areas(graph: ReachGraph): { area: Int32Array; count: number; downhill: Set<number>[] } {
  const { open, wall, jumps, chuteEntry, teleporters, width, height } = graph;
  const area = scratchInts(open.length);
  for (let i = 0; i < open.length; i++) area[i] = open[i] === 1 ? i : -1;
  const perFloor = width * height;
  for (let i = 0; i < open.length; i++) {
    if (open[i] === 0) continue;
    const x = i % width;
    const north = i % perFloor >= width;
    if (x > 0 && open[i - 1] === 1) union(area, i, i - 1);
    if (!north) continue;
    const up = i - width;
    if (open[up] === 1) union(area, i, up);
    if (x > 0 && open[up - 1] === 1 && wall[i - 1] === 0 && wall[up] === 0) union(area, i, up - 1);
    if (x < width - 1 && open[up + 1] === 1 && wall[i + 1] === 0 && wall[up] === 0)
      union(area, i, up + 1);
  }
  for (const [from, targets] of jumps) {
    if (chuteEntry[from] === 1 || open[from] === 0) continue;
    for (const to of targets) if (open[to] === 1) union(area, from, to);
  }
  const [first, ...others] = teleporters.filter((t) => open[t] === 1);
  if (first !== undefined) for (const t of others) union(area, first, t);
  for (let i = 0; i < open.length; i++) if (open[i] === 1) area[i] = find(area, i);
  const count = open.length;
  // A chute entry is entered from the areas around it (or its own) and leads to the areas below.
  const downhill: Set<number>[] = [];
  for (const [entry, targets] of jumps) {
    if (chuteEntry[entry] === 0) continue;
    const from = new Set<number>();
    if (area[entry] !== -1) from.add(area[entry] as number);
    neighbours(graph, entry, (j) => {
      if (area[j] !== -1) from.add(area[j] as number);
    });
    for (const target of targets) {
      const to = area[target] as number;
      if (to !== -1) for (const a of from) if (a !== to) (downhill[a] ??= new Set()).add(to);
    }
  }
  return { area, count, downhill };
}

/** The areas reachable from the given ones, following chutes down. */
function reachableAreas(
  start: Iterable<number>,
  downhill: Set<number>[],
  count: number,
): Uint8Array {
  const reached = new Uint8Array(count);
  const stack = [...start];
  for (const a of stack) reached[a] = 1;
  while (stack.length > 0) {
    for (const b of downhill[stack.pop() as number] ?? []) {
      if (reached[b] === 0) {
        reached[b] = 1;
        stack.push(b);
      }
    }
  }
  return reached;
}

interface Target {
  readonly name: string;
  readonly at: At;
  readonly path: string;
  /** Squares from which the target counts as reached. */
  readonly squares: number[];
}

/**
 * MAP-REACH: every chest and every end zone can be reached from every end zone, walking in 8
 * directions (never diagonally past a wall corner), through ladders, ropes, chutes (down only),
 * elevators and teleporters.
 */
export function checkReach(map: DungeonMap): Finding[] {
  const zones = map.endZones.filter((z) => endZoneSquares(z).every((s) => onMap(map, s)));
  if (zones.length === 0) return [];
  const graph = buildGraph(map);
  const { width, height } = graph;
  const index = (at: At) => (at.floor * height + at.y) * width + at.x;

  const zoneStarts = (zone: EndZone) => endZoneSquares(zone).map(index);
  const targets: Target[] = [];
  map.chests.forEach((chest, i) => {
    if (!onMap(map, chest)) return;
    const c = index(chest);
    const squares: number[] = [];
    neighbours(graph, c, (j) => squares.push(j));
    targets.push({ name: `Chest ${i + 1}`, at: chest, path: `/chests/${i}`, squares });
  });
  map.endZones.forEach((zone, i) => {
    if (zones.includes(zone))
      targets.push({
        name: `End zone ${zone.id}`,
        at: zone,
        path: `/endZones/${i}`,
        squares: zoneStarts(zone),
      });
  });

  const { area, count, downhill } = areas(graph);
  const areasOf = (squares: number[]) =>
    squares.map((s) => area[s] as number).filter((a) => a !== -1);
  const unreached = new Map<Target, string[]>();
  for (const zone of zones) {
    const reached = reachableAreas(areasOf(zoneStarts(zone)), downhill, count);
    for (const target of targets) {
      if (areasOf(target.squares).some((a) => reached[a] === 1)) continue;
      unreached.set(target, [...(unreached.get(target) ?? []), zone.id]);
    }
  }
  return [...unreached].map(([target, from]) =>
    errorAt(
      'MAP-REACH',
      `${target.name} at ${squareName(map, target.at)} cannot be reached from end zone${from.length > 1 ? 's' : ''} ${from.join(', ')}.`,
      target.at,
      target.path,
    ),
  );
}
