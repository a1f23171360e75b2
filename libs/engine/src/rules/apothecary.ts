import { roll } from '../dice/draw';
import type { PlayerState } from '../model/state';
import { changingTeam, type Step } from './context';
import {
  CASUALTY_RESULTS,
  casualtyModifier,
  casualtyResult,
  type CasualtyResult,
} from '../model/casualty-tables';

/**
 * Takes one of the team's apothecaries (its own and Wandering Apothecaries, each once a match,
 * BB-INJ-10, DB-INJ-4) for a player knocked out or hurt this way, if it has one left and its coach
 * keeps them for such a case.
 *
 * Interpretation: BB-INJ-10 says an apothecary is used at once, so the coach says before the
 * match what he keeps them for (`ApothecaryUse`: by default the first player knocked out or hurt,
 * since a Dungeonbowl KO lasts the whole match, DB-INJ-3), and the engine uses one on the first
 * such case.
 */
function takeApothecary(step: Step, victim: PlayerState, hurt: 'ko' | CasualtyResult): boolean {
  const team = step.state.teams[victim.team]; // none for a dungeon monster
  if (!team?.apothecaries) return false;
  const use = team.apothecaryUse ?? 'any';
  if (use === 'casualty' && hurt === 'ko') return false;
  if (use === 'serious' && (hurt === 'ko' || hurt === 'badly-hurt')) return false;
  changingTeam(step, victim.team).apothecaries = team.apothecaries - 1;
  return true;
}

/**
 * A player knocked out on the board: whether the apothecary keeps him in play (BB-INJ-10), his
 * Injury roll then leaving him Stunned instead.
 */
export function treatKnockOut(step: Step, victim: PlayerState): boolean {
  if (victim.at === null || !takeApothecary(step, victim, 'ko')) return false;
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
  if (!takeApothecary(step, victim, result)) return result;
  let rolled: number | null = null;
  let stands = result;
  const modifier = casualtyModifier(victim); // BB-INJ-8: a Casualty roll too
  if (result !== 'badly-hurt') {
    rolled = roll(step.state, 16);
    const again = casualtyResult(rolled, modifier);
    if (CASUALTY_RESULTS.indexOf(again) < CASUALTY_RESULTS.indexOf(result)) stands = again;
  }
  step.events.push({
    type: 'apothecary',
    player: victim.id,
    rolled,
    ...(rolled !== null && modifier !== 0 && { modifier }),
    result: stands,
  });
  return stands === 'badly-hurt' ? 'reserves' : stands;
}
