import { chestOn, playerAt, sameSquare } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { Fall } from '../../model/decisions';
import type { PlayerState, Square } from '../../model/state';
import { ballOnSquare, bounce } from '../../rules/ball';
import { changing, type Step } from '../../rules/context';
import { removeFromPlay } from '../../rules/injury';
import { randomRoom } from '../../rules/falling';
import { standingCost } from '../../board/dungeon';
import { shifted, towards, type ChuteSpot } from './data';

const [A, B, C, D] = [0, 1, 2, 3] as const;

const landingSquare = (chute: ChuteSpot, i: number): Square => chute.landing[i] ?? chute.exit;

/**
 * Where a player in a landing square goes when he is pushed on down the line (DB-CHUTE-5 (3)):
 * A to B, B to D, and from D on straight ahead.
 */
export function nextInLine(chute: ChuteSpot, q: Square): Square {
  const b = landingSquare(chute, B);
  const d = landingSquare(chute, D);
  if (sameSquare(q, landingSquare(chute, A))) return b;
  if (sameSquare(q, b)) return d;
  return shifted(q, towards(b, d));
}

/**
 * Pushes the player in `from` into `to`, first pushing on whoever is there, with no Armour roll
 * (DB-CHUTE-5 (3)). Where nobody may stand (a wall past the line, a chest), he goes to a square
 * next to `from` the D8 names instead, as a crowded fall does (DB-FLOOR-8), or with none on that
 * floor to the Reserves.
 */
export function shove(step: Step, chute: ChuteSpot, from: Square, to: Square): void {
  const { state } = step;
  const pushed = playerAt(state, from);
  if (!pushed) return;
  const open = standingCost(state.board, to) !== null && !chestOn(state, to);
  if (open && playerAt(state, to)) shove(step, chute, to, nextInLine(chute, to));
  const at = open ? to : randomRoom(step, from, pushed.id);
  if (!at) return removeFromPlay(step, pushed.id, 'reserves');
  step.events.push({ type: 'pushed', player: pushed.id, from, to: at });
  changing(step, pushed.id).at = at;
  if (state.ball.carrier === pushed.id) state.ball = { at, carrier: pushed.id };
  else if (ballOnSquare(step, at)) bounce(step, at);
}

/**
 * The player the arrival hits is pushed out of his square (DB-CHUTE-5 (2)): from A, by a D6, 1–4
 * to B and 5–6 to C, or to B when C is taken, since C backs onto a wall (interpretation); from B
 * or D, on down the line. Returns his id, for his Armour roll once the arriving player is down.
 */
export function collide(step: Step, chute: ChuteSpot, at: Square): string | null {
  const hit = playerAt(step.state, at);
  if (!hit) return null;
  let to = nextInLine(chute, at);
  if (sameSquare(at, landingSquare(chute, A))) {
    const c = landingSquare(chute, C);
    if (roll(step.state, 6) >= 5 && !playerAt(step.state, c)) to = c;
  }
  shove(step, chute, at, to);
  return hit.id;
}

/** A slider comes out of a chute into a square, with the ball if he still holds it. */
export function slideOut(step: Step, p: PlayerState, fall: Fall, at: Square): void {
  step.events.push({
    type: 'fell',
    player: p.id,
    into: fall.into,
    to: at,
    floors: fall.into.floor - at.floor,
  });
  changing(step, p.id).at = at;
  if (step.state.ball.carrier === p.id) step.state.ball = { at, carrier: p.id };
}
