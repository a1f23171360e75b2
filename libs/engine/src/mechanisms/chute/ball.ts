import { exertsTackleZone, playerAt, stopsBall } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { Square } from '../../model/state';
import { ballInto, bounce } from '../../rules/ball';
import { catchBall } from '../../rules/catch';
import type { Step } from '../../rules/context';
import { fallsInto } from '../../board/dungeon';
import { shifted, towards, type ChuteSpot } from './data';

/**
 * The direction the ball leaves the chute's last square in, by a D6 on the throw-in template
 * (DB-CHUTE-8): 1–2 the diagonal away from C, 3–4 straight ahead (from the last square to A),
 * 5–6 the diagonal towards C, into the corner.
 *
 * The text names where the template's three arms lead in Valdemor ("1–2 into the moss corridor,
 * 3–4 straight ahead, 5–6 into the corner"); it does not make the moss corridor a fourth
 * direction. So the rule reads the same on any map, moss corridor or not, and it is the map's
 * Fig. 3 that puts the moss corridor on the 1–2 arm: in the Fortress of Valdemor sample it opens
 * beside A, on the side away from C (`dungeon-schema`'s sample tests check it).
 */
function outOfChute(chute: ChuteSpot, rolled: number): [number, number] {
  const a = chute.landing[0] ?? chute.exit;
  const c = chute.landing[2] ?? a;
  const [ax, ay] = towards(chute.exit, a);
  const [sx, sy] = towards(a, c);
  if (rolled <= 2) return [Math.sign(ax - sx), Math.sign(ay - sy)];
  if (rolled <= 4) return [ax, ay];
  return [Math.sign(ax + sx), Math.sign(ay + sy)];
}

/**
 * A ball lost in the chute or thrown into it comes out at its last square (DB-CHUTE-8): a D6 for
 * the direction (`outOfChute`) and a D6 for the squares it travels, at most 2 into the corner; a
 * wall stops it short. The first Standing player with a tackle zone on its way tries to catch it
 * at −1 (as DB-PASS-15), which ends its travel; otherwise it lands on its last square and bounces.
 */
export function ballDownChute(step: Step, chute: ChuteSpot, from: Square): void {
  const { state } = step;
  step.events.push({ type: 'ball-fell', from, to: chute.exit });
  state.ball = { at: chute.exit, carrier: null };
  const rolled = roll(state, 6);
  const direction = outOfChute(chute, rolled);
  const squares = rolled >= 5 ? Math.min(roll(state, 6), 2) : roll(state, 6);
  let at = chute.exit;
  for (let left = squares; left > 0; left--) {
    const to = shifted(at, direction);
    if (stopsBall(state.board, to)) break;
    step.events.push({ type: 'ball-travelled', from: at, to });
    at = to;
    state.ball = { at, carrier: null };
    if (fallsInto(state.board, at)) return ballInto(step, at);
    const catcher = playerAt(state, at);
    if (catcher && exertsTackleZone(catcher)) return catchBall(step, catcher.id, -1);
  }
  bounce(step, at);
}
