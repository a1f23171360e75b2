import { standingOpponents } from '../../board/squares';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import { player, type Step } from '../../rules/context';
import { blitzBlock } from '../../rules/move';
import { movementLeft } from '../../rules/step-rolls';
import { stab } from '../../rules/stab';
import { inWater, onJetty } from '../water';
import { boatOf } from './places';

/**
 * The oar strikes the player being activated may make now (DB-BOAT-8, DB-BOAT-13): Standing in a
 * boat, in a Block or a Blitz whose block is still to come (a Blitz with a square of movement
 * left to pay for it, BB-BLITZ-2), against a Standing opponent next to him in the water, in the
 * other boat (a boat is on the water) or on a jetty.
 */
export function oarStrikes(state: GameState): Action[] {
  const activation = state.turn.activation;
  if (!activation || activation.blocked) return [];
  if (activation.action !== 'block' && activation.action !== 'blitz') return [];
  const p = state.players.find((q) => q.id === activation.player)!;
  if (p.stance !== 'standing' || !boatOf(state, p)) return [];
  if (activation.action === 'blitz') {
    const { ma, rushes } = movementLeft({ state, events: [] });
    if (ma + rushes < 1) return [];
  }
  return standingOpponents(state, p)
    .filter((q) => inWater(state.board, q.at!) || onJetty(state.board, q.at!))
    .map((q) => ({ type: 'oar-strike', target: q.id }));
}

/** The oar strike: as a Stab (`stab`), in a Blitz for a square of movement (DB-BOAT-13). */
export function oarStrike(step: Step, target: string): void {
  const activation = step.state.turn.activation!;
  if (activation.action === 'blitz') return blitzBlock(step, target, 'oar-strike');
  stab(step, player(step, activation.player).id, target, false, 'oar-strike');
}
