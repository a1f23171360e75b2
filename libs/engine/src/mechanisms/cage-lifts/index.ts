import { pieceName } from '@dungeonbowl/dungeon-schema';
import { adjacent, distance } from '../../board/squares';
import type { Board, GameState, Square } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark, Passage, Place } from '../mechanism';
import { remember, remembered } from '../../model/memory';
import {
  bottomOf,
  cabinFloor,
  frontOf,
  KIND,
  liftAt,
  liftsFromMap,
  liftsOf,
  shaftOn,
  type CabinFloors,
  type CageLift,
} from './data';
import { ballIntoShaft, crush, fallIntoShaft } from './shaft';

export type { CageLift } from './data';

const VIA = 'cage';

/**
 * Its shaft, on every floor it serves: a square a player stands on, the cabin's or, under the
 * cabin, the bottom of the shaft; above the bottom a hazardous zone (DB-LIFT-9, DB-HAZ-3), whose
 * neighbours are precarious, open where the cabin is not (`openNow`).
 */
const places = (board: Board): Place[] =>
  liftsOf(board).flatMap((lift) =>
    lift.floors.flatMap((floor) =>
      shaftOn(lift, floor).map((at) => ({
        at,
        properties: { moveCost: 1, ...(floor !== bottomOf(lift) && { hazard: true }) },
      })),
    ),
  );

/**
 * The ways with the cabin (DB-LIFT-3, DB-LIFT-4), all `via: 'cage'`. A step in from a square in
 * front of it (1, the cabin's square); a ride from the cabin on one floor to the cabin on another,
 * 1 a floor, the cabin's square counted as the last floor (so the way itself costs one less); a
 * ride and the step out onto a square in front of it on the floor arrived at, 1 a floor plus that
 * square. Rides carry him before their rolls (`carried`, DB-LIFT-7). Squares in front of it past
 * a wall corner, which are not its neighbours, are ways in and out for that square's cost alone.
 */
function passages(board: Board): Passage[] {
  return liftsOf(board).flatMap((lift) =>
    lift.floors.flatMap((floor) =>
      shaftOn(lift, floor).flatMap((cabin) => {
        const ways: Passage[] = [];
        for (const front of frontOf(board, lift, floor))
          if (distance(front, cabin) === 1 && !adjacent(board, front, cabin))
            ways.push(
              { from: front, to: cabin, cost: 0, via: VIA },
              { from: cabin, to: front, cost: 0, via: VIA },
            );
        for (const to of lift.floors) {
          if (to === floor) continue;
          const floors = Math.abs(to - floor);
          ways.push({
            from: cabin,
            to: { ...cabin, floor: to },
            cost: floors - 1,
            via: VIA,
            carried: true,
          });
          for (const front of frontOf(board, lift, to))
            if (distance(front, { ...cabin, floor: to }) === 1)
              ways.push({ from: cabin, to: front, cost: floors, via: VIA, carried: true });
        }
        return ways;
      }),
    ),
  );
}

type Pitch = Pick<GameState, 'board' | 'mechanismState'>;

const ordinal = (floor: number) =>
  floor === 0
    ? 'ground floor'
    : floor === 1
      ? 'first floor'
      : floor === 2
        ? 'second floor'
        : `floor ${floor}`;

/**
 * Only the cabin is entered, where it is: it stays where it was left and cannot be called
 * (DB-LIFT-5, DB-LIFT-6); only the player in it rides it, from its floor. That it holds one player
 * (DB-LIFT-3) is its square's: nobody enters a square taken (BB-MOVE-1).
 */
function stepRefusal(state: Pitch, from: Square, to: Square): string | null {
  if (liftsOf(state.board).length === 0) return null;
  const into = liftAt(state.board, to);
  const outOf = liftAt(state.board, from);
  if (outOf && from.floor !== to.floor && from.floor !== cabinFloor(state, outOf))
    return `The cabin of ${pieceName('elevator', outOf.id)} is on the ${ordinal(cabinFloor(state, outOf))}: only its rider makes it move (DB-LIFT-5).`;
  if (!into || into === outOf) return null;
  const cabin = cabinFloor(state, into);
  if (to.floor !== cabin)
    return `The cabin of ${pieceName('elevator', into.id)} is on the ${ordinal(cabin)}; it stays where it was left and cannot be called (DB-LIFT-5, DB-LIFT-6).`;
  return null;
}

/** A shaft square above the bottom is open where the cabin is not (DB-LIFT-9). */
const openNow = (state: Pitch, q: Square): boolean => {
  const lift = liftAt(state.board, q);
  return !!lift && q.floor !== bottomOf(lift) && q.floor !== cabinFloor(state, lift);
};

const floorsNow = (state: Pitch): CabinFloors => remembered<CabinFloors>(state, KIND) ?? {};

/**
 * After every action, a cabin someone rode is on the floor he rode it to (DB-LIFT-5), read from his
 * `moved` event; coming down to the bottom it crushes whoever is there (DB-LIFT-9).
 */
function afterAction(step: Step): void {
  const { state } = step;
  for (const e of [...step.events]) {
    if (e.type !== 'moved' || e.via !== VIA || e.from.floor === e.to.floor) continue;
    const lift = liftAt(state.board, e.from);
    if (!lift || cabinFloor(state, lift) === e.to.floor) continue;
    const from = cabinFloor(state, lift);
    remember(state, KIND, { ...floorsNow(state), [lift.id]: e.to.floor });
    step.events.push({ type: 'cage-moved', id: lift.id, from, to: e.to.floor });
    if (e.to.floor === bottomOf(lift))
      for (const q of shaftOn(lift, e.to.floor)) crush(step, lift, q, e.player);
  }
}

/** Each cabin on its floor, for the screens. */
const shown = (state: Pitch): MechanismMark[] =>
  liftsOf(state.board).map((lift: CageLift) => {
    const floor = cabinFloor(state, lift);
    return {
      kind: KIND,
      squares: shaftOn(lift, floor),
      state: 'cabin',
      label: `The cabin of ${pieceName('elevator', lift.id)} is on the ${ordinal(floor)}.`,
    };
  });

/**
 * The Pyramid's cage elevators (DB-LIFT): a cabin in a shaft through the floors it serves, on its
 * start floor at first (DB-LIFT-2), then wherever its last rider left it (DB-LIFT-5); a player
 * steps in from a square in front of it (DB-LIFT-4), rides it 1 movement point a floor, alone
 * (DB-LIFT-3), Rushes allowed, and steps out; a failed Rush still takes him there, where he Falls
 * Over (DB-LIFT-7). Pushed in, he moves nothing (DB-LIFT-8). The shaft where the cabin is not is a
 * hazard above the bottom: a fall onto the cabin or to the bottom; at the bottom nothing happens
 * until the cabin comes down and crushes him (DB-LIFT-9).
 */
export const cageLifts: Mechanism = {
  kind: KIND,
  fromMap: liftsFromMap,
  places,
  passages,
  stepRefusal,
  guards: (board) =>
    liftsOf(board).flatMap((lift) => lift.floors.flatMap((floor) => shaftOn(lift, floor))),
  openNow,
  onFall: fallIntoShaft,
  onBall: ballIntoShaft,
  startOfMatch: (step) => {
    const lifts = liftsOf(step.state.board);
    if (lifts.length > 0)
      remember(step.state, KIND, Object.fromEntries(lifts.map((l) => [l.id, l.startFloor])));
  },
  afterAction,
  shown,
};
