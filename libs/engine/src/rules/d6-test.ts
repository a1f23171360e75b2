import { roll } from '../dice/draw';
import type { GameEvent } from '../model/events';
import type { Step } from './context';

/** BB-GEN-2: a natural 6 always succeeds, a natural 1 always fails. */
export const passes = (rolled: number, modifier: number, target: number): boolean =>
  rolled === 6 || (rolled !== 1 && rolled + modifier >= target);

/** The lowest D6 that passes a test, as a coach reads it ("needs 4+"): never 1, at most 6 (BB-GEN-2). */
export const rollNeeded = (target: number, modifier: number): number =>
  Math.min(6, Math.max(2, target - modifier));

type TestKind = Extract<GameEvent, { type: 'test' }>['test'];

/**
 * One D6 test that nobody may re-roll (Pro, Loner, Regeneration, Tentacles, interference): the
 * roll, its result by BB-GEN-2, and its event in the log.
 */
export function d6Test(
  step: Step,
  test: TestKind,
  playerId: string,
  target: number,
  modifier = 0,
): boolean {
  const rolled = roll(step.state, 6);
  const success = passes(rolled, modifier, target);
  step.events.push({ type: 'test', test, player: playerId, target, modifier, rolled, success });
  return success;
}
