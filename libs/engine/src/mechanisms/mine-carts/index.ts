import { capitalise, pieceName } from '@dungeonbowl/dungeon-schema';
import type { Board, GameState, Square } from '../../model/state';
import { ballLost } from '../../rules/ball';
import type { Mechanism, MechanismMark, Passage } from '../mechanism';
import { remember } from '../../model/memory';
import {
  CARTS,
  cartsNow,
  placeOf,
  stationAtCart,
  trackFromMap,
  trackOf,
  type Station,
} from './data';
import { followRiders } from './ride';

export type { Station, Track } from './data';

const VIA = 'mine-cart';

/**
 * The ways of the carts, whichever station a cart stands at (`stepRefusal` asks that): boarding
 * from a square in front of a station, 1 (DB-CART-1); riding from one station's cart square to
 * another's, 1 a station along the track and never Rushed (DB-CART-3, DB-CART-5); getting off
 * onto a square in front of the station, 1, free with no movement left unless he has Rushed
 * (DB-CART-3, DB-CART-4).
 */
function passages(board: Board): Passage[] {
  const { stations } = trackOf(board);
  return stations.flatMap((station, i): Passage[] => [
    ...station.boarding.flatMap((square): Passage[] => [
      { from: square, to: station.cart, cost: 1, via: VIA, aboard: true },
      { from: station.cart, to: square, cost: 0, via: VIA, freeWhenSpent: true },
    ]),
    ...stations.flatMap((other, j): Passage[] =>
      j === i
        ? []
        : [
            {
              from: station.cart,
              to: other.cart,
              cost: Math.abs(i - j),
              via: VIA,
              aboard: true,
              noRush: 'No Rush may pay for the stations of a mine-cart ride (DB-CART-5).',
            },
          ],
    ),
  ]);
}

type Pitch = Pick<GameState, 'board' | 'mechanismState'>;

/** The station where a cart stands now, if a square is its cart square. */
function cartHere(state: Pitch, q: Square): { station: Station; rider: string | null } | null {
  const station = stationAtCart(trackOf(state.board), q);
  const cart = station && cartsNow(state).find((c) => c.station === station.number);
  return station && cart ? { station, rider: cart.rider } : null;
}

/**
 * Into a cart's square only where a cart stands (DB-CART-1); along the track no farther than the
 * station before the other cart's: one track, and carts never pass one another (reading).
 */
function stepRefusal(state: Pitch, from: Square, to: Square): string | null {
  const track = trackOf(state.board);
  const into = stationAtCart(track, to);
  if (!into) return null;
  const carts = cartsNow(state);
  const ride = stationAtCart(track, from);
  if (!ride)
    return carts.some((c) => c.station === into.number)
      ? null
      : `No mine cart stands at station ${into.number} (DB-CART-1).`;
  const [a, b] = [placeOf(track, ride.number), placeOf(track, into.number)];
  const blocking = carts.find((c) => {
    const place = placeOf(track, c.station);
    return c.station !== ride.number && place >= Math.min(a, b) && place <= Math.max(a, b);
  });
  return blocking
    ? `The other mine cart stands at station ${blocking.station}: the carts share one track (DB-CART-3).`
    : null;
}

/**
 * Nobody reaches a player in a cart: he marks nobody and nobody blocks, blitzes or fouls him
 * (DB-CART-7), as if a wall stood between his cart and its neighbours.
 */
function barrier(state: Pitch, a: Square, b: Square): string | null {
  const riders = trackOf(state.board).stations.length > 0 && cartsNow(state).some((c) => c.rider);
  if (!riders) return null;
  const aboard = cartHere(state, a)?.rider ?? cartHere(state, b)?.rider;
  return aboard
    ? 'A player in a mine cart cannot be blocked, blitzed or fouled, and marks nobody (DB-CART-7).'
    : null;
}

/** Where each cart stands, and whether someone rides in it, for the screens. */
function shown(state: Pitch): MechanismMark[] {
  const track = trackOf(state.board);
  return cartsNow(state).flatMap((cart) => {
    const station = track.stations.find((s) => s.number === cart.station);
    if (!station) return [];
    const aboard = cart.rider ? ', a player aboard' : '';
    return [
      {
        kind: CARTS,
        squares: [station.cart],
        state: 'cart',
        label: `${capitalise(pieceName('mine cart', cart.id))} stands at station ${cart.station}${aboard}.`,
      },
    ];
  });
}

/**
 * The Pyramid's mine carts (DB-CART): one track through stations 1 to 4, on two floors, and a
 * cart at two of them. A `move` boards the cart where it stands, rides it along the track, and
 * gets off (`passages`); its rider marks nobody and nobody reaches him (DB-CART-7); the rails,
 * `p`, stop a push as a wall (DB-CART-8) and lose the ball to a random teleporter (DB-CART-9); no
 * pass is aimed at a cart (DB-CART-10). Where the carts stand and who rides them is remembered.
 */
export const mineCarts: Mechanism = {
  kind: CARTS,
  terrain: { p: { moveCost: null, ballLost: true } },
  fromMap: trackFromMap,
  passages,
  onBall: (step) => ballLost(step),
  barrier,
  barrierFliesOver: true,
  stepRefusal,
  guards: (board) => trackOf(board).stations.map((s) => s.cart),
  passRefusal: (state, to) =>
    cartHere(state, to) ? 'No pass may be aimed at a mine cart (DB-CART-10).' : null,
  startOfMatch: (step) => {
    if (trackOf(step.state.board).carts.length > 0)
      remember(step.state, CARTS, cartsNow(step.state));
  },
  afterAction: followRiders,
  shown,
};
