import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../../bots';
import { createRng } from '../../dice/rng';
import { view } from '../../view';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import { movePlan } from '../../plan/move-plan';
import type { GameState, Square } from '../../model/state';
import { board, named, play } from '../../testing/fixture';
import { mechanismData } from '../registry';
import type { CartNow, Track } from './data';

const at = (x: number, y: number, floor = 0): Square => ({ floor, x, y });

/** Station n's cart stands on the rails at (3n − 2, 0); its boarding squares are the three below. */
const station = (n: number) => {
  const x = 3 * n - 2;
  return { number: n, cart: at(x, 0), boarding: [at(x - 1, 1), at(x, 1), at(x + 1, 1)] };
};
const track: Track = {
  stations: [1, 2, 3, 4].map(station),
  carts: [
    { id: 'A', station: 1 },
    { id: 'B', station: 3 },
  ],
};
const cartAt = (n: number) => station(n).cart;

/** A row of rails with four stations below it, cart A at `a` and cart B at `b`. */
const mine = (a = 1, b = 3, riders: { A?: string; B?: string } = {}) =>
  board(['ppppppppppppp', '.............', '.............', '.............'])
    .mechanism('mine-carts', track)
    .remembering('mine-carts', [
      { id: 'A', station: a, rider: riders.A ?? null },
      { id: 'B', station: b, rider: riders.B ?? null },
    ] satisfies CartNow[]);

const moving = (state: GameState, who = '0-1') =>
  play(state, { type: 'activate', player: who, action: 'move' }).state;

const movesOf = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));

const go = (state: GameState, ...squares: Square[]) =>
  play(state, ...squares.map((to) => ({ type: 'move', to }) as const));

const carts = (state: GameState) => state.mechanismState?.['mine-carts'] as CartNow[];

