import { directions, playerAt, sameSquare, terrainAt } from '../../board/squares';
import { roll } from '../../dice/draw';
import type { Square } from '../../model/state';
import { changing, type Step } from '../../rules/context';
import { placeProne, removeFromPlay } from '../../rules/injury';
import type { ChuteSpot } from '../chute/data';
import { shifted, towards } from '../chute/data';
import { remember } from '../../model/memory';
import { boatsNow, bowOf, KIND as BOATS, type BoatPlace } from '../boats/places';
import { footOf, nextOf } from './data';

const water = (step: Step, q: Square) => terrainAt(step.state.board, q) === '~';

/**
 * A boat in the foot or the square after it is pushed away (DB-PCHUTE-6 interpretation): one square
 * on along the chute's way out, when both its squares land on water nobody is in, else it stays;
 * the player in it falls into the water, unhurt, Prone in a water square next to it that the D8
 * chooses, away from the chute's two squares. The boats and where they are remembered are
 * `../boats/`'s.
 */
export function pushBoatsAway(step: Step, chute: ChuteSpot): void {
  const arrival = [footOf(chute), nextOf(chute)];
  const away = towards(arrival[0]!, arrival[1]!);
  const boats = boatsNow(step.state);
  const moved: BoatPlace[] = boats.map((boat) => {
    if (![boat.at, bowOf(boat)].some((q) => arrival.some((a) => sameSquare(a, q)))) return boat;
    step.events.push({ type: 'boat-pushed', boat: boat.id });
    const inIt = playerAt(step.state, boat.at);
    if (inIt) {
      const to = waterAround(step, boat.at, arrival);
      if (!to) removeFromPlay(step, inIt.id, 'reserves');
      else {
        step.events.push({ type: 'pushed', player: inIt.id, from: boat.at, to });
        changing(step, inIt.id).at = to;
        if (step.state.ball.carrier === inIt.id) step.state.ball.at = to;
        placeProne(step, inIt.id);
      }
    }
    const pushed = { ...boat, at: shifted(boat.at, away) };
    const free = [pushed.at, bowOf(pushed)].every(
      (q) => water(step, q) && !playerAt(step.state, q),
    );
    return free ? pushed : boat;
  });
  if (moved.some((b, i) => b !== boats[i])) remember(step.state, BOATS, moved);
}

/** A free water square next to `from` by the D8, rolled again until it is one; null with none. */
function waterAround(step: Step, from: Square, not: readonly Square[]): Square | null {
  const open = directions
    .map(([dx, dy]) => shifted(from, [dx, dy]))
    .filter(
      (q) => water(step, q) && !playerAt(step.state, q) && !not.some((n) => sameSquare(n, q)),
    );
  if (open.length === 0) return null;
  for (;;) {
    const [dx, dy] = directions[roll(step.state, 8) - 1]!;
    const q = open.find((o) => o.x === from.x + dx && o.y === from.y + dy);
    if (q) return q;
  }
}
