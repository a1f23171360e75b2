import { capitalise, pieceName } from '@dungeonbowl/dungeon-schema';
import type { GameState } from '../../model/state';
import type { Step } from '../../rules/context';
import type { Mechanism, MechanismMark, Passage, Place } from '../mechanism';
import { allCabins, cabins, liftsFromMap, liftsOf, ROTATING_LIFT, type RotatingLift } from './data';
import { emptyTheLifts } from './machinery';

export type { RotatingLift } from './data';

const NO_RUSH =
  'A player may Rush to get out of the rotating lift, never to go up or down in it (DB-ROTLIFT-10).';

/**
 * The rides: from a cabin of the side going up to the same square on the next floor served, and
 * from one of the side going down to the floor below, for the 1 square of the cabin arrived in
 * (DB-ROTLIFT-3), which Rushes may not pay (DB-ROTLIFT-10).
 */
function passages(board: GameState['board']): Passage[] {
  const ride = (lift: RotatingLift, i: number): Passage[] => {
    const lower = lift.floors[i]!;
    const upper = lift.floors[i + 1]!;
    const way = { cost: 0, via: 'rotating lift', noRush: NO_RUSH };
    return [
      ...cabins(lift, 'up', lower).map((from, k) => ({
        ...way,
        from,
        to: cabins(lift, 'up', upper)[k]!,
      })),
      ...cabins(lift, 'down', upper).map((from, k) => ({
        ...way,
        from,
        to: cabins(lift, 'down', lower)[k]!,
      })),
    ];
  };
  return liftsOf(board).flatMap((lift) => lift.floors.slice(1).flatMap((_, i) => ride(lift, i)));
}

/** Its cabins: entered for 1 square (DB-ROTLIFT-3), never stayed in (DB-ROTLIFT-6). */
const places = (board: GameState['board']): Place[] =>
  liftsOf(board).flatMap((lift) =>
    allCabins(lift).map((at) => ({ at, properties: { moveCost: 1, noStay: true } })),
  );

/** Which side of each lift goes up and which goes down (DB-ROTLIFT-1). */
function shown(state: Pick<GameState, 'board' | 'mechanismState'>): MechanismMark[] {
  return liftsOf(state.board).flatMap((lift) =>
    (['up', 'down'] as const).map((side) => ({
      kind: ROTATING_LIFT,
      squares: lift.floors.flatMap((floor) => cabins(lift, side, floor)),
      state: side,
      label: `${capitalise(pieceName('rotating lift', lift.id))}: the side at ${lift[side].map(({ x, y }) => `(${x}, ${y})`).join(', ')} goes ${side}; nobody may stay in it.`,
    })),
  );
}

/**
 * The Valdemor rotating lift (DB-ROTLIFT), worked by trolls: one side always going up, the other
 * always down. A player steps into a cabin for 1 square, rides 1 square a floor in its side's
 * direction, his MA only, and steps out onto a square next to it for 1, Rushing if he must
 * (DB-ROTLIFT-3, DB-ROTLIFT-10); he may block from it (DB-ROTLIFT-4), or step into the other
 * side's cabin next to his, as into any square. Whoever is in it when his activation is over, or is pushed or falls
 * into it, is carried into the machinery (`machinery.ts`, DB-ROTLIFT-5, DB-ROTLIFT-6, DB-ROTLIFT-7,
 * DB-ROTLIFT-8). It remembers nothing.
 */
export const rotatingLift: Mechanism = {
  kind: ROTATING_LIFT,
  fromMap: liftsFromMap,
  places,
  passages,
  afterAction: (step: Step) => {
    const { state } = step;
    if (state.pending.length > 0 || state.result !== null) return;
    emptyTheLifts(step, state.turn.activation?.player ?? null);
    if (state.turn.turnover !== null) step.settle?.(step);
  },
  endOfTurn: (step) => emptyTheLifts(step, null),
  shown,
};
