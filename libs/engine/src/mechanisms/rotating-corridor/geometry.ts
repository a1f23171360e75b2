import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Board, Square } from '../../model/state';

export type Side = 'north' | 'east' | 'south' | 'west';

/** The sides clockwise from north: a quarter turn clockwise is one place on. */
const clockwise: readonly Side[] = ['north', 'east', 'south', 'west'];
const steps: Readonly<Record<Side, readonly [number, number]>> = {
  north: [0, -1],
  east: [1, 0],
  south: [0, 1],
  west: [-1, 0],
};

/**
 * A rotating corridor (map format v1 `features` of kind `rotating-corridor`): its central slab,
 * the squares of each arm, the ends it has at the start, named by the side they lie on then,
 * and those of them it is entered by (DB-ROTCOR-1).
 */
export interface RotatingCorridor {
  readonly id: string;
  readonly slab: Square;
  readonly arm: number;
  readonly ends: readonly [Side, Side];
  readonly entries: readonly Side[];
}

export const ROTATING_CORRIDOR = 'rotating-corridor';

export const corridorsOf = (board: Board): readonly RotatingCorridor[] =>
  (board.mechanisms?.[ROTATING_CORRIDOR] as readonly RotatingCorridor[] | undefined) ?? [];

export function corridorsFromMap(map: DungeonMap): RotatingCorridor[] | undefined {
  const corridors = (map.features ?? []).flatMap((f): RotatingCorridor[] =>
    f.kind === 'rotating-corridor'
      ? [
          {
            id: f.id,
            slab: { floor: f.floor, x: f.x, y: f.y },
            arm: f.armLength ?? 2,
            ends:
              (f.start ?? 'north-south') === 'north-south' ? ['north', 'south'] : ['east', 'west'],
            entries: [...f.entries],
          },
        ]
      : [],
  );
  return corridors.length > 0 ? corridors : undefined;
}

/** The side a side comes to after some clockwise quarter turns. */
export const turned = (side: Side, turns: number): Side =>
  clockwise[(clockwise.indexOf(side) + turns) % 4]!;

/** The square `k` squares from the slab towards a side. */
export const armSquare = (c: RotatingCorridor, side: Side, k: number): Square => ({
  floor: c.slab.floor,
  x: c.slab.x + steps[side][0] * k,
  y: c.slab.y + steps[side][1] * k,
});

/** Where a square lies on the corridor's disc: the slab (k 0), or k squares towards a side; null off it. */
export function placeOn(c: RotatingCorridor, q: Square): { side: Side; k: number } | null {
  if (q.floor !== c.slab.floor) return null;
  const dx = q.x - c.slab.x;
  const dy = q.y - c.slab.y;
  if (dx === 0 && dy === 0) return { side: 'north', k: 0 };
  if (dx !== 0 && dy !== 0) return null;
  const k = Math.abs(dx + dy);
  if (k > c.arm) return null;
  const side: Side = dx > 0 ? 'east' : dx < 0 ? 'west' : dy > 0 ? 'south' : 'north';
  return { side, k };
}

/** The sides its two ends lie on after some quarter turns: each end with the side it started on. */
export const endsNow = (c: RotatingCorridor, turns: number) =>
  c.ends.map((start) => ({ start, now: turned(start, turns) }));

/** The squares of the corridor now: the slab and its two arms. */
export const corridorSquares = (c: RotatingCorridor, turns: number): Square[] => [
  c.slab,
  ...endsNow(c, turns).flatMap(({ now }) =>
    Array.from({ length: c.arm }, (_, i) => armSquare(c, now, i + 1)),
  ),
];

/** The squares of the other two arms of the cross, turned away: walls now. */
export const walledSquares = (c: RotatingCorridor, turns: number): Square[] => {
  const open = endsNow(c, turns).map((e) => e.now);
  return clockwise
    .filter((side) => !open.includes(side))
    .flatMap((side) => Array.from({ length: c.arm }, (_, i) => armSquare(c, side, i + 1)));
};

/** Every square of the disc, whichever way it has turned: the slab and the four arms of the cross. */
export const discSquares = (c: RotatingCorridor): Square[] => [
  ...corridorSquares(c, 0),
  ...walledSquares(c, 0),
];

/**
 * What a square of the disc is now: the slab, an arm square of an end (named by the side it started
 * on) or a walled square; null off the disc.
 */
export function partOf(
  c: RotatingCorridor,
  turns: number,
  q: Square,
):
  | { readonly part: 'slab' }
  | { readonly part: 'arm'; readonly end: Side }
  | { readonly part: 'wall' }
  | null {
  const place = placeOn(c, q);
  if (!place) return null;
  if (place.k === 0) return { part: 'slab' };
  const end = endsNow(c, turns).find((e) => e.now === place.side);
  return end ? { part: 'arm', end: end.start } : { part: 'wall' };
}
