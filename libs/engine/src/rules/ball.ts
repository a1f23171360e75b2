import { roll } from '../dice/draw';
import type { Square } from '../model/state';
import {
  directions,
  exertsTackleZone,
  chestOn,
  playerAt,
  sameSquare,
  stopsBall,
  teleporterAt,
} from '../board/squares';
import { teleportRoll } from './dungeonbowl/teleport-roll';
import { fallsIntoNow, governing, losesBall, occupiedNow } from '../board/dungeon';
import type { Step } from './context';

/**
 * The ball bounces one square in a D8 direction (BB-BALL-3); into a wall it is rolled again
 * (DB-PASS-4). The ball alone never teleports and never rests on a chest: on either it bounces
 * again (DB-TELE-7, DB-PASS-6). Landing on a Standing player with tackle zones is a catch (issue of passing: for
 * now he catches it on his Agility); on a Prone, Stunned or distracted player it bounces again.
 * A ball in a hazard it cannot rest in, or bouncing into one, goes where that hazard sends it:
 * down to the floor below, or back on a teleporter (DB-PASS-5, DB-BALL-4, DB-BALL-5); so does a
 * ball on the mine-cart rails or in a cart (DB-CART-9).
 */
export function bounce(step: Step, from: Square): void {
  const { state } = step;
  if (losesBall(state.board, from)) return ballInto(step, from);
  let to: Square;
  let direction: number;
  for (let tries = 0; ; tries++) {
    direction = roll(state, 8);
    const [dx, dy] = directions[direction - 1] as readonly [number, number];
    to = { floor: from.floor, x: from.x + dx, y: from.y + dy };
    if (!stopsBall(state.board, to)) break;
    if (tries > 100) {
      to = from; // boxed in by walls on every side: the ball stays where it is
      break;
    }
  }
  step.events.push({ type: 'ball-bounced', from, to, direction });
  state.ball = { at: to, carrier: null };
  if (losesBall(state.board, to) || fallsIntoNow(state, to)) return ballInto(step, to);
  const landedOn = playerAt(state, to);
  if (landedOn && !exertsTackleZone(landedOn)) bounce(step, to);
  else if (landedOn) landsOn(step, landedOn.id);
  else if (teleporterAt(state.board, to) || chestOn(state, to) || occupiedNow(state, to))
    bounce(step, to); // DB-TELE-7, DB-PASS-6; off a boat (DB-BOAT-2)
}

/**
 * The ball lands on a Standing player with tackle zones: he tries to catch it, at −1 (BB-BALL-8,
 * `catchBall` in `catch.ts`, handed in on the step by `apply`, as catching, with its precarious
 * roll and the falls it may end in, sits above the ball's bounces).
 */
function landsOn(step: Step, id: string): void {
  if (!step.catchBall)
    throw new Error(
      'A bounce lands on a player only in a step made by `apply` (`Step.catchBall`).',
    );
  step.catchBall(step, id, -1);
}

/** The carrier loses the ball where he lies (BB-BALL-1). */
export function dropBall(step: Step, id: string): void {
  const { state } = step;
  if (state.ball.carrier !== id || !state.ball.at) return;
  step.events.push({ type: 'ball-dropped', player: id });
  const at = state.ball.at;
  state.ball = { at, carrier: null };
  bounce(step, at);
}

/**
 * A player went down, Prone or Stunned, or was taken off the board: the ball he held bounces from
 * its square (BB-BALL-1), and a loose ball in `lying`, the square he lies or lay in Prone or
 * Stunned, bounces from there (BB-BALL-6). A loose ball a Standing player leaves, never having
 * picked it up, stays where it is (null). Every knock-down, placing Prone, Stun and removal from
 * the board ends here, whatever caused it.
 */
export function bounceFromFallen(step: Step, id: string, lying: Square | null): void {
  if (step.state.ball.carrier === id) dropBall(step, id);
  else if (lying && ballOnSquare(step, lying)) bounce(step, lying);
}

export const ballOnSquare = (step: Step, square: Square): boolean =>
  step.state.ball.carrier === null && sameSquare(step.state.ball.at, square);

/** The ball went where it cannot be got back: it reappears on the teleporter a D6 names, then bounces (DB-BALL-3). */
export function ballLost(step: Step): void {
  const { rolled, to } = teleportRoll(step, null);
  step.events.push({ type: 'ball-reappeared', rolled, at: to.at });
  step.state.ball = { at: to.at, carrier: null };
  bounce(step, to.at);
}

/** The ball has come into a square it cannot rest in: the mechanism there takes it (DB-BALL-4). */
export function ballInto(step: Step, at: Square): void {
  const there = governing(step.state.board, at);
  if (there?.onBall) there.onBall(step, at);
  else ballLost(step);
}
