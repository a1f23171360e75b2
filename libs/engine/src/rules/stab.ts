import { player, type Step } from './context';
import { repelled } from './foul-appearance';
import { armourRoll } from './injury';
import { endActivation } from './turn';

/**
 * Stab (BB-SKILL-1), instead of the block of a Block or Blitz action: an Armour roll against the
 * adjacent Standing opponent with no modifier at all (no Mighty Blow, no Claws), an Injury roll
 * if it breaks; no block dice, no push, never a turnover (BB-TO-12). Foul Appearance is rolled
 * first. A Block action ends with it; a Blitz goes on moving (BB-BLITZ-3). The oar strike from a
 * boat works the same way (DB-BOAT-13).
 */
export function stab(
  step: Step,
  attackerId: string,
  targetId: string,
  resumed = false,
  strike: 'stab' | 'oar-strike' = 'stab',
): void {
  if (!resumed && repelled(step, attackerId, targetId, strike)) return;
  const activation = step.state.turn.activation!;
  activation.blocked = true;
  activation.blocks += 1;
  step.events.push({
    type: strike === 'stab' ? 'stabbed' : 'oar-struck',
    player: attackerId,
    victim: targetId,
  });
  armourRoll(step, player(step, targetId).id, 0);
  if (activation.action === 'block') endActivation(step);
}
