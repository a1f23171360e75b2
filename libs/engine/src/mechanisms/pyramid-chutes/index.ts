import { playerAt } from '../../board/squares';
import type { Fall, FallDown } from '../../model/decisions';
import type { Square } from '../../model/state';
import { ballOnSquare, bounce } from '../../rules/ball';
import { changing, player, type Step } from '../../rules/context';
import { armourRoll, knockDown } from '../../rules/injury';
import { nextInLine, shove, slideOut } from '../chute/collision';
import { fallDone, landingTarget, rollLanding } from '../../rules/falling';
import type { Mechanism } from '../mechanism';
import { pushBoatsAway } from './boats';
import { chuteAt, chutesOf, footOf, fromMap, KIND, lineOf, nextOf } from './data';

export type { PyramidChutesData } from './data';

/**
 * Someone is in the square he comes out in (DB-PCHUTE-7 interpretation, as DB-CHUTE-5): that
 * player is pushed one square on along the chute's way out, everyone behind him too, with no
 * Armour roll for them (`../chute/collision.ts`). Returns the player hit, for his Armour roll.
 */
function hitIn(step: Step, fall: Fall, at: Square): string | null {
  const hit = playerAt(step.state, at);
  if (!hit || hit.id === fall.player) return null;
  const line = lineOf(chuteAt(step.state.board, fall.into)!);
  shove(step, line, at, nextInLine(line, at));
  return hit.id;
}

/**
 * Test passed (DB-PCHUTE-3): Standing at the foot, where he may go on moving, with the ball. A
 * player there is hit: both make an Armour roll, neither knocked down by it; a slider whose armour
 * breaks is hurt there, and the fall is his team's turnover (`fallDone`).
 */
function arrive(step: Step, fall: Fall): void {
  const chute = chuteAt(step.state.board, fall.into)!;
  const p = changing(step, fall.player); // he slides out (`slideOut`)
  const foot = footOf(chute);
  pushBoatsAway(step, chute);
  const hit = hitIn(step, fall, foot);
  slideOut(step, p, fall, foot);
  if (hit !== null) {
    armourRoll(step, hit, 0);
    armourRoll(step, p.id, 0);
  } else if (ballOnSquare(step, foot)) bounce(step, foot);
  fallDone(step, fall);
}

/**
 * Test failed, or pushed and Knocked Down, or Prone or Stunned (DB-PCHUTE-4, DB-PCHUTE-5): he
 * comes out upside down in the square after the foot, Falls Over there with an Armour roll, his
 * ball bouncing from there, and his movement is over: his team's turnover. A player there is hit
 * as at the foot (DB-PCHUTE-7).
 */
function tumble(step: Step, fall: Fall): void {
  const chute = chuteAt(step.state.board, fall.into)!;
  const p = changing(step, fall.player); // he slides out (`slideOut`)
  const next = nextOf(chute);
  pushBoatsAway(step, chute);
  const hit = hitIn(step, fall, next);
  slideOut(step, p, fall, next);
  knockDown(step, p.id, { fell: fall.cause !== 'knocked-down' });
  if (hit !== null) armourRoll(step, hit, 0);
  fallDone(step, fall);
}

/** After the test, re-rolled or not. */
const tested = (step: Step, fall: Fall, success: boolean): void =>
  success ? arrive(step, fall) : tumble(step, fall);

/**
 * Into a chute's access, by a jump or a push (DB-PCHUTE-2): the Agility or Strength test of a fall
 * (DB-FLOOR-4), −1 when pushed, the better target for him; pushed and Knocked Down, or already
 * down, he fails it without rolling (DB-PCHUTE-4).
 */
function onFall(step: Step, fall: Fall): void {
  const p = player(step, fall.player);
  const foot = footOf(chuteAt(step.state.board, fall.into)!);
  const down: FallDown = { ...fall, landing: foot, floors: fall.into.floor - foot.floor };
  if (fall.cause === 'knocked-down' || p.stance !== 'standing') return tumble(step, down);
  const outcome = rollLanding(step, down, landingTarget(p, down));
  if (outcome !== 'pending') tested(step, down, outcome === 'success');
}

/** The ball thrown or dropped into a chute comes out at its foot and bounces (DB-BALL-5). */
function onBall(step: Step, at: Square): void {
  const foot = footOf(chuteAt(step.state.board, at)!);
  step.events.push({ type: 'ball-fell', from: at, to: foot });
  step.state.ball = { at: foot, carrier: null };
  bounce(step, foot);
}

/**
 * The Pyramid chutes (DB-PCHUTE): from accesses on the 1st and the 2nd floor down into a pool;
 * an access is a hazard a player jumps into for 1 square or is pushed into. Which of the map's
 * chutes are these is `chuteRules` in `../chute/data.ts`. It has no state to show.
 */
export const pyramidChutes: Mechanism = {
  kind: KIND,
  fromMap,
  places: (board) =>
    chutesOf(board).flatMap((c) =>
      c.entries.map((at) => ({ at, properties: { moveCost: null, hazard: true, jumpDown: true } })),
    ),
  onFall,
  landingTest: tested,
  jumpLanding: (board, into) => {
    const chute = chuteAt(board, into);
    return chute ? footOf(chute) : null;
  },
  onBall,
};
