import { markers } from '../board/squares';
import { changing, player, type Step } from './context';
import { repelled, strikeWaits } from './foul-appearance';
import { rollTest } from './tests';
import { endActivation } from './turn';
import { characteristics } from './characteristics';

/**
 * Hypnotic Gaze (BB-SKILL-1), a special action: after any movement, the gazer makes an Agility
 * test at −1 per opponent Marking him other than the target. Foul Appearance is rolled first; a
 * team re-roll or Pro may re-roll the test. Success or not, his activation then ends; a failure
 * is no turnover (BB-TO-12).
 */
export function gaze(step: Step, gazerId: string, targetId: string, resumed = false): void {
  if (!resumed && repelled(step, gazerId, targetId, 'gaze')) return;
  const gazer = player(step, gazerId);
  const outcome = rollTest(step, {
    kind: 'hypnotic-gaze',
    player: gazerId,
    target: characteristics(gazer).ag,
    modifier: -markers(step.state, gazer.team, gazer.at!, targetId).length,
  });
  if (outcome === 'pending') strikeWaits(step, gazerId, targetId, 'gaze');
  else gazeResult(step, gazerId, targetId, outcome === 'success');
}

/**
 * A gaze that works leaves the target without his tackle zone until his next activation
 * (BB-STATE-7): he cannot Mark, assist, catch or interfere, the `distracted` state.
 */
export function gazeResult(step: Step, gazerId: string, targetId: string, success: boolean): void {
  if (success) {
    changing(step, targetId).distracted = true;
    step.events.push({ type: 'hypnotised', player: gazerId, victim: targetId });
  }
  endActivation(step);
}
