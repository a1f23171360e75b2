import { ballLost } from '../../rules/ball';
import { deadlyFall, fallOutOfPlay } from '../../rules/hazard-falls';
import type { Mechanism } from '../mechanism';

/**
 * Lava (`*`): a hazardous zone where falling in is deadly in both rulesets (DB-HAZ-5, map format
 * v1): a D6, 1 dead, 2–6 seriously injured; the ball comes back on a teleporter (DB-BALL-3).
 */
export const lava: Mechanism = {
  kind: 'lava',
  terrain: { '*': { moveCost: null, hazard: true } },
  onFall: (step, fall) => fallOutOfPlay(step, fall, 'lava', deadlyFall),
  onBall: (step) => ballLost(step),
};
