import { roll } from '../dice/draw';
import type { PlayerState } from '../model/state';
import type { Step } from './context';

/** The Casualty table's results, least to most severe (BB-INJ-6). */
export const CASUALTY_RESULTS = [
  'badly-hurt',
  'seriously-hurt',
  'serious-injury',
  'lasting-injury',
  'dead',
] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

/** The Casualty table, D16 (BB-INJ-6). */
export const casualtyResult = (rolled: number): CasualtyResult =>
  rolled <= 6
    ? 'badly-hurt'
    : rolled <= 9
      ? 'seriously-hurt'
      : rolled <= 12
        ? 'serious-injury'
        : rolled <= 14
          ? 'lasting-injury'
          : 'dead';

/**
 * Takes one of the team's apothecaries (its own and Wandering Apothecaries, each once a match,
 * BB-INJ-10, DB-INJ-4), if it has one left.
 *
 * Interpretation: the engine uses it at once on the team's first player knocked out or hurt, as
 * BB-INJ-10 says it must be used immediately; a coach cannot keep it for later, since a Dungeonbowl
 * KO lasts the whole match (DB-INJ-3) and is worth saving as much as a Casualty.
 */
function takeApothecary(step: Step, victim: PlayerState): boolean {
  const team = step.state.teams[victim.team]; // none for a dungeon monster
  if (!team?.apothecaries) return false;
  team.apothecaries -= 1;
  return true;
}

/**
 * A player knocked out on the board: the apothecary keeps him in play, Stunned (BB-INJ-10).
 * Returns whether it did.
 */
export function treatKnockOut(step: Step, victim: PlayerState): boolean {
  if (victim.at === null || !takeApothecary(step, victim)) return false;
  victim.stance = 'stunned';
  victim.stunnedOnOwnTurn = victim.team === step.state.turn.team;
  step.events.push({ type: 'apothecary', player: victim.id, rolled: null, result: 'stunned' });
  return true;
}

/**
 * A Casualty: the apothecary sends a Badly Hurt player to the Reserves; on anything worse he rolls
 * the Casualty table again and the better result stands, a Badly Hurt one going to the Reserves
 * too (BB-INJ-10). Returns where the player goes: the Reserves, or the Casualty box with the result
 * that stands; without an apothecary, the result as rolled.
 */
export function treatCasualty(
  step: Step,
  victim: PlayerState,
  result: CasualtyResult,
): 'reserves' | CasualtyResult {
  if (!takeApothecary(step, victim)) return result;
  let rolled: number | null = null;
  let stands = result;
  if (result !== 'badly-hurt') {
    rolled = roll(step.state, 16);
    const again = casualtyResult(rolled);
    if (CASUALTY_RESULTS.indexOf(again) < CASUALTY_RESULTS.indexOf(result)) stands = again;
  }
  step.events.push({ type: 'apothecary', player: victim.id, rolled, result: stands });
  return stands === 'badly-hurt' ? 'reserves' : stands;
}
