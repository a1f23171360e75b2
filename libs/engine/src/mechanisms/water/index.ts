import { player } from '../../rules/context';
import { knockDown } from '../../rules/injury';
import { fallDone } from '../falling';
import type { Mechanism } from '../mechanism';

/**
 * Deep water (`~`): 3 movement points a square (DB-WATER-1), and a hazardous zone (DB-HAZ-3)
 * that players may stand in. In it, passes, catches, interceptions and pick-ups are at −1
 * (DB-WATER-4) and a blocker never follows up (DB-WATER-7). Pushed in, a player stays Standing
 * (DB-WATER-10 interpretation);
 * slipping in from a precarious square beside it, he Falls Over in the water square chosen for
 * him, with a normal Armour roll. A ball in the water bounces as on any square.
 */
export const water: Mechanism = {
  kind: 'water',
  terrain: { '~': { moveCost: 3, hazard: true, ballHandling: -1, noFollowUp: true } },
  onFall: (step, fall) => {
    const p = player(step, fall.player);
    step.events.push({ type: 'moved', player: p.id, from: p.at!, to: fall.into });
    p.at = fall.into;
    if (step.state.ball.carrier === p.id) step.state.ball.at = fall.into;
    knockDown(step, p.id, { fell: true });
    fallDone(step, fall);
  },
};
