import type { PublicState } from '../model/state';
import { blockDice, needsDauntless, type BlockSight } from './block-strength';
import type { ReadStep } from './context';

export interface BlockPreview {
  /** Block dice rolled (BB-BLOCK-2). */
  readonly count: number;
  /** The team whose coach chooses the die (BB-BLOCK-4). */
  readonly chooser: number;
  /** With Dauntless to roll first, the dice if it succeeds; the figures above are for a failure. */
  readonly ifDauntless?: { readonly count: number; readonly chooser: number };
}

/**
 * The block dice a block would roll and who would choose, for a coach about to choose whom to
 * block; null when either player is not on the board. The strength rules read only what a coach's
 * view holds (`BlockSight`).
 */
export function blockPreview(
  state: PublicState,
  attackerId: string,
  defenderId: string,
): BlockPreview | null {
  const attacker = state.players.find((p) => p.id === attackerId);
  const defender = state.players.find((p) => p.id === defenderId);
  if (!attacker?.at || !defender?.at) return null;
  const step: ReadStep<BlockSight> = { state, events: [] };
  const plain = blockDice(step, attacker, defender, false);
  if (!needsDauntless(step, attacker, defender)) return plain;
  return { ...plain, ifDauntless: blockDice(step, attacker, defender, true) };
}
