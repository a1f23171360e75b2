import type { FailedTest, StepTestFailed } from '../model/decisions';
import { answerTraitReroll } from './activation';
import { caught, dropCatch } from './ball';
import { declareBlock } from './block';
import { pitEntryResult } from '../dungeonbowl/dugout';
import { player, type Step } from './context';
import { offerDivingTackle } from './diving-tackle';
import { answerFoulAppearance } from './foul-appearance';
import { gazeResult } from './hypnotic-gaze';
import { failMoveTest, passMoveTest, type StepFailure } from './move';
import { passResult } from './pass';
import { reroll, spendTeamReroll, tryPro } from './tests';
import { landingResult, throwResult } from './throw-team-mate';
import { landed } from '../mechanisms/falling';
import { precariousResult } from '../mechanisms/precarious';

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
  const success = outcome?.success ?? false;
  switch (test.kind) {
    case 'pass':
      // A Pass test is not pass or fail: its new roll is read again for accuracy (BB-PASS-5).
      return passResult(step, test.pass, outcome?.rolled ?? test.rolled, test.modifier);
    case 'throw-team-mate':
      // Read again for quality, like a pass (BB-PASS-15).
      return throwResult(step, test.throw, outcome?.rolled ?? test.rolled, test.modifier);
    case 'landing':
      return landingResult(step, test.player, success);
    case 'floor-landing':
      return landed(step, test.fall, success);
    case 'precarious':
      return precariousResult(step, test.player, test.then, success);
    case 'catch':
      if (success) return caught(step, test.player, test.deflected);
      return dropCatch(step, test.square, test.deflected);
    case 'foul-appearance':
      return answerFoulAppearance(step, test, success);
    case 'dauntless':
      return declareBlock(step, test.player, test.opponent, { dauntless: success });
    case 'hypnotic-gaze':
      return gazeResult(step, test.player, test.opponent, success);
    case 'pit-entry':
      return pitEntryResult(step, test.player, success);
    case 'take-root':
    case 'bone-head':
    case 'really-stupid':
    case 'animal-savagery':
      return answerTraitReroll(step, test, success);
    case 'stand-up':
    case 'jump-up':
    case 'rush':
    case 'dodge':
    case 'jump':
    case 'obstacle-jump':
    case 'pick-up':
      return moveTestResult(step, test, outcome);
  }
}

/** A re-rolled test of a step of movement, or of standing up: fail or go on. */
function moveTestResult(
  step: Step,
  test: Extract<StepFailure, { kind: StepTestFailed['kind'] | 'stand-up' | 'jump-up' }>,
  outcome: { success: boolean; rolled: number; modifier: number } | null,
): void {
  if (!outcome?.success)
    return failMoveTest(step, outcome ? { ...test, rolled: outcome.rolled } : test);
  if (
    test.kind !== 'stand-up' &&
    test.kind !== 'jump-up' &&
    offerDivingTackle(step, { ...test, rolled: outcome.rolled }, outcome.modifier, true)
  )
    return;
  passMoveTest(step, test);
}
