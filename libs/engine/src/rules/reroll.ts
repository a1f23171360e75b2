import type { FailedTest } from '../model/decisions';
import { answerTraitReroll } from './activation';
import { caught, dropCatch } from './ball';
import { declareBlock } from './block';
import { pitEntryResult } from './dungeonbowl/dugout';
import { player, type Step } from './context';
import { offerDivingTackle } from './diving-tackle';
import { answerFoulAppearance } from './foul-appearance';
import { gazeResult } from './hypnotic-gaze';
import { failMoveTest, passMoveTest } from './move';
import { passResult } from './pass';
import { reroll, spendTeamReroll, tryPro } from './tests';
import { landingResult, throwResult } from './throw-team-mate';
import { landed } from './falling';
import { precariousResult } from './precarious';

/**
 * The coach's answer to a re-roll offer (BB-RR-1, BB-RR-4): a skill, Pro, a team re-roll, or none.
 * The re-rolled result stands (BB-GEN-4); each kind of test then finishes its own way.
 */
export function answerReroll(
  step: Step,
  test: FailedTest,
  source: 'team' | 'skill' | 'pro' | 'none',
): void {
  let outcome: { success: boolean; rolled: number; modifier: number } | null = null;
  if (source === 'skill') {
    const skill = test.skills[0]!;
    const activation = step.state.turn.activation;
    if (activation) activation.skillRerolls = [...activation.skillRerolls, skill];
    step.events.push({ type: 'reroll-used', team: player(step, test.player).team, source: skill });
    outcome = reroll(step, test, 'skill');
  } else if (source === 'pro') {
    if (tryPro(step, test.player)) outcome = reroll(step, test, 'pro');
  } else if (
    source === 'team' &&
    spendTeamReroll(step, player(step, test.player).team, test.player)
  ) {
    outcome = reroll(step, test, 'team');
  }
  switch (test.kind) {
    case 'pass':
      // A Pass test is not pass or fail: its new roll is read again for accuracy (BB-PASS-5).
      return passResult(step, test.pass!, outcome?.rolled ?? test.rolled, test.modifier);
    case 'throw-team-mate':
      // Read again for quality, like a pass (BB-PASS-15).
      return throwResult(step, test.throw!, outcome?.rolled ?? test.rolled, test.modifier);
    case 'landing':
      return landingResult(step, test.player, outcome?.success ?? false);
    case 'floor-landing':
      return landed(step, test.fall!, outcome?.success ?? false);
    case 'precarious':
      if (test.precarious)
        return precariousResult(step, test.player, test.precarious, outcome?.success ?? false);
      break;
    case 'catch':
      if (outcome?.success) return caught(step, test.player, test.deflected ?? false);
      return dropCatch(step, test.square!, test.deflected ?? false);
    case 'foul-appearance':
      return answerFoulAppearance(step, test, outcome?.success ?? false);
    case 'dauntless':
      return declareBlock(step, test.player, test.blockTarget!, {
        dauntless: outcome?.success ?? false,
      });
    case 'hypnotic-gaze':
      return gazeResult(step, test.player, test.blockTarget!, outcome?.success ?? false);
    case 'pit-entry':
      return pitEntryResult(step, test.player, outcome?.success ?? false);
    case 'take-root':
    case 'bone-head':
    case 'really-stupid':
    case 'animal-savagery':
      return answerTraitReroll(step, test, outcome?.success ?? false);
  }
  moveTestResult(step, test, outcome);
}

/** A re-rolled test of a step of movement (or the precarious roll before a pick-up): fail or go on. */
function moveTestResult(
  step: Step,
  test: FailedTest,
  outcome: { success: boolean; rolled: number; modifier: number } | null,
): void {
  if (!outcome?.success)
    return failMoveTest(step, outcome ? { ...test, rolled: outcome.rolled } : test);
  if (offerDivingTackle(step, { ...test, rolled: outcome.rolled }, outcome.modifier, true)) return;
  passMoveTest(step, test);
}
