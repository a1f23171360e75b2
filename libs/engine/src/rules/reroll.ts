import type { FailedTest, FailedTestOf, StepTestFailed } from '../model/decisions';
import { takeFrame, type StrikeFrame } from '../model/frames';
import { answerTraitReroll } from './activation';
import { catchBall, caught, dropCatch } from './catch';
import { blockSpent, declareBlock, steadyForBlock } from './block';
import { pitEntryResult } from './dungeonbowl/dugout';
import { player, type Step } from './context';
import { offerDivingTackle } from './diving-tackle';
import { gaze, gazeResult } from './hypnotic-gaze';
import { stab } from './stab';
import {
  continueStep,
  failMoveTest,
  passMoveTest,
  resumeStep,
  standUpDone,
  waitBeneath,
} from './move';
import { endActivation } from './turn';
import { passResult, throwBall } from './pass';
import { reroll, spendTeamReroll, tryPro } from './tests';
import { landingResult, throwResult } from './throw-team-mate';
import { landed } from './falling';
import { slip } from './precarious';

/**
 * The coach's answer to a re-roll offer (BB-RR-1, BB-RR-4): a skill, Pro, a team re-roll, or none.
 * The re-rolled result stands (BB-GEN-4); each kind of test then finishes its own way.
 */
export function answerReroll(
  step: Step,
  test: FailedTest,
  source: 'team' | 'skill' | 'pro' | 'none',
): void {
  let outcome: Outcome = null;
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
  // Each kind's own finish, as `finishes` pairs them: the cast is that pairing.
  (finishes[test.kind] as Finish<FailedTest>)(step, test, outcome);
}

/** The re-roll's result, or null when none was rolled (declined, Pro failed, a Loner's lost). */
type Outcome = {
  readonly success: boolean;
  readonly rolled: number;
  readonly modifier: number;
} | null;

type Finish<T extends FailedTest> = (step: Step, test: T, outcome: Outcome) => void;

/** A test that passes or fails: its own finish, told which. */
const passOrFail =
  <T extends FailedTest>(finish: (step: Step, test: T, success: boolean) => void): Finish<T> =>
  (step, test, outcome) =>
    finish(step, test, outcome?.success ?? false);

/**
 * How each kind of test finishes once its re-roll offer is answered: a new kind of test is added to
 * `FailedTest`, to the skills that re-roll it (`tests.ts`) and here.
 */
const finishes: { readonly [K in FailedTest['kind']]: Finish<FailedTestOf<K>> } = {
  // A Pass test is not pass or fail: its new roll is read again for accuracy (BB-PASS-5).
  pass: (step, test, outcome) =>
    passResult(step, test.pass, outcome?.rolled ?? test.rolled, test.modifier),
  // Read again for quality, like a pass (BB-PASS-15).
  'throw-team-mate': (step, test, outcome) =>
    throwResult(step, test.throw, outcome?.rolled ?? test.rolled, test.modifier),
  landing: passOrFail((step, test, success) => landingResult(step, test.player, success)),
  'floor-landing': passOrFail((step, test, success) => landed(step, test.fall, success)),
  precarious: passOrFail((step, test, success) => precariousResult(step, test.player, success)),
  catch: passOrFail((step, test, success) =>
    success
      ? caught(step, test.player, test.deflected)
      : dropCatch(step, test.square, test.deflected),
  ),
  'foul-appearance': passOrFail((step, _, success) =>
    answerFoulAppearance(step, takeFrame(step.state.pending, 'strike'), success),
  ),
  dauntless: passOrFail((step, _, success) => {
    const strike = takeFrame(step.state.pending, 'strike');
    declareBlock(step, strike.player, strike.opponent, { dauntless: success });
  }),
  'hypnotic-gaze': passOrFail((step, _, success) => {
    const strike = takeFrame(step.state.pending, 'strike');
    gazeResult(step, strike.player, strike.opponent, success);
  }),
  'pit-entry': passOrFail((step, test, success) => pitEntryResult(step, test.player, success)),
  'take-root': passOrFail(answerTraitReroll),
  'bone-head': passOrFail(answerTraitReroll),
  'really-stupid': passOrFail(answerTraitReroll),
  'animal-savagery': passOrFail(answerTraitReroll),
  'stand-up': standUpResult,
  'jump-up': standUpResult,
  rush: moveTestResult,
  dodge: moveTestResult,
  jump: moveTestResult,
  'obstacle-jump': moveTestResult,
  'pick-up': moveTestResult,
};

/** A re-rolled test of standing up (BB-MOVE-7): up, or his activation ends. */
function standUpResult(step: Step, test: FailedTestOf<'stand-up'>, outcome: Outcome): void {
  if (outcome?.success) standUpDone(step, test.player);
  else endActivation(step);
}

/**
 * A re-rolled test of a step of movement: the step fails, or goes on with what was left of it
 * (an opponent with Diving Tackle may first be asked, the step waiting beneath again).
 */
function moveTestResult(step: Step, test: StepTestFailed, outcome: Outcome): void {
  const frame = resumeStep(step);
  if (!outcome?.success)
    return failMoveTest(step, outcome ? { ...test, rolled: outcome.rolled } : test);
  if (offerDivingTackle(step, { ...test, rolled: outcome.rolled }, outcome.modifier, true))
    return waitBeneath(step, frame);
  passMoveTest(step, test, frame);
}

/** The Foul Appearance roll settled after a re-roll offer: the strike goes ahead, or the activation ends. */
function answerFoulAppearance(step: Step, strike: StrikeFrame, success: boolean): void {
  if (!success) return endActivation(step);
  const { player: striker, opponent: target } = strike;
  switch (strike.strike) {
    case 'stab':
    case 'oar-strike':
      return stab(step, striker, target, true, strike.strike);
    case 'gaze':
      return gaze(step, striker, target, true);
    default:
      return declareBlock(step, striker, target, { foulAppearance: 'passed' });
  }
}

/**
 * A precarious roll settled after a re-roll offer: a slip and what it stops (DB-PREC-10), or on
 * with what the roll was for.
 */
function precariousResult(step: Step, id: string, success: boolean): void {
  // What it was made before waits beneath: a step's rest, or a block, a pass, a catch, or nothing.
  const beneath = step.state.pending.at(-1)?.kind;
  if (beneath === 'step') {
    // DB-PREC-6: slipping, no pick-up; steady, he goes on with the step and its pick-up.
    const frame = resumeStep(step);
    if (!success) return slip(step, id);
    return continueStep(step, frame.player, frame.from, frame.to, frame.rest, frame.blockTarget);
  }
  const then =
    beneath === 'precarious-for' ? takeFrame(step.state.pending, 'precarious-for').then : null;
  if (!success) {
    const at = player(step, id).at!;
    slip(step, id);
    if (then?.kind === 'block' && id === then.defender) return blockSpent(step);
    if (then?.kind === 'catch') return dropCatch(step, at, then.deflected);
    if (then?.kind !== 'block' || id === then.attacker) return;
  }
  switch (then?.kind) {
    case undefined:
      return;
    case 'block':
      if (!steadyForBlock(step, then.attacker, then.defender, [...then.done, id])) return;
      return declareBlock(step, then.attacker, then.defender, { steady: true });
    case 'pass':
      return throwBall(step, then.target, then.ricochet, true);
    case 'catch':
      return catchBall(step, id, then.ballModifier, then.deflected, true);
  }
}
