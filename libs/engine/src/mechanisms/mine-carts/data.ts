import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { directions, sameSquare } from '../../board/squares';
import type { Board, GameState, Square } from '../../model/state';
import { remembered } from '../../model/memory';

/**
 * A station of the mine-cart track (DB-CART-2): its number, the rail square where a cart stands
 * when it is there, and the squares in front of it from which a player boards (DB-CART-1).
 */
export interface Station {
  readonly number: number;
  readonly cart: Square;
  readonly boarding: readonly Square[];
}

/** The track: its stations in order along it (1, 2, 3, 4), and the carts with their start station. */
export interface Track {
  readonly stations: readonly Station[];
  readonly carts: readonly { readonly id: string; readonly station: number }[];
}

/** Where a cart is now, and who rides in it (one player per cart, DB-CART-3). */
export interface CartNow {
  readonly id: string;
  readonly station: number;
  readonly rider: string | null;
}

export const CARTS = 'mine-carts';

const NO_TRACK: Track = { stations: [], carts: [] };

export const trackOf = (board: Board): Track =>
  (board.mechanisms?.[CARTS] as Track | undefined) ?? NO_TRACK;

/** The carts now, as remembered, or where they start when nothing is remembered yet. */
export const cartsNow = (state: Pick<GameState, 'board' | 'mechanismState'>): readonly CartNow[] =>
  remembered<readonly CartNow[]>(state, CARTS) ??
  trackOf(state.board).carts.map((c) => ({ ...c, rider: null }));

/** A station by its number. */
export const stationNumbered = (track: Track, n: number): Station | undefined =>
  track.stations.find((s) => s.number === n);

/** The station whose cart square a square is, if any. */
export const stationAtCart = (track: Track, q: Square | null): Station | undefined =>
  track.stations.find((s) => sameSquare(s.cart, q));

/** A station's place along the track: 0 for the first. */
export const placeOf = (track: Track, n: number): number =>
  track.stations.findIndex((s) => s.number === n);

/**
 * The rail square where a cart stands at a station: the map's cart that starts there, else the
 * rail square next to the station's square, one beside it before one across a corner.
 */
function cartSquare(map: DungeonMap, station: Square, number: number): Square | undefined {
  const started = (map.features ?? []).find(
    (f) => f.kind === 'mine-cart' && f.station === number && f.floor === station.floor,
  );
  if (started) return { floor: started.floor, x: started.x, y: started.y };
  const rails = [...directions]
    .sort(([ax, ay], [bx, by]) => Math.abs(ax * ay) - Math.abs(bx * by))
    .map(([dx, dy]) => ({ floor: station.floor, x: station.x + dx, y: station.y + dy }))
    .filter((q) => terrainAtMap(map, q) === 'p');
  return rails[0];
}

const terrainAtMap = (map: DungeonMap, q: Square): string | undefined =>
  q.x < 0 || q.x >= map.width ? undefined : map.floors[q.floor]?.rows[q.y]?.charAt(q.x);

/**
 * The map's mine-cart track: its stations in number order, each with its cart square, and its
 * carts; undefined when the map has no station with a cart square.
 */
export function trackFromMap(map: DungeonMap): Track | undefined {
  const features = map.features ?? [];
  const stations = features
    .flatMap((f) => {
      if (f.kind !== 'cart-station') return [];
      const cart = cartSquare(map, { floor: f.floor, x: f.x, y: f.y }, f.number);
      if (!cart) return [];
      const boarding = f.boarding.map(({ x, y }) => ({ floor: f.floor, x, y }));
      return [{ number: f.number, cart, boarding }];
    })
    .sort((a, b) => a.number - b.number);
  if (stations.length === 0) return undefined;
  const carts = features.flatMap((f) =>
    f.kind === 'mine-cart' && stations.some((s) => s.number === f.station)
      ? [{ id: f.id, station: f.station }]
      : [],
  );
  return { stations, carts };
}
