import { hasSkill, markers } from '../board/squares';
import type { FailedTest } from '../model/decisions';
import type { Pitch, PlayerState, Square } from '../model/state';
import { player, type Step } from './context';

/**
 * Diving Tackle (BB-SKILL-1): when an opponent passes his Dodge, Jump or Leap out of a square this player Marks,
 * this player's coach may apply −2 to the result; this player is then Placed Prone in the square
 * left. Usable on a re-rolled Dodge; one per test. Interpretation: with several Diving Tacklers
 * Marking the square, the first in the match's player order is the one asked.
 */
export function offerDivingTackle(
  step: Step,
  test: FailedTest,
  total: number,
  rerolled: boolean,
): boolean {
  if (!divable(test)) return false;
  const diver = divingTackler(step.state, player(step, test.player), test.from, test.beforeLeaving);
  if (!diver) return false;
  step.state.pending.push({
    kind: 'use-skill',
    team: diver.team,
    player: diver.id,
    choice: { skill: 'Diving Tackle', test, total, rerolled },
  });
  return true;
}

/** Whether Diving Tackle may be used on a test: a Dodge or a Jump, not dived on already. */
export const divable = <T extends { readonly kind: string; readonly dived?: boolean }>(
  test: T,
): test is T & { readonly kind: 'dodge' | 'jump' } =>
  (test.kind === 'dodge' || test.kind === 'jump') && !test.dived;

/**
 * The opponent who may use Diving Tackle on a player Dodging or Jumping out of `from`, if any,
 * `rest` being what follows the roll in his step. Up or down a ladder or rope, or jumping down a
 * floor, the Dodge is made before he leaves (`rolledBeforeLeaving`): nobody may dive into the
 * square he still stands in.
 */
export const divingTackler = (
  pitch: Pitch,
  mover: PlayerState,
  from: Square,
  beforeLeaving: boolean,
): PlayerState | undefined =>
  beforeLeaving
    ? undefined
    : markers(pitch, mover.team, from).find((p) => hasSkill(p, 'Diving Tackle'));
