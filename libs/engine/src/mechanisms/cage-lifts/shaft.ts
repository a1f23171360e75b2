import { playerAt } from '../../board/squares';
import type { Fall } from '../../model/decisions';
import type { Square } from '../../model/state';
import { bounce } from '../../rules/ball';
import { changing, player, type Step } from '../../rules/context';
import { injuryRoll, knockDown, placeProne, removeFromPlay } from '../../rules/injury';
import { fallDone, fallOnto, randomRoom } from '../../rules/falling';
import { bottomOf, cabinFloor, liftAt, type CageLift } from './data';

/**
 * Where something falling into the shaft at a square comes down (DB-LIFT-9 interpretation): on the
 * cabin when it is below, at an intermediate level or at the bottom, else at the bottom of the
 * shaft, with the floors of height.
 */
export function shaftLanding(
  step: Step,
  lift: CageLift,
  into: Square,
): { landing: Square; floors: number } {
  const cabin = cabinFloor(step.state, lift);
  const floor = cabin < into.floor ? cabin : bottomOf(lift);
  return { landing: { ...into, floor }, floors: into.floor - floor };
}

/**
 * A player falls into a shaft square (DB-LIFT-9): where the cabin is, or at the bottom under it,
 * he is in that square, Falling Over when he slipped in; an open shaft on an upper floor is a fall
 * down onto the cabin or to the bottom, as a normal fall of that height (DB-FLOOR-4, DB-FLOOR-5,
 * DB-FLOOR-6, DB-FLOOR-7, DB-FLOOR-8).
 */
export function fallIntoShaft(step: Step, fall: Fall): void {
  const lift = liftAt(step.state.board, fall.into)!;
  const cabin = cabinFloor(step.state, lift);
  if (fall.into.floor === cabin || fall.into.floor === bottomOf(lift)) {
    const p = player(step, fall.player);
    if (
      p.at &&
      (p.at.x !== fall.into.x || p.at.y !== fall.into.y || p.at.floor !== fall.into.floor)
    ) {
      step.events.push({ type: 'moved', player: p.id, from: p.at, to: fall.into });
      changing(step, p.id).at = fall.into;
      if (step.state.ball.carrier === p.id) step.state.ball.at = fall.into;
    }
    if (fall.cause !== 'pushed') knockDown(step, p.id, { fell: fall.cause !== 'knocked-down' });
    return fallDone(step, fall);
  }
  fallOnto(step, { ...fall, ...shaftLanding(step, lift, fall.into) });
}

/** The ball goes into an open shaft: it comes down on the cabin or at the bottom and bounces once (DB-BALL-5). */
export function ballIntoShaft(step: Step, at: Square): void {
  const { landing } = shaftLanding(step, liftAt(step.state.board, at)!, at);
  step.events.push({ type: 'ball-fell', from: at, to: landing });
  step.state.ball = { at: landing, carrier: null };
  bounce(step, landing);
}

/**
 * The cabin comes down to the bottom onto a player there (DB-LIFT-9, "d66" read as 2D6): an
 * Injury roll with no Armour roll; if he stays in play he is put Prone (or stays Stunned) in a
 * square next to the shaft the D8 chooses (DB-FLOOR-8), to the Reserves with none free.
 */
export function crush(step: Step, lift: CageLift, at: Square, rider: string): void {
  const victim = playerAt(step.state, at);
  if (!victim || victim.id === rider) return;
  step.events.push({ type: 'crushed', player: victim.id, by: lift.id });
  const room = randomRoom(step, at, victim.id);
  if (!room) return removeFromPlay(step, victim.id, 'reserves');
  step.events.push({ type: 'pushed', player: victim.id, from: at, to: room });
  changing(step, victim.id).at = room;
  if (step.state.ball.carrier === victim.id) step.state.ball.at = room;
  injuryRoll(step, victim.id, 0);
  const after = player(step, victim.id);
  if (after.box === null && after.stance === 'standing') placeProne(step, victim.id);
}
