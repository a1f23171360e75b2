import { roll } from '../dice/draw';
import { isMonster, type GameState, type PlayerState, type Square } from '../model/state';
import {
  directions,
  disturbingPresence,
  exertsTackleZone,
  hasSkill,
  marking,
  playerAt,
  stopsBall,
} from '../board/squares';
import { ballHandling, losesBall } from '../board/dungeon';
import { bounce } from './ball';
import { onTheEdge, precariousRoll } from './precarious';
import { askTackleZones } from './dungeonbowl/alliances/tackle-zones';
import type { Step } from './context';
import { rollTest } from './tests';
import { characteristics } from './characteristics';

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
  state: Pick<GameState, 'board' | 'players' | 'mechanismState'>,
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
