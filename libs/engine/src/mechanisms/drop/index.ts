import type { Fall } from '../../model/decisions';
import type { Step } from '../../rules/context';
import { below } from '../../board/landing';
import { ballFalls, fallDown } from '../../rules/falling';
import type { Mechanism } from '../mechanism';
import { fallIntoPit } from '../../rules/hazard-falls';

/** A fall into a void or a hole: down to the floor below, or into the pit of a ground-floor hole. */
function onFall(step: Step, fall: Fall): void {
  if (below(step.state.board, fall.into)) return fallDown(step, fall);
  fallIntoPit(step, fall, 0);
}

/**
 * Drops to the floor below: the void over a lower floor (`_`), which a player may jump into on
 * purpose (DB-FLOOR-3), and holes and wells (`o`, DB-HOLE-3), which are jumped over (DB-HOLE-1).
 * Both are hazardous zones (DB-HAZ-3): falling in is a fall down a floor (DB-FLOOR), and the ball
 * falls to the floor below (DB-BALL-5). A hole on the ground floor is a pit.
 */
export const drop: Mechanism = {
  kind: 'drop',
  terrain: {
    _: { moveCost: null, hazard: true, drop: true, jumpDown: true },
    o: { moveCost: null, hazard: true, drop: true },
  },
  onFall,
  onBall: ballFalls,
};
