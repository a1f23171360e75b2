import { ballLost } from '../falling';
import { fallIntoPit } from '../hazard-falls';
import type { Mechanism } from '../mechanism';

/**
 * The spiked pit (`^`, DB-HOLE-2): a hazardous zone, jumped over like a hole (DB-HOLE-1); a
 * player falling in makes the Armour and Injury rolls of a one-floor fall with +1 more for the
 * stakes, +2 in all ([Jervis 1998]: deadly, DB-HAZ-5). Interpretation: on any floor it is a pit,
 * not a way down; a ball falling in is lost and comes back on a teleporter (DB-BALL-5).
 */
export const spikedPit: Mechanism = {
  kind: 'spiked-pit',
  terrain: { '^': { moveCost: null, hazard: true } },
  onFall: (step, fall) => fallIntoPit(step, fall, 1),
  onBall: (step) => ballLost(step),
};
