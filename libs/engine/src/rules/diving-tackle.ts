import { hasSkill, markers } from '../board/squares';
import type { FailedTest, StepTestFailed } from '../model/decisions';
import type { Pitch, PlayerState, Square } from '../model/state';
import { changing, player, type Step } from './context';
import { placeProne } from './injury';
import { failMoveTest, passMoveTest, resumeStep, waitBeneath } from './move';
import { passes } from './d6-test';
import { offerReroll } from './tests';

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
  if ((test.kind !== 'dodge' && test.kind !== 'jump') || test.dived) return false;
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

/**
 * The diver's coach answers. Used: the diver lands Prone in the square left, and the Dodge is
 * read again at −2; failed, it may still be re-rolled if it was not already, at −2 again.
 */
export function answerDivingTackle(
  step: Step,
  diverId: string,
  choice: { test: StepTestFailed; total: number; rerolled: boolean },
  use: boolean,
): void {
  const { test } = choice;
  const frame = resumeStep(step);
  if (!use) return passMoveTest(step, test, frame);
  const diver = player(step, diverId);
  const from = test.from;
  step.events.push({ type: 'skill-used', player: diverId, skill: 'Diving Tackle' });
  step.events.push({ type: 'moved', player: diverId, from: diver.at!, to: from });
  if (step.state.ball.carrier === diverId) step.state.ball.at = from;
  changing(step, diverId).at = from;
  placeProne(step, diverId);
  if (passes(test.rolled, choice.total - 2, test.target)) return passMoveTest(step, test, frame);
  const failed = { ...test, modifier: test.modifier - 2, dived: true };
  if (choice.rerolled || offerReroll(step, failed) === 'failure') return failMoveTest(step, failed);
  waitBeneath(step, frame); // the re-roll offered is of the step's roll
}
