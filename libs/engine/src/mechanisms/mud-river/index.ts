import { changing, type Step } from '../../rules/context';
import { removeFromPlay } from '../../rules/injury';
import { ballLost } from '../../rules/ball';
import { fallOutOfPlay } from '../../rules/hazard-falls';
import type { Mechanism } from '../mechanism';

/**
 * Carried away by the mud to the Reserves, unhurt (DB-INJ-5), where he waits a turn before the
 * pit teleporter may take him (DB-PIT-8): his team's next team turn, so one more when he falls
 * in during his own team's turn, whose end counts one off.
 */
function carriedAway(step: Step, id: string): void {
  removeFromPlay(step, id, 'reserves');
  const p = changing(step, id);
  p.waits = p.team === step.state.turn.team ? 2 : 1;
}

/**
 * The mud river (`=`, DB-MUD-1): a hazardous zone; a player falling in goes to the Reserves and
 * waits a turn; a ball in it comes back on a teleporter (DB-BALL-3).
 */
export const mudRiver: Mechanism = {
  kind: 'mud-river',
  terrain: { '=': { moveCost: null, hazard: true } },
  onFall: (step, fall) => fallOutOfPlay(step, fall, 'mud river', carriedAway),
  onBall: (step) => ballLost(step),
};
