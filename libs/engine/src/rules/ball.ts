import { roll } from '../dice/draw';
import type { Square } from '../model/state';
import {
  directions,
  exertsTackleZone,
  isWall,
  markers,
  playerAt,
  sameSquare,
} from '../board/squares';
import type { Step } from './context';

/**
 * The ball bounces one square in a D8 direction (BB-BALL-3); into a wall it is rolled again
 * (DB-PASS-4). Landing on a Standing player with tackle zones is a catch (issue of passing: for
 * now he catches it on his Agility); on a Prone, Stunned or distracted player it bounces again.
 */
export function bounce(step: Step, from: Square): void {
  const { state } = step;
  let to: Square;
  let direction: number;
  for (let tries = 0; ; tries++) {
    direction = roll(state, 8);
    const [dx, dy] = directions[direction - 1] as readonly [number, number];
    to = { floor: from.floor, x: from.x + dx, y: from.y + dy };
    if (!isWall(state.board, to)) break;
    if (tries > 100) {
      to = from; // boxed in by walls on every side: the ball stays where it is
      break;
    }
  }
  step.events.push({ type: 'ball-bounced', from, to, direction });
  state.ball = { at: to, carrier: null };
  const landedOn = playerAt(state, to);
  if (landedOn && !exertsTackleZone(landedOn)) bounce(step, to);
  else if (landedOn) catchBall(step, landedOn.id);
}

/** A Standing player tries to catch a bouncing ball: Agility test, −1 per marker, −1 for a bouncing ball (BB-BALL-8). */
function catchBall(step: Step, id: string): void {
  const { state } = step;
  const catcher = state.players.find((p) => p.id === id);
  if (!catcher?.at) return;
  const markedBy = markers(state, catcher.team, catcher.at).length;
  const rolled = roll(state, 6);
  const modifier = -1 - markedBy;
  const success = rolled === 6 || (rolled !== 1 && rolled + modifier >= catcher.ag);
  step.events.push({
    type: 'test',
    test: 'catch',
    player: id,
    target: catcher.ag,
    modifier,
    rolled,
    success,
  });
  if (success) {
    state.ball = { at: catcher.at, carrier: id };
    step.events.push({ type: 'ball-picked-up', player: id });
  } else {
    bounce(step, catcher.at);
  }
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

export const ballOnSquare = (step: Step, square: Square): boolean =>
  step.state.ball.carrier === null && sameSquare(step.state.ball.at, square);
