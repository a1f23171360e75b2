import type { PlayerState } from '../model/state';

/** What the rules read of a player's profile: MA, ST, AG (a target), PA (a target or null), AV. */
export type Characteristics = Pick<PlayerState, 'ma' | 'st' | 'ag' | 'pa' | 'av'>;

/**
 * A player's characteristics now: his team sheet's, changed for as long as a potion he drank acts
 * (DB-POTION-3, DB-POTION-4). Every rule that reads MA, ST, AG, PA or AV asks this. With nothing
 * changing them it is the player himself, so that the hot paths build no object.
 */
export function characteristics(p: PlayerState): Characteristics {
  const changes = p.potion?.effect?.changes;
  if (!changes) return p;
  return {
    ma: p.ma + (changes.ma ?? 0),
    st: p.st + (changes.st ?? 0),
    ag: p.ag + (changes.ag ?? 0),
    pa: p.pa,
    av: p.av + (changes.av ?? 0),
  };
}
