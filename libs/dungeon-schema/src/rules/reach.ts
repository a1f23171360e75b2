import { errorAt, type Finding } from '../findings';
import { featureKinds, featureSquares } from '../feature-kinds';
import type { DungeonMap, EndZone } from '../generated/dungeon-map.v1';
import { endZoneSquares, onMap, squareName, type At } from '../geometry';
import { terrainInfo } from '../terrain';

const steps = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
] as const;

/**
 * The dungeon as a graph of squares, stored in flat typed arrays indexed by (floor, y, x) so that a
 * search over an 80x80x4 map stays well under a millisecond.
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

function buildGraph(map: DungeonMap): ReachGraph {
  const { width, height } = map;
  const size = map.floors.length * width * height;
  const index = (at: At) => (at.floor * height + at.y) * width + at.x;
  const open = new Uint8Array(size);
  const wall = new Uint8Array(size);
  map.floors.forEach((floor, f) => {
    floor.rows.forEach((row, y) => {
      for (let x = 0; x < width; x++) {
        const char = row.charAt(x);
        const i = (f * height + y) * width + x;
        if (terrainInfo(char).walkable) open[i] = 1;
        if (char === '#') wall[i] = 1;
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
  const chuteEntry = new Uint8Array(size);
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

/** May a player step from square i to the neighbour (dx, dy) on the same floor? */
function stepAllowed(graph: ReachGraph, i: number, dx: number, dy: number): boolean {
  if (dx === 0 || dy === 0) return true;
  return graph.wall[i + dx] === 0 && graph.wall[i + dy * graph.width] === 0;
}

/**
 * Every square reachable from the given start squares. Stops early, returning true, as soon as
 * `stopAt` is reached (a square from which everything that matters is already known to be reachable).
 */
function search(
  graph: ReachGraph,
  starts: number[],
  stopAt = -1,
): { reached: Uint8Array; stopped: boolean } {
  const { width, height, open, jumps, chuteEntry } = graph;
  const reached = new Uint8Array(open.length);
  const queue = new Int32Array(open.length);
  let head = 0;
  let tail = 0;
  let teleported = false;
  const visit = (i: number) => {
    if (reached[i] === 1) return;
    reached[i] = 1;
    queue[tail++] = i;
  };
  for (const i of starts) if (open[i] === 1) visit(i);
  while (head < tail) {
    const i = queue[head++] as number;
    if (i === stopAt) return { reached, stopped: true };
    for (const j of jumps.get(i) ?? []) if (open[j] === 1) visit(j);
    if (!teleported && graph.teleporters.includes(i)) {
      teleported = true;
      for (const t of graph.teleporters) visit(t);
    }
    if (chuteEntry[i] === 1 && open[i] === 0) continue; // a chute entry leads only down the chute
    const x = i % width;
    const y = Math.floor(i / width) % height;
    for (const [dx, dy] of steps) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = i + dy * width + dx;
      if (reached[j] === 1 || !stepAllowed(graph, i, dx, dy)) continue;
      if (open[j] === 1) visit(j);
      else if (chuteEntry[j] === 1) {
        reached[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return { reached, stopped: false };
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
    const squares = steps
      .filter(
        ([dx, dy]) =>
          onMap(map, { ...chest, x: chest.x + dx, y: chest.y + dy }) &&
          stepAllowed(graph, c, dx, dy),
      )
      .map(([dx, dy]) => c + dy * width + dx);
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

  const unreached = new Map<Target, string[]>();
  const missed = (reached: Uint8Array) =>
    targets.filter((t) => !t.squares.some((s) => reached[s] === 1));
  const [first, ...others] = zones as [EndZone, ...EndZone[]];
  const firstMissed = missed(search(graph, zoneStarts(first)).reached);
  for (const target of firstMissed) unreached.set(target, [first.id]);
  for (const zone of others) {
    // Whoever reaches the first end zone reaches everything it reaches.
    const stopAt =
      firstMissed.length === 0 ? (zoneStarts(first).find((s) => graph.open[s] === 1) ?? -1) : -1;
    const { reached, stopped } = search(graph, zoneStarts(zone), stopAt);
    if (stopped) continue;
    for (const target of missed(reached))
      unreached.set(target, [...(unreached.get(target) ?? []), zone.id]);
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
