import type { EndZone } from '../generated/dungeon-map.v1';
import { endZoneSquares } from '../geometry';
import { NoRoom, take, type Draft, type DraftRoom } from './draft';

type Corner = 'start' | 'end' | 'any';

/**
 * An end zone against the outer side of a room at one end of the play area: 2x4 against a west or
 * east wall when the map is wider than tall, 4x2 against a north or south wall otherwise.
 */
function zoneIn(d: Draft, room: DraftRoom, id: string, across: Corner, along: Corner): EndZone {
  const wide = d.width >= d.height;
  const r = room.rect;
  const width = wide ? 2 : 4;
  const height = wide ? 4 : 2;
  const place = (start: number, length: number, size: number, at: Corner) =>
    at === 'start'
      ? start
      : at === 'end'
        ? start + length - size
        : d.rng.between(start, start + length - size);
  // `along` says which end of the play area; `across` where along that wall.
  const x = wide ? place(r.x, r.width, width, along) : place(r.x, r.width, width, across);
  const y = wide ? place(r.y, r.height, height, across) : place(r.y, r.height, height, along);
  return { id, floor: 0, x, y, width, height };
}

/**
 * The end zones, on the ground floor at the far ends of the play area: two facing each other, or
 * on a larger map sometimes four, one in each corner room.
 */
export function placeEndZones(d: Draft): void {
  const ground = d.rooms.filter((r) => r.floor === 0);
  const cols = Math.max(...ground.map((r) => r.cell.col)) + 1;
  const rows = Math.max(...ground.map((r) => r.cell.row)) + 1;
  const wide = d.width >= d.height;
  const at = (col: number, row: number) => {
    const room = ground.find((r) => r.cell.col === col && r.cell.row === row);
    if (!room) throw new NoRoom('no room at an end of the map');
    return room;
  };
  const zones: [DraftRoom, Corner, Corner][] = [];
  if (cols >= 3 && rows >= 3 && d.rng.chance(0.4)) {
    zones.push(
      [at(0, 0), 'start', 'start'],
      [at(cols - 1, rows - 1), 'end', 'end'],
      [at(cols - 1, 0), wide ? 'start' : 'end', wide ? 'end' : 'start'],
      [at(0, rows - 1), wide ? 'end' : 'start', wide ? 'start' : 'end'],
    );
  } else if (wide) {
    zones.push(
      [at(0, d.rng.int(rows)), 'any', 'start'],
      [at(cols - 1, d.rng.int(rows)), 'any', 'end'],
    );
  } else {
    zones.push(
      [at(d.rng.int(cols), 0), 'any', 'start'],
      [at(d.rng.int(cols), rows - 1), 'any', 'end'],
    );
  }
  zones.forEach(([room, across, along], i) => {
    const zone = zoneIn(d, room, `Z${i + 1}`, across, along);
    room.use = 'end-zone';
    d.endZones.push(zone);
    take(d, 0, endZoneSquares(zone));
  });
}
