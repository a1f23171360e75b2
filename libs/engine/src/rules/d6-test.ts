import { roll } from '../dice/draw';
import type { GameEvent } from '../model/events';
import type { Step } from './context';

/** BB-GEN-2: a natural 6 always succeeds, a natural 1 always fails. */
export const passes = (rolled: number, modifier: number, target: number): boolean =>
  rolled === 6 || (rolled !== 1 && rolled + modifier >= target);

/**
 * Whether a roll passes a test: by BB-GEN-2 (`passes`), but for Jervis's jump over an obstacle,
 * his own D6 against the squares jumped, with no such rule (DB-JUMP-5).
 */
export const succeeds = (
  test: { readonly kind: string; readonly target: number },
  rolled: number,
  modifier: number,
): boolean =>
  test.kind === 'obstacle-jump'
    ? rolled + modifier >= test.target
    : passes(rolled, modifier, test.target);

/**
 * The lowest D6 that passes a test of a kind (`succeeds`), as a coach reads it ("needs 4+"): by
 * BB-GEN-2 never 1, at most 6.
 */
export function rollNeeded(target: number, modifier: number, kind = ''): number {
  for (let die = 1; die < 6; die++) if (succeeds({ kind, target }, die, modifier)) return die;
  return 6;
}

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
