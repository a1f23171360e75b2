import { armourRoll, knockDown } from '../../rules/injury';
import type { Mechanism } from '../mechanism';

/**
 * Rubble (`r`): 3 movement points a square (DB-RUBBLE-2). A player pushed into it makes an Armour
 * roll and stays Standing unless it hurts him; pushed and Knocked Down into it, his Armour roll is
 * at +1 (DB-RUBBLE-3), with the blocker's Mighty Blow and Claws as for any knock-down.
 */
export const rubble: Mechanism = {
  kind: 'rubble',
  terrain: { r: { moveCost: 3 } },
  onPushedIn: (step, { player, knockedDown, by }) => {
    if (!knockedDown) {
      armourRoll(step, player, 0);
      return false;
    }
    knockDown(step, player, { armourModifier: 1, blocker: by });
    return true;
  },
};
