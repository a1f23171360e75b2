import { hasSkill } from '../board/squares';
import type { FailedTest, Strike } from '../model/decisions';
import { declareBlock } from './block';
import { player, type Step } from './context';
import { gaze } from './hypnotic-gaze';
import { stab } from './stab';
import { rollTest } from './tests';
import { endActivation } from './turn';

/**
 * Foul Appearance (BB-SKILL-1): a player who declares a Block, or a special action such as Stab or
 * Hypnotic Gaze, against this player first rolls a D6; on a 1 the action is wasted and his
 * activation ends, Blitz or not. The roll is the attacker's: a team re-roll or Pro may re-roll it.
 * Returns whether the strike stops here, repelled or waiting for the re-roll decision, after
 * which `answerFoulAppearance` resumes it.
 */
export function repelled(
  step: Step,
  attackerId: string,
  targetId: string,
  strike: Strike,
): boolean {
  if (!hasSkill(player(step, targetId), 'Foul Appearance')) return false;
  const outcome = rollTest(step, {
    kind: 'foul-appearance',
    player: attackerId,
    target: 2,
    modifier: 0,
    opponent: targetId,
    strike,
  });
  if (outcome === 'failure') endActivation(step);
  return outcome !== 'success';
}

/** The Foul Appearance roll settled after a re-roll offer: the strike goes ahead, or the activation ends. */
export function answerFoulAppearance(
  step: Step,
  test: Extract<FailedTest, { kind: 'foul-appearance' }>,
  success: boolean,
): void {
  if (!success) return endActivation(step);
  const target = test.opponent;
  switch (test.strike) {
    case 'stab':
    case 'oar-strike':
      return stab(step, test.player, target, true, test.strike);
    case 'gaze':
      return gaze(step, test.player, target, true);
    default:
      return declareBlock(step, test.player, target, { foulAppearance: 'passed' });
  }
}
