import { roll } from '../dice/draw';
import type { Fall } from '../model/decisions';
import { player, type Step } from './context';
import { armourRoll, casualty, removeFromPlay } from './injury';
import { ballLost } from './ball';
import { fallDone } from './falling';

/**
 * A player falls into a hazard that does not lead back into the dungeon: the ball he held
 * reappears on a random teleporter and bounces (DB-BALL-3, DB-HAZ-5), he is taken out of the
 * dungeon by `hurt`, and the fall is over (a turnover for the active team, DB-PREC-9).
 */
export function fallOutOfPlay(
  step: Step,
  fall: Fall,
  hazard: string,
  hurt: (step: Step, id: string) => void,
): void {
  const p = player(step, fall.player);
  step.events.push({ type: 'fell-in', player: p.id, into: fall.into, hazard });
  if (step.state.ball.carrier === p.id) {
    step.state.ball = { at: null, carrier: null };
    ballLost(step);
  }
  hurt(step, p.id);
  fallDone(step, fall);
}

/**
 * Falling into something deadly (DB-HAZ-5): a D6, 1 dead, 2–6 seriously injured, with no Armour
 * roll. Interpretation: "seriously injured" is the BB2020 Serious Injury; Regeneration may save
 * him as on any Casualty.
 */
export function deadlyFall(step: Step, id: string): void {
  const rolled = roll(step.state, 6);
  const result = rolled === 1 ? 'dead' : 'serious-injury';
  step.events.push({ type: 'casualty', player: id, rolled, result });
  casualty(step, id, result);
}

/** Falling into a harmless pit of a non-lethal dungeon: out of the match as if lost in space (DB-HAZ-6). */
export function harmlessFall(step: Step, id: string): void {
  removeFromPlay(step, id, 'lost');
}

/**
 * A pit of a ground-floor hole, one floor deep (DB-HOLE-2, DB-HOLE-3), `spikes` more for its
 * stakes. [Torguer 2021] the fall's Armour and Injury rolls at +1 a floor, plus the spikes;
 * interpretation: the pit does not lead back into the dungeon, so a player still in the match
 * climbs out into the Reserves, unhurt (DB-INJ-5). [Jervis 1998] falling into a pit: deadly with
 * stakes (DB-HAZ-5), else out of the match (DB-HAZ-6).
 */
export function fallIntoPit(step: Step, fall: Fall, spikes: number): void {
  const name = spikes > 0 ? 'spiked pit' : 'pit';
  if (step.state.options.ruleset === 'jervis-1998')
    return fallOutOfPlay(step, fall, name, spikes > 0 ? deadlyFall : harmlessFall);
  fallOutOfPlay(step, fall, name, (s, id) => {
    const depth = 1 + (fall.floors ?? 0) + spikes;
    armourRoll(s, id, depth, undefined, depth);
    if (player(s, id).box === null) removeFromPlay(s, id, 'reserves');
  });
}
