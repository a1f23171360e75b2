import { anyoneOn, playerAt } from '../../board/squares';
import { perBoard } from '../../board/same-board';
import { markedPlaces } from '../../board/square-index';
import type { Board } from '../../model/state';
import { changing, type Step } from '../../rules/context';
import { remember } from '../../model/memory';
import {
  CARTS,
  cartsNow,
  placeOf,
  stationAtCart,
  stationNumbered,
  trackOf,
  type CartNow,
  type Track,
} from './data';

/**
 * After every action, the carts follow their riders, as the moves of `passages` left them: a
 * player in a cart's square has boarded it (DB-CART-1); a rider in another station's cart square
 * has ridden there, and the other cart's rider, who could not or would not get off, is carried
 * as many stations the same way, no farther than the end of the track (DB-CART-6); a rider no
 * longer in his cart has got off, or left the board.
 */
export function followRiders(step: Step): void {
  const { state } = step;
  const track = trackOf(state.board);
  if (track.carts.length === 0) return;
  const before = cartsNow(state);
  // With no rider and nobody in a cart's square, nothing follows: most actions, checked cheaply.
  if (before.every((cart) => cart.rider === null) && !anyoneOn(state, cartPlaces(state.board)))
    return;
  const rides: { cart: string; by: number }[] = [];
  let carts = before.map((cart) => {
    if (cart.rider === null) return cart;
    const rider = state.players.find((p) => p.id === cart.rider);
    const at = rider && rider.box === null ? rider.at : null;
    const now = stationAtCart(track, at);
    if (now?.number === cart.station) return cart;
    if (now) {
      step.events.push({
        type: 'cart-ridden',
        player: cart.rider,
        cart: cart.id,
        from: cart.station,
        to: now.number,
      });
      rides.push({
        cart: cart.id,
        by: placeOf(track, now.number) - placeOf(track, cart.station),
      });
      return { ...cart, station: now.number };
    }
    if (at)
      step.events.push({
        type: 'cart-left',
        player: cart.rider,
        cart: cart.id,
        station: cart.station,
      });
    return { ...cart, rider: null };
  });
  carts = carts.map((cart) => {
    if (cart.rider !== null) return cart;
    const aboard = playerAt(state, stationNumbered(track, cart.station)!.cart);
    if (!aboard) return cart;
    step.events.push({
      type: 'cart-boarded',
      player: aboard.id,
      cart: cart.id,
      station: cart.station,
    });
    return { ...cart, rider: aboard.id };
  });
  for (const ride of rides)
    carts = carts.map((cart) =>
      cart.id === ride.cart || cart.rider === null ? cart : carry(step, track, cart, ride.by),
    );
  if (carts.some((cart, i) => cart !== before[i])) remember(state, CARTS, carts);
}

/**
 * A rider carried `by` stations along the track, as far as its end, with the ball if he holds it
 * (DB-CART-6). Carts never pass one another: the cart that rode went the same way, no farther
 * than this one's station, so that this one never meets it.
 */
function carry(step: Step, track: Track, cart: CartNow, by: number): CartNow {
  const { state } = step;
  const from = placeOf(track, cart.station);
  const to = Math.min(track.stations.length - 1, Math.max(0, from + by));
  if (to === from) return cart;
  const station = track.stations[to]!;
  const rider = changing(step, cart.rider!);
  rider.at = station.cart;
  if (state.ball.carrier === rider.id) state.ball.at = station.cart;
  step.events.push({
    type: 'cart-carried',
    player: rider.id,
    cart: cart.id,
    from: cart.station,
    to: station.number,
  });
  return { ...cart, station: station.number };
}

/** By square place (`markedPlaces`), 1 for the cart square of one of the board's stations. */
const cartPlaces = perBoard((board: Board) =>
  markedPlaces(
    board,
    trackOf(board).stations.map((station) => station.cart),
  ),
);
