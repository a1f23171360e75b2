import {
  NoRoom,
  close,
  rectSquares,
  setTerrain,
  type Corridor,
  type Draft,
  type DraftRoom,
  type Rect,
  type Square,
} from './draft';

/** Is a corridor's mouth on this side of the room, across any of the given rows (or columns)? */
function entersAcross(
  corridors: readonly Corridor[],
  room: DraftRoom,
  horizontalRiver: boolean,
  from: number,
  to: number,
): boolean {
  const r = room.rect;
  return corridors.some((c) => {
    if (c.horizontal !== horizontalRiver) return false;
    const k = c.rect;
    if (horizontalRiver) {
      const touches = k.x + k.width === r.x || k.x === r.x + r.width;
      return touches && k.y <= to && k.y + k.height - 1 >= from;
    }
    const touches = k.y + k.height === r.y || k.y === r.y + r.height;
    return touches && k.x <= to && k.x + k.width - 1 >= from;
  });
}

/**
 * A mud river across a room, wall to wall, with a gangway bridge over it. It never runs along the
 * room's first or last row (where corridors from north and south arrive) nor across the rows where
 * corridors from the sides arrive, so both banks keep their corridors and the bridge joins them.
 */
export function placeRiver(d: Draft): void {
  const options: { room: DraftRoom; horizontal: boolean; start: number; thickness: number }[] = [];
  for (const room of d.rooms) {
    if (room.use !== 'plain') continue;
    const near = d.corridors.filter((c) => c.floor === room.floor);
    for (const horizontal of [true, false]) {
      const length = horizontal ? room.rect.height : room.rect.width;
      const origin = horizontal ? room.rect.y : room.rect.x;
      for (const thickness of [1, 2]) {
        for (let start = origin + 1; start + thickness <= origin + length - 1; start++) {
          if (!entersAcross(near, room, horizontal, start, start + thickness - 1))
            options.push({ room, horizontal, start, thickness });
        }
      }
    }
  }
  if (options.length === 0) throw new NoRoom('no room for the river');
  // A river worth the name: across one of the widest rooms that can take one.
  const riverLength = (o: (typeof options)[number]) =>
    o.horizontal ? o.room.rect.width : o.room.rect.height;
  const longest = Math.max(...options.map(riverLength));
  const { room, horizontal, start, thickness } = d.rng.pick(
    options.filter((o) => riverLength(o) >= longest * 0.75),
  );
  const r = room.rect;
  const river: Rect = horizontal
    ? { x: r.x, y: start, width: r.width, height: thickness }
    : { x: start, y: r.y, width: thickness, height: r.height };
  const span = horizontal ? r.width : r.height;
  const bridgeWidth = Math.min(2, span);
  const bridgeAt = d.rng.between(0, span - bridgeWidth);
  const onBridge = (s: Square) => {
    const offset = horizontal ? s.x - r.x : s.y - r.y;
    return offset >= bridgeAt && offset < bridgeAt + bridgeWidth;
  };
  for (const s of rectSquares(river)) {
    if (onBridge(s)) setTerrain(d, room.floor, s.x, s.y, 'g');
    else close(d, room.floor, [s], '=');
  }
  room.use = 'river';
}

/** Squares along one lane of a corridor, leaving both mouths clear. */
function laneSquares(c: Corridor, lane: number): Square[] {
  const k = c.rect;
  const length = c.horizontal ? k.width : k.height;
  return Array.from({ length: length - 2 }, (_, i) =>
    c.horizontal ? { x: k.x + 1 + i, y: k.y + lane } : { x: k.x + lane, y: k.y + 1 + i },
  );
}

/**
 * Pits, lava, holes and (upstairs) void along one lane of a few two-lane corridors: the other lane
 * stays open, so the corridor still joins its rooms, and it is never narrower than a wall-to-wall
 * square (no MAP-CORRIDOR warning).
 */
export function placeCorridorHazards(d: Draft): void {
  const eligible = d.corridors.filter(
    (c) =>
      !c.used &&
      Math.min(c.rect.width, c.rect.height) === 2 &&
      Math.max(c.rect.width, c.rect.height) >= 3,
  );
  if (eligible.length === 0) throw new NoRoom('no corridor for hazards');
  const count = Math.min(4, Math.max(1, Math.round(eligible.length * 0.25)));
  for (const corridor of d.rng.shuffled(eligible).slice(0, count)) {
    const kinds = corridor.floor === 0 ? ['^', '*', 'o'] : ['^', '*', 'o', '_'];
    close(d, corridor.floor, laneSquares(corridor, d.rng.int(2)), d.rng.pick(kinds));
    corridor.used = true;
  }
}