describe('the mine carts', () => {
  it('DB-CART-2: the Pyramid of Death has stations 1 to 4 on the ground and first floors, carts at 1 and 3', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const kept = mechanismData(pyramid)?.['mine-carts'] as Track;
    expect(kept.stations.map((s) => [s.number, s.cart])).toEqual([
      [1, at(47, 19, 0)],
      [2, at(11, 31, 1)],
      [3, at(8, 20, 0)],
      [4, at(44, 8, 1)],
    ]);
    expect(kept.carts).toEqual([
      { id: 'cart-1', station: 1 },
      { id: 'cart-2', station: 3 },
    ]);
  });

  it('DB-CART-1: a player boards the cart from the three squares in front of its station, for 1', () => {
    const start = moving(mine().player('p', 1, 1).build());
    expect(movesOf(start)).toContainEqual(cartAt(1));
    const { state, events } = go(start, cartAt(1));
    expect(named(state, 'p').at).toEqual(cartAt(1));
    expect(state.turn.activation?.spent).toBe(1);
    expect(events).toContainEqual({ type: 'cart-boarded', player: '0-1', cart: 'A', station: 1 });
    expect(carts(state)[0]).toEqual({ id: 'A', station: 1, rider: '0-1' });
  });

  it('DB-CART-1: nobody boards where no cart stands, nor from a square that is not in front of the station', () => {
    expect(movesOf(moving(mine().player('p', 4, 1).build()))).not.toContainEqual(cartAt(2));
    expect(movesOf(moving(mine(2).player('p', 2, 1).build()))).not.toContainEqual(cartAt(2));
    expect(movesOf(moving(mine(2).player('p', 3, 1).build()))).toContainEqual(cartAt(2));
  });

  it('DB-CART-3: two squares, the 3rd point boards at station 2, the 4th and 5th reach station 4, the 6th gets off, and he may go on', () => {
    const start = moving(mine(2, 1).player('p', 4, 3).build());
    const { state, events } = go(start, at(4, 2), at(4, 1), cartAt(2), cartAt(4), at(10, 1));
    expect(events).toContainEqual({
      type: 'cart-ridden',
      player: '0-1',
      cart: 'A',
      from: 2,
      to: 4,
    });
    expect(events).toContainEqual({ type: 'cart-left', player: '0-1', cart: 'A', station: 4 });
    expect(named(state, 'p').at).toEqual(at(10, 1));
    expect(state.turn.activation).toMatchObject({ spent: 6, rushes: 0 });
    expect(carts(state)[0]).toEqual({ id: 'A', station: 4, rider: null });
    expect(movesOf(state)).toContainEqual(at(10, 2)); // by Rushing
  });

  it('DB-CART-3: the carts share one track: a cart never rides to or past the other', () => {
    const state = go(moving(mine(1, 3).player('p', 1, 1).build()), cartAt(1)).state;
    expect(movesOf(state)).toContainEqual(cartAt(2));
    expect(movesOf(state)).not.toContainEqual(cartAt(3));
    expect(movesOf(state)).not.toContainEqual(cartAt(4));
  });

  it('DB-CART-5: a player cannot Rush to gain stations', () => {
    // MA 3: a square, boarding, one point left: one station, not two.
    const state = go(
      moving(mine(2, 1).player('p', 4, 2, { ma: 3 }).build()),
      at(4, 1),
      cartAt(2),
    ).state;
    expect(movesOf(state)).toContainEqual(cartAt(3));
    expect(movesOf(state)).not.toContainEqual(cartAt(4));
    const refused = apply(state, { type: 'move', to: cartAt(4) });
    expect('error' in refused && refused.error).toMatch(/DB-CART-5/);
  });

  it('DB-CART-4: with his last point of movement spent on the ride he gets off for free', () => {
    // MA 3: a square, boarding, one station; getting off rolls nothing (no dice given).
    const start = moving(mine(2, 1).player('p', 4, 2, { ma: 3 }).build());
    const { state } = go(start, at(4, 1), cartAt(2), cartAt(3), at(7, 1));
    expect(named(state, 'p').at).toEqual(at(7, 1));
    expect(state.turn.activation).toMatchObject({ spent: 3, rushes: 0 });
  });

  it('DB-CART-4: boarding with the last point of movement, not Rushing, he may still get off for free', () => {
    const start = moving(mine(2, 1).player('p', 4, 1, { ma: 1 }).build());
    const aboard = go(start, cartAt(2)).state;
    expect(movesOf(aboard)).not.toContainEqual(cartAt(3)); // DB-CART-5
    const { state } = go(aboard, at(5, 1));
    expect(state.turn.activation).toMatchObject({ spent: 1, rushes: 0 });
  });

  it('DB-CART-4: a player who boarded by Rushing has no free square: getting off is another Rush, or he stays', () => {
    // MA 1: a square, then boarding is a Rush (2: made).
    const start = moving(mine(2, 1).player('p', 4, 2, { ma: 1 }).withDice([2, 2]).build());
    const aboard = go(start, at(4, 1), cartAt(2)).state;
    expect(aboard.turn.activation).toMatchObject({ rushes: 1 });
    expect(movesOf(aboard)).not.toContainEqual(cartAt(3)); // DB-CART-5
    const off = go(aboard, at(5, 1));
    expect(off.events).toContainEqual(expect.objectContaining({ type: 'test', test: 'rush' }));
    expect(off.state.turn.activation).toMatchObject({ rushes: 2 });
    const stays = play(aboard, { type: 'end-activation' }).state;
    expect(carts(stays)[0]).toEqual({ id: 'A', station: 2, rider: '0-1' });
    expect(named(stays, 'p').at).toEqual(cartAt(2));
  });

  it('DB-CART-6: a player who stayed in a cart rides along, the ball with him, as far as the other cart rides', () => {
    const start = mine(1, 3, { A: '1-1' })
      .player('p', 7, 2)
      .player('stuck', 1, 0, { team: 1 })
      .ballHeldBy('stuck')
      .build();
    const { state, events } = go(moving(start), at(7, 1), cartAt(3), cartAt(4));
    expect(events).toContainEqual({
      type: 'cart-carried',
      player: '1-1',
      cart: 'A',
      from: 1,
      to: 2,
    });
    expect(named(state, 'stuck').at).toEqual(cartAt(2));
    expect(state.ball).toEqual({ at: cartAt(2), carrier: '1-1' });
    expect(carts(state)).toEqual([
      { id: 'A', station: 2, rider: '1-1' },
      { id: 'B', station: 4, rider: '0-1' },
    ]);
  });

  it('DB-CART-6: carried along, he stops at the end of the track', () => {
    const start = mine(1, 4, { B: '1-1' })
      .player('p', 1, 2)
      .player('stuck', 10, 0, { team: 1 })
      .build();
    const { state, events } = go(moving(start), at(1, 1), cartAt(1), cartAt(3));
    expect(events.some((e) => e.type === 'cart-carried')).toBe(false);
    expect(named(state, 'stuck').at).toEqual(cartAt(4));
    expect(carts(state)[1]).toEqual({ id: 'B', station: 4, rider: '1-1' });
  });

  it('DB-CART-6: in his next activation he gets off normally', () => {
    const start = mine(2, 4, { A: '0-1' }).player('stuck', 4, 0).build();
    const { state, events } = go(moving(start), at(3, 1));
    expect(events).toContainEqual({ type: 'cart-left', player: '0-1', cart: 'A', station: 2 });
    expect(state.turn.activation).toMatchObject({ spent: 1, rushes: 0 });
  });

  it('DB-CART-7: a player in a cart cannot be blocked, blitzed or fouled, and marks nobody', () => {
    const start = mine(2, 4, { A: '1-1' })
      .player('a', 4, 1)
      .player('rider', 4, 0, { team: 1 })
      .build();
    const block = play(start, { type: 'activate', player: '0-1', action: 'block' }).state;
    expect(legalActions(block).some((a) => a.type === 'block')).toBe(false);
    const blitz = play(start, { type: 'activate', player: '0-1', action: 'blitz' }).state;
    expect(legalActions(blitz).some((a) => a.type === 'block')).toBe(false);
    // Leaving the square next to him needs no Dodge: no dice are given.
    expect(named(go(moving(start), at(4, 2)).state, 'a').at).toEqual(at(4, 2));
    const prone = mine(2, 4, { A: '1-1' })
      .player('a', 4, 1)
      .player('rider', 4, 0, { team: 1, stance: 'prone' })
      .build();
    const foul = play(prone, { type: 'activate', player: '0-1', action: 'foul' });
    expect(legalActions(foul.state).some((a) => a.type === 'foul')).toBe(false);
  });

  it('DB-CART-8: a player pushed onto a cart or the rails stays in place as against a wall, with an Armour roll', () => {
    // Push (3) north: the cart at (4, 0) and the rails beside it; Armour 1 + 1.
    const start = mine(2, 4)
      .player('a', 4, 2)
      .player('d', 4, 1, { team: 1 })
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(named(state, 'd').at).toEqual(at(4, 1));
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', player: '1-1' }));
  });

  it('DB-CART-9: a ball bouncing onto the rails is lost, reappears on a random teleporter and bounces', () => {
    // Pick-up fails (1); bounce north (2) onto the rails; teleporter 1 (1), bounce west (4).
    const start = mine(1, 3)
      .player('p', 4, 2)
      .ballOn(4, 1)
      .teleporter(1, 12, 3)
      .withDice([1, 2, 1, 4])
      .build();
    const { state, events } = go(moving(start), at(4, 1));
    expect(events).toContainEqual({ type: 'ball-reappeared', rolled: 1, at: at(12, 3) });
    expect(state.ball).toEqual({ at: at(11, 3), carrier: null });
  });

  it('DB-CART-9: a pass that scatters into a cart is lost, its rider catches nothing', () => {
    // Pass 2 (Inaccurate); scatters north (2), south (7), north (2) into the cart at (4, 0);
    // teleporter 1 (1), bounce west (4).
    const start = mine(2, 4, { A: '0-2' })
      .player('thrower', 4, 3)
      .player('rider', 4, 0)
      .ballHeldBy('thrower')
      .teleporter(1, 12, 3)
      .withDice([2, 2, 7, 2, 1, 4])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 1) },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pass-thrown', quality: 'inaccurate', landing: cartAt(2) }),
    );
    expect(events).toContainEqual({ type: 'ball-reappeared', rolled: 1, at: at(12, 3) });
    expect(state.ball).toEqual({ at: at(11, 3), carrier: null });
  });

  it('DB-CART-10: no pass is aimed at a cart; the empty rails may be aimed at', () => {
    const start = mine(2, 4, { A: '0-2' })
      .player('thrower', 4, 3)
      .player('rider', 4, 0)
      .ballHeldBy('thrower')
      .build();
    const passing = play(start, { type: 'activate', player: '0-1', action: 'pass' }).state;
    const targets = legalActions(passing).flatMap((a) => (a.type === 'pass' ? [a.target] : []));
    expect(targets).not.toContainEqual(cartAt(2));
    expect(targets).toContainEqual(at(3, 0));
  });

  it('DB-CART-7: a rider passes out of his cart as from any square: nothing parts his pass', () => {
    // Pass 6 (Accurate), catch 6.
    const start = mine(2, 4, { A: '0-1' })
      .player('rider', 4, 0)
      .player('catcher', 4, 3)
      .ballHeldBy('rider')
      .withDice([6, 6])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 3) },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'pass', modifier: 0, success: true }),
    );
    expect(state.ball).toEqual({ at: at(4, 3), carrier: '0-2' });
  });

  describe('in the move plan', () => {
    const plan = (state: GameState) => movePlan(view(state, 0).state, '0-1').squares;
    const planned = (state: GameState, to: Square) =>
      plan(state).find(
        (s) => s.square.floor === to.floor && s.square.x === to.x && s.square.y === to.y,
      );

    it('DB-CART-3: the plan boards, rides and gets off, as apply does', () => {
      const start = moving(mine(2, 1).player('p', 4, 3).build());
      const off = planned(start, at(10, 1))!;
      expect(off.path).toHaveLength(5);
      expect(off.path.slice(2)).toEqual([cartAt(2), cartAt(4), at(10, 1)]);
      expect(off.movementLeft).toEqual({ ma: 0, rushes: 2 });
    });

    it('DB-CART-4, DB-CART-5: the plan never Rushes a station, and gets off free with no movement left', () => {
      const short = moving(mine(2, 1).player('p', 4, 2, { ma: 3 }).build());
      expect(planned(short, cartAt(4))).toBeUndefined();
      const start = moving(mine(2, 1).player('p', 4, 2, { ma: 4 }).build());
      const off = planned(start, at(10, 1))!;
      expect(off.path.slice(1)).toEqual([cartAt(2), cartAt(4), at(10, 1)]);
      expect(off.steps.flatMap((s) => s.rolls)).toEqual([]);
      expect(off.movementLeft).toEqual({ ma: 0, rushes: 2 });
    });
  });

  it('DB-CART-3, DB-CART-4: the heuristic bot rides a cart to a loose ball and takes the free square off it', () => {
    // MA 3 from (4, 2): walking to the ball at (9, 2) takes 5 squares, the cart 4 with no Rush.
    let state = moving(mine(2, 1).player('p', 4, 2, { ma: 3 }).ballOn(9, 2).withDice([6]).build());
    let rng = createRng('carts');
    const taken = [];
    while (state.turn.activation && taken.length < 10) {
      const choice = heuristicAgent.choose(view(state, 0), rng);
      rng = choice.rng;
      taken.push(choice.action);
      state = play(state, choice.action).state;
    }
    const moves = taken.flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves.slice(1, 3)).toEqual([cartAt(2), cartAt(3)]);
    expect(moves[3]).toEqual(at(8, 1));
    expect(named(state, 'p').at).toEqual(at(9, 2));
  });
});
