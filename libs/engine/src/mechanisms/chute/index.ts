import { playerAt } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { Fall, FallDown } from '../../model/decisions';
import type { Square } from '../../model/state';
import { ballOnSquare, bounce } from '../../rules/ball';
import { changing, player, type Step } from '../../rules/context';
import { armourRoll, knockDown } from '../../rules/injury';
import { endActivation, turnover } from '../../rules/turn';
import { landingTarget, pushGoesOn, rollLanding } from '../../rules/falling';
import type { Mechanism } from '../mechanism';
import { ballDownChute } from './ball';
import { collide, nextInLine, shove, slideOut } from './collision';
import { CHUTE, chuteAt, chutesFromMap, chutesOf, type ChuteSpot } from './data';

export type { ChuteSpot } from './data';

const chuteOf = (step: Step, fall: Fall): ChuteSpot => chuteAt(step.state.board, fall.into)!;

/**
 * The slide is over: a slider who ends down or hurt ends his activation and, of the active team,
 * causes a turnover (DB-CHUTE-5 (4), DB-CHUTE-6); then the push he came from goes on.
 */
function over(step: Step, fall: Fall, turnoverReason: string | null): void {
  const { state } = step;
  const p = player(step, fall.player);
  if (turnoverReason !== null) {
    if (state.turn.activation?.player === p.id) endActivation(step);
    if (p.team === state.turn.team) turnover(step, turnoverReason);
  }
  pushGoesOn(step, fall.player);
}

/**
 * Test passed (DB-CHUTE-4, DB-CHUTE-5): Standing in A, where he may go on moving with the ball.
 * Someone in A is hit: pushed out (`collide`), then an Armour roll for him and one for the slider,
 * neither knocked down by it; a slider whose armour breaks is hurt there, loses the ball, and
 * the turn is over for his team.
 */
function arrive(step: Step, fall: Fall): void {
  const chute = chuteOf(step, fall);
  const p = changing(step, fall.player); // he slides out (`slideOut`)
  const a = chute.landing[0]!;
  const hit = playerAt(step.state, a) ? collide(step, chute, a) : null;
  slideOut(step, p, fall, a);
  if (hit === null) {
    if (ballOnSquare(step, a)) bounce(step, a);
    return over(step, fall, null);
  }
  armourRoll(step, hit, 0);
  armourRoll(step, p.id, 0);
  const hurt = p.box !== null || p.stance !== 'standing';
  over(step, fall, hurt ? 'a player was hurt at the foot of the chute' : null);
}

/**
 * Test failed, or a Prone, Stunned or knocked-down player (DB-CHUTE-3, DB-CHUTE-6): he loses the
 * ball into the chute (DB-CHUTE-7) and rolls down to A (1–3), B (4–5) or D (6), Prone there with
 * an Armour roll. The first player in his way is hit (`collide`) and makes an Armour roll too;
 * every other player in his way is pushed on down the line, with none.
 */
function tumble(step: Step, fall: Fall): void {
  const { state } = step;
  const chute = chuteOf(step, fall);
  const p = changing(step, fall.player); // he slides out (`slideOut`)
  const lostBall = state.ball.carrier === p.id;
  if (lostBall) state.ball = { at: fall.into, carrier: null };
  const rolled = roll(state, 6);
  const [a, b, , d] = chute.landing;
  const path = (rolled <= 3 ? [a] : rolled <= 5 ? [a, b] : [a, b, d]).filter(
    (q): q is Square => q !== undefined,
  );
  let hit: string | null = null;
  for (const q of path) {
    const there = playerAt(state, q);
    if (!there || there.id === p.id) continue;
    if (hit === null) hit = collide(step, chute, q);
    else shove(step, chute, q, nextInLine(chute, q));
  }
  slideOut(step, p, fall, path.at(-1) ?? chute.exit);
  knockDown(step, p.id, { fell: fall.cause !== 'knocked-down' });
  if (hit !== null) armourRoll(step, hit, 0);
  if (lostBall) ballDownChute(step, chute, fall.into);
  over(step, fall, 'a player tumbled down the chute');
}

/** After the test, re-rolled or not. */
const tested = (step: Step, fall: Fall, success: boolean): void =>
  success ? arrive(step, fall) : tumble(step, fall);

/**
 * Into the chute, by a jump or a push (DB-CHUTE-1, DB-CHUTE-2): the Agility or Strength test of a
 * fall (DB-FLOOR-4) with no −1 for a push (interpretation of DB-CHUTE-3), the better target for
 * him; a Prone, Stunned or knocked-down player fails it without rolling.
 */
function onFall(step: Step, fall: Fall): void {
  const p = player(step, fall.player);
  const chute = chuteOf(step, fall);
  if (fall.cause === 'knocked-down' || p.stance !== 'standing') return tumble(step, fall);
  const landing = chute.landing[0]!;
  const down: FallDown = { ...fall, landing, floors: fall.into.floor - landing.floor };
  const outcome = rollLanding(step, down, landingTarget(p, { cause: 'jumped' }));
  if (outcome !== 'pending') tested(step, down, outcome === 'success');
}

/**
 * The Valdemor chute (DB-CHUTE): its entries are a hazard a player jumps into for 1 square or is
 * pushed into; he slides down to its landing squares A–D on the floor below, where he may hit a
 * player, and a ball that goes in comes out at the bottom (DB-CHUTE-8). It has no state to show.
 */
export const chute: Mechanism = {
  kind: CHUTE,
  fromMap: chutesFromMap,
  places: (board) =>
    chutesOf(board).flatMap((c) =>
      c.entries.map((at) => ({ at, properties: { moveCost: null, hazard: true, jumpDown: true } })),
    ),
  onFall,
  landingTest: tested,
  jumpLanding: (board, into) => chuteAt(board, into)?.landing[0] ?? null,
  onBall: (step, at) => ballDownChute(step, chuteAt(step.state.board, at)!, at),
};
