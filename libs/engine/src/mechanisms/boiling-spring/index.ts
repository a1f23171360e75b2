import { roll2d6 } from '../../dice/draw';
import { player, type Step } from '../../rules/context';
import { injuryRoll, removeFromPlay } from '../../rules/injury';
import { ballLost } from '../../rules/ball';
import { fallOutOfPlay } from '../../rules/hazard-falls';
import type { Mechanism } from '../mechanism';
import { characteristics } from '../../rules/characteristics';

/**
 * Burns (DB-SPRING-1): an Armour roll at +2; unbroken, he is KO'd all the same; broken, an Injury
 * roll at +2 on which 2–9 is a KO and 10+ a Casualty (never Stunned).
 */
function scalded(step: Step, id: string): void {
  const dice = roll2d6(step.state);
  const broken = dice[0] + dice[1] + 2 >= characteristics(player(step, id)).av;
  step.events.push({ type: 'armour', player: id, dice, modifier: 2, broken });
  if (broken) injuryRoll(step, id, 2, true);
  if (player(step, id).box === null) removeFromPlay(step, id, 'ko');
}

/**
 * The boiling spring (`b`, DB-SPRING-1): a hazardous zone; a player falling in is burnt and
 * always removed; a ball falling in comes back on a teleporter (DB-SPRING-2).
 */
export const boilingSpring: Mechanism = {
  kind: 'boiling-spring',
  terrain: { b: { moveCost: null, hazard: true } },
  onFall: (step, fall) => fallOutOfPlay(step, fall, 'boiling spring', scalded),
  onBall: (step) => ballLost(step),
};
