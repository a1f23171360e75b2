import { roll } from '../dice/draw';
import { isMonster, type GameState, type PlayerState, type Square } from '../model/state';
import {
  directions,
  disturbingPresence,
  exertsTackleZone,
  chestOn,
  hasSkill,
  marking,
  playerAt,
  sameSquare,
  stopsBall,
  teleporterAt,
} from '../board/squares';
import { ballInto } from './falling';
import { onTheEdge, precariousRoll } from './precarious';
import { ballHandling, fallsIntoNow, losesBall } from '../board/dungeon';
import { occupiedNow } from '../board/dungeon';
import { askTackleZones } from './dungeonbowl/alliances/tackle-zones';
import type { Step } from './context';
import { rollTest } from './tests';
import { characteristics } from './characteristics';

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
  else if (landedOn) catchBall(step, landedOn.id, -1);
  else if (teleporterAt(state.board, to) || chestOn(state, to) || occupiedNow(state, to))
    bounce(step, to); // DB-TELE-7, DB-PASS-6; off a boat (DB-BOAT-2)
}

/**
 * A Standing player tries to catch the ball in his square (BB-BALL-8): Agility test at −1 per
 * opponent Marking him and per opposing Disturbing Presence within 3 squares, plus the ball's own modifier (−1 for a bouncing, scattered or
 * inaccurate ball, −1 more when he deflected it himself); +1 with Extra Arms (BB-SKILL-1). Catch and team re-rolls apply.
 */
export function catchBall(
  step: Step,
  id: string,
  ballModifier: number,
  deflected = false,
  steady = false,
): void {
  const catcher = step.state.players.find((p) => p.id === id);
  if (!catcher?.at) return;
  // A monster never catches: the ball bounces off it (DB-GOBLOURS-5).
  if (isMonster(catcher)) return bounce(step, catcher.at);
  if (!steady && onTheEdge(step.state, id)) {
    // DB-PREC-4: his precarious roll first; slipping, the ball goes on as if he had missed it.
    const at = catcher.at;
    const rolled = precariousRoll(step, id, { kind: 'catch', ballModifier, deflected });
    if (rolled === 'slipped') dropCatch(step, at, deflected);
    if (rolled !== 'safe') return;
  }
  // With 3 or 4 teams, the coaches marking him say whether they do (DB-MULTI-5).
  if (askTackleZones(step, catcher, { kind: 'catch', ballModifier, deflected })) return;
  const modifier = catchModifier(step.state, catcher, ballModifier);
  const outcome = rollTest(step, {
    kind: 'catch',
    player: id,
    target: characteristics(catcher).ag,
    modifier,
    square: catcher.at,
    deflected,
  });
  if (outcome === 'success') caught(step, id, deflected);
  else if (outcome === 'failure') dropCatch(step, catcher.at, deflected);
}

/** The modifier of a Catch test (BB-BALL-8, BB-SKILL-1, DB-WATER-4): `ballModifier` is −1 for a ball not accurately passed. */
export function catchModifier(
  state: GameState,
  catcher: PlayerState,
  ballModifier: number,
): number {
  return (
    ballModifier -
    marking(state, catcher) -
    disturbingPresence(state, catcher) +
    (hasSkill(catcher, 'Extra Arms') ? 1 : 0) +
    ballHandling(state.board, catcher.at) // DB-WATER-4
  );
}

export function caught(step: Step, id: string, deflected: boolean): void {
  const catcher = step.state.players.find((p) => p.id === id)!;
  step.state.ball = { at: catcher.at, carrier: id };
  step.events.push(
    deflected ? { type: 'pass-intercepted', player: id } : { type: 'ball-caught', player: id },
  );
}

/** A failed catch bounces (BB-BALL-9); a deflected ball not held scatters three times first (BB-PASS-10). */
export function dropCatch(step: Step, at: Square, deflected: boolean): void {
  if (!deflected) return bounce(step, at);
  let to = at;
  for (let i = 0; i < 3; i++) {
    const [dx, dy] = directions[roll(step.state, 8) - 1] as readonly [number, number];
    const next = { floor: to.floor, x: to.x + dx, y: to.y + dy };
    if (!stopsBall(step.state.board, next)) to = next;
  }
  step.events.push({ type: 'ball-scattered', from: at, to });
  step.state.ball = { at: to, carrier: null };
  const landedOn = playerAt(step.state, to);
  if (landedOn && exertsTackleZone(landedOn) && !losesBall(step.state.board, to))
    catchBall(step, landedOn.id, -1);
  else bounce(step, to);
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
