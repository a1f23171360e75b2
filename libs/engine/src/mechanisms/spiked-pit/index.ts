import type { Fall } from '../../model/decisions';
import { copyWith, type Step } from '../../rules/context';
import { below } from '../../board/landing';
import { ballFalls, fallDown } from '../../rules/falling';
import { fallIntoPit } from '../../rules/hazard-falls';
import type { Mechanism } from '../mechanism';

/** What the stakes add to the Armour and Injury rolls of a player falling in (DB-HOLE-2). */
const STAKES = 1;

/**
 * A fall into the spiked pit (DB-HOLE-2). Interpretation: on an upper floor it is a hole, and he
 * falls to the square below as down any (DB-FLOOR), the stakes adding 1 to the Armour and Injury
 * rolls of his fall, if it has any; on the ground floor there is no floor below and the pit holds
 * him: a one-floor fall with the stakes, +2, after which a player not Knocked Out or worse climbs
 * out into his team's Reserves (`fallIntoPit`).
 */
function onFall(step: Step, fall: Fall): void {
  if (below(step.state.board, fall.into)) return fallDown(step, copyWith(fall, { stakes: STAKES }));
  fallIntoPit(step, fall, STAKES);
}

/**
 * The spiked pit (`^`, DB-HOLE-2): a hazardous zone, jumped over like a hole (DB-HOLE-1), a fall
 * down a floor with its stakes on an upper floor and a pit on the ground floor (`onFall`; [Jervis
 * 1998] on the ground floor: deadly, DB-HAZ-5). The ball falling in comes down on the floor below,
 * or, with none, comes back on a teleporter (DB-BALL-5, DB-BALL-3).
 */
export const spikedPit: Mechanism = {
  kind: 'spiked-pit',
  terrain: { '^': { moveCost: null, hazard: true } },
  onFall,
  onBall: ballFalls,
};
