import type { Elevator } from '../generated/dungeon-map.v1';
import {
  canClose,
  close,
  isFree,
  pickSquare,
  roomsOn,
  take,
  unit,
  type Draft,
  type DraftRoom,
  type Square,
} from './draft';

const STEPS: readonly Square[] = [
  { x: 0, y: 1 },
  { x: 1, y: 0 },
  { x: 0, y: -1 },
  { x: -1, y: 0 },
];

const plus = (s: Square, by: Square, times = 1): Square => ({
  x: s.x + by.x * times,
  y: s.y + by.y * times,
});

const inRoom = (room: DraftRoom, s: Square) =>
  s.x >= room.rect.x &&
  s.y >= room.rect.y &&
  s.x < room.rect.x + room.rect.width &&
  s.y < room.rect.y + room.rect.height;

/** A ladder or a rope: its foot on a free floor square, the square above it a hole in a room. */
function placeLink(d: Draft, floor: number, kind: 'ladder' | 'rope'): void {
  const { square } = pickSquare(
    d,
    roomsOn(d, floor + 1),
    (room, s) => canClose(d, room, unit(s)) && isFree(d, floor, s),
    `a ${kind}`,
  );
  d.links.push({ kind, floor, x: square.x, y: square.y });
  take(d, floor, [square]);
  close(d, floor + 1, [square], 'o');
}

function elevatorKind(d: Draft): Elevator['kind'] {
  if (d.style === 'valdemor') return 'rotating';
  if (d.style === 'pyramid') return 'cage';
  return d.rng.chance(0.5) ? 'rotating' : 'cage';
}

/**
 * An elevator serving the given floors: the troll-powered rotating lift of Valdemor (two squares)
 * or a Pyramid cage (one), on free floor squares of a room on each floor it serves.
 */
function placeElevator(d: Draft, floors: number[]): void {
  const kind = elevatorKind(d);
  const cabin = (s: Square) => (kind === 'rotating' ? [s, plus(s, { x: 1, y: 0 })] : [s]);
  const top = floors[floors.length - 1] as number;
  const { square } = pickSquare(
    d,
    roomsOn(d, top),
    (room, s) => cabin(s).every((c) => inRoom(room, c) && floors.every((f) => isFree(d, f, c))),
    'an elevator',
  );
  const squares = cabin(square);
  for (const f of floors) take(d, f, squares);
  d.elevators.push({
    id: `lift-${d.elevators.length + 1}`,
    kind,
    squares,
    floors,
    startFloor: floors[0] as number,
  });
}

/**
 * A chute from a room upstairs down to a room of the floor below: one to three entry squares in a
 * row, the exit, and landing squares A, B, D straight on from the exit and C beside A, all on free
 * floor of one room.
 */
function placeChute(d: Draft, floor: number): void {
  const step = d.rng.pick(STEPS);
  const side = { x: step.y, y: step.x };
  const landing = (exit: Square) => [
    plus(exit, step),
    plus(exit, step, 2),
    plus(plus(exit, step), side),
    plus(exit, step, 3),
  ];
  const { square: exit } = pickSquare(
    d,
    roomsOn(d, floor),
    (room, s) => [s, ...landing(s)].every((l) => inRoom(room, l) && isFree(d, floor, l)),
    'a chute exit',
  );
  const { square: entry } = pickSquare(
    d,
    roomsOn(d, floor + 1),
    (room, s) => inRoom(room, s) && isFree(d, floor + 1, s),
    'a chute entry',
  );
  const entries = [entry];
  for (let i = 1; i < d.rng.between(1, 3); i++) {
    const next = plus(entry, { x: 1, y: 0 }, i);
    const room = roomsOn(d, floor + 1).find((r) => inRoom(r, entry));
    if (!room || !inRoom(room, next) || !isFree(d, floor + 1, next)) break;
    entries.push(next);
  }
  take(d, floor + 1, entries);
  take(d, floor, [exit, ...landing(exit)]);
  d.chutes.push({
    id: `chute-${d.chutes.length + 1}`,
    entries: entries.map((e) => ({ floor: floor + 1, ...e })),
    exit: { floor, ...exit },
    landing: landing(exit),
  });
}

/**
 * Between each floor and the next: a ladder, a rope, and another way, a chute or an elevator. On
 * three floors or more, one elevator sometimes serves them all, as in the Pyramid's central room.
 */
export function placeFloorLinks(d: Draft): void {
  if (d.floors < 2) return;
  const all = Array.from({ length: d.floors }, (_, f) => f);
  const throughLift = d.floors >= 3 && d.rng.chance(0.5);
  if (throughLift) placeElevator(d, all);
  for (let f = 0; f + 1 < d.floors; f++) {
    placeLink(d, f, 'ladder');
    placeLink(d, f, 'rope');
    if (throughLift) continue;
    if (d.rng.chance(0.5)) placeChute(d, f);
    else placeElevator(d, [f, f + 1]);
  }
}
