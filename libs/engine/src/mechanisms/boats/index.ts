import { capitalise, pieceName } from '@dungeonbowl/dungeon-schema';
import { adjacent } from '../../board/squares';
import type { GameState, Square } from '../../model/state';
import type { Mechanism, MechanismMark } from '../mechanism';
import { remember } from '../../model/memory';
import { inWater, onJetty } from '../water';
import { oarStrike, oarStrikes } from './oar-strike';
import {
  boatOf,
  boatsNow,
  boatWithBow,
  boatWithRear,
  bowOf,
  fromMap,
  isBigGuy,
  KIND,
  startingPlaces,
} from './places';
import { row, rowings } from './rowing';

export type { BoatPlace, BoatsData } from './places';

/** Whether a square is one of a boat's two squares. */
const inBoat = (state: Pick<GameState, 'board' | 'mechanismState'>, q: Square): boolean =>
  !!boatWithRear(state, q) || !!boatWithBow(state, q);

/** Each boat's two squares, its rear first, for the screens. */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  return boatsNow(state).map((boat) => ({
    kind: KIND,
    squares: [boat.at, bowOf(boat)],
    state: 'boat',
    label: `${capitalise(pieceName('boat', boat.id))}: its rower's square (${boat.at.x}, ${boat.at.y}), its bow to the ${boat.facing}.`,
  }));
}

/**
 * The Pyramid's boats (DB-BOAT-1): two squares of deep water each, whose player stands on the
 * rear one (DB-BOAT-2); one person at most, never a big guy (DB-BOAT-3). Where each is and which
 * way it points is remembered, as rowing moves it (DB-BOAT-4). Boarding and leaving cost what
 * DB-BOAT-5 and DB-BOAT-6 say; the bow is never entered, by a step, a jump, a push or a throw, and
 * nobody jumps into or out of a boat (interpretation). The water under it gives the −1 to ball
 * handling (DB-BOAT-7) and the block with no follow-up (DB-BOAT-11); the player in it exerts no
 * tackle zone and assists no block (DB-BOAT-12), blocks only into the other boat or onto a jetty
 * (DB-BOAT-9), or strikes with his oar (DB-BOAT-13). Pushed, he leaves the boat for the push
 * square like any player, and the boat stays (a boat is never pushed). Armour and Injury rolls are
 * normal (DB-BOAT-10); the boat block-result table of DB-BOAT-14 is missing from the source, so
 * the block dice are read as anywhere.
 */
export const boats: Mechanism = {
  kind: KIND,
  fromMap,
  startOfMatch: (step) => {
    const places = startingPlaces(step.state.board);
    if (places.length > 0) remember(step.state, KIND, places);
  },
  stepCostNow: (state, from, to) => {
    if (startingPlaces(state.board).length === 0) return null;
    const leaving = boatWithRear(state, from);
    const boarding = boatWithRear(state, to);
    if (!leaving && !boarding) return null;
    if (leaving && boarding) return 2; // into the other boat (DB-BOAT-5, DB-BOAT-6)
    if (boarding) return inWater(state.board, from) ? 2 : 1; // DB-BOAT-5
    return 1; // into the water (DB-WATER-2), onto a jetty or the floor (DB-BOAT-6)
  },
  stepRefusal: (state, from, to) => {
    const bow = boatWithBow(state, to);
    if (bow)
      return `The bow of ${pieceName('boat', bow.id)}: nobody stands there; a player boards a boat by its rear square (DB-BOAT-2).`;
    if (!adjacent(state.board, from, to) && (inBoat(state, from) || inBoat(state, to)))
      return 'Nobody jumps into or out of a boat: a player boards and leaves it a square at a time (DB-BOAT-5, DB-BOAT-6).';
    return null;
  },
  // A boat is only ever on deep water (DB-BOAT-1, rowing keeps it there), or where it starts.
  guards: (board) => {
    const start = startingPlaces(board);
    if (start.length === 0) return [];
    const squares = start.flatMap((b) => [b.at, bowOf(b)]);
    board.floors.forEach((rows, floor) =>
      rows.forEach((row, y) => {
        for (let x = 0; x < row.length; x++)
          if (inWater(board, { floor, x, y })) squares.push({ floor, x, y });
      }),
    );
    return squares;
  },
  occupies: inBoat,
  standRefusal: (state, p, at) =>
    boatWithRear(state, at) && isBigGuy(state, p)
      ? `${p.name} is a big guy: too heavy for a boat (DB-BOAT-3, DB-BIG-7).`
      : null,
  unsteady: (state, p) =>
    startingPlaces(state.board).length > 0 && p.stance === 'standing' && !!boatOf(state, p),
  blockRefusal: (state, attacker, target) =>
    boatOf(state, attacker) && !boatOf(state, target) && !onJetty(state.board, target.at!)
      ? 'From a boat, a player blocks only an opponent in the other boat or on a jetty (DB-BOAT-9).'
      : null,
  activationActions: (state) => [...rowings(state), ...oarStrikes(state)],
  act: (step, action) => {
    if (action.type === 'row') row(step, action);
    else if (action.type === 'oar-strike') oarStrike(step, action.target);
  },
  shown,
};
