import { hasSkill } from '../board/squares';
import type { Strike } from '../model/decisions';
import { putBeneath } from '../model/frames';
import { player, type Step } from './context';
import { rollTest } from './tests';
import { endActivation } from './turn';

/**
 * Foul Appearance (BB-SKILL-1): a player who declares a Block, or a special action such as Stab or
 * Hypnotic Gaze, against this player first rolls a D6; on a 1 the action is wasted and his
 * activation ends, Blitz or not. The roll is the attacker's: a team re-roll or Pro may re-roll it.
 * Returns whether the strike stops here, repelled or waiting for the re-roll decision, the
 * strike beneath it, after which `answerFoulAppearance` (`reroll.ts`) resumes it.
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
  });
  if (outcome === 'pending') strikeWaits(step, attackerId, targetId, strike);
  if (outcome === 'failure') endActivation(step);
  return outcome !== 'success';
}

/** Puts a strike beneath the re-roll offer just made for a roll before or for it (`StrikeFrame`). */
export function strikeWaits(step: Step, striker: string, opponent: string, strike: Strike): void {
  const { pending } = step.state;
  const { team } = pending.at(-1)!;
  putBeneath(pending, { kind: 'strike', team, player: striker, opponent, strike });
}
