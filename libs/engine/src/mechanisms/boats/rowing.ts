import { adjacentNow, chestOn, neighbours, playerAt, sameSquare } from '../../board/squares';
import type { Action, Facing } from '../../model/actions';
import type { StepStage } from '../../model/decisions';
import type { GameState, Square } from '../../model/state';
import { bounce } from '../../rules/ball';
import { changing, player, type ReadStep, type Step } from '../../rules/context';
import { continueStep, movingRefusal } from '../../rules/move';
import { movementLeft, rushParts, stepParts } from '../../rules/step-rolls';
import { remember } from '../../model/memory';
import { inWater } from '../water';
import { boatOf, boatsNow, bowOf, KIND, type BoatPlace } from './places';

/** Movement points a square of rowing costs, or a quarter turn (DB-BOAT-4). */
export const ROW_COST = 2;

/** The facings a quarter turn leads to. */
const quarterTurns: Readonly<Record<Facing, readonly Facing[]>> = {
  north: ['east', 'west'],
  south: ['east', 'west'],
  east: ['north', 'south'],
  west: ['north', 'south'],
};

/**
 * Whether a boat may be where `moved` says, coming from `boat`: both its squares deep water, free
 * of players (its rower aside), chests and the other boat, each reached from where it was by a
 * step that no wall corner or closed gate parts (DB-MOVE-1).
 */
function fits(state: GameState, rower: string, boat: BoatPlace, moved: BoatPlace): boolean {
  const from = [boat.at, bowOf(boat)];
  const to = [moved.at, bowOf(moved)];
  const others = boatsNow(state).filter((b) => b.id !== boat.id);
  return to.every((q, i) => {
    if (!inWater(state.board, q) || chestOn(state, q)) return false;
    const there = playerAt(state, q);
    if (there && there.id !== rower) return false;
    if (others.some((b) => sameSquare(b.at, q) || sameSquare(bowOf(b), q))) return false;
    const was = from[i]!;
    return sameSquare(was, q) || adjacentNow(state, was, q);
  });
}

/**
 * Where the player being activated may row his boat now (DB-BOAT-4): one square in any direction,
 * its facing kept, or a quarter turn about his square, for 2 movement points, which Rushes may
 * pay (BB-MOVE-5); Standing, in an action with movement.
 */
export function rowings(state: GameState): Action[] {
  const activation = state.turn.activation;
  if (!activation) return [];
  const p = state.players.find((q) => q.id === activation.player)!;
  const boat = p.stance === 'standing' ? boatOf(state, p) : undefined;
  if (!boat) return [];
  const step: ReadStep = { state, events: [] };
  const { ma, rushes } = movementLeft(step);
  if (ma + rushes < ROW_COST || movingRefusal(step) !== null) return [];
  const places: BoatPlace[] = [
    ...neighbours(state.board, boat.at).map((at) => ({ ...boat, at })),
    ...quarterTurns[boat.facing].map((facing) => ({ ...boat, facing })),
  ];
  return places
    .filter((moved) => fits(state, p.id, boat, moved))
    .map((moved) => ({ type: 'row', to: moved.at, facing: moved.facing }));
}

/**
 * The active player rows his boat as `action` says: it moves, and he with it, for 2 movement
 * points. Then the rolls of the step (`stepParts`): his Rushes, a Dodge when he leaves a Marked
 * square, picking up a ball in his new square; turning about his own square, only the Rushes. A
 * ball the bow comes onto is knocked aside: it bounces. Failing a roll, he falls in the boat.
 */
export function row(step: Step, action: Extract<Action, { type: 'row' }>): void {
  const { state } = step;
  const activation = state.turn.activation!;
  const p = player(step, activation.player);
  const boat = boatOf(state, p)!;
  const from = p.at!;
  const to: Square = action.to;
  const { ma } = movementLeft(step);
  const rushes = Math.max(0, ROW_COST - ma);
  const moves = !sameSquare(from, to);
  const stages: StepStage[] = moves
    ? stepParts(state, state.options.ruleset, p, from, to, rushes, 'step')
    : rushParts(rushes);
  activation.spent += ROW_COST;
  activation.rushes += rushes;
  const moved = { ...boat, at: to, facing: action.facing };
  remember(
    state,
    KIND,
    boatsNow(state).map((b) => (b.id === boat.id ? moved : b)),
  );
  if (moves) {
    changing(step, p.id).at = to;
    if (state.ball.carrier === p.id) state.ball.at = to;
    step.events.push({ type: 'moved', player: p.id, from, to });
  }
  step.events.push({
    type: 'boat-rowed',
    boat: boat.id,
    player: p.id,
    at: to,
    facing: action.facing,
  });
  const bow = bowOf(moved);
  if (state.ball.carrier === null && sameSquare(state.ball.at, bow)) bounce(step, bow);
  continueStep(step, p.id, from, to, stages);
}
