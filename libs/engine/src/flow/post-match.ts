import { roll } from '../dice/draw';
import type { SppAward, TeamPostMatch } from '../model/state';
import type { DraftState, Step } from '../rules/context';
import { concededTeams } from './concession';
import { sppFor } from './spp';

/** Winnings are counted in thousands of gold pieces (DB-POST-1: the literal reading). */
const winningsUnit = 1000;

/**
 * The winnings D3 (DB-POST-1, DB-POST-2). The winner may re-roll it once and the second result
 * stands; the engine has no decision after the match is over, so it reads the choice as "re-roll
 * a 1": the best choice, since a re-roll averages 2 (a 2 gains nothing on average, a 3 can only
 * lose). A loser, or a team in a draw, may not re-roll.
 */
function winningsDice(draft: DraftState, winner: boolean): number[] {
  const first = roll(draft, 3);
  return winner && first === 1 ? [first, roll(draft, 3)] : [first];
}

/**
 * The Most Valuable Player (DB-POST-3, BB-SPP-2), drawn at random among the team's eligible
 * players, as FUMBBL does (no nomination of six): every player of the team but the dead. Team
 * sheets hold no Star Players nor mercenaries, who would not be eligible either. A player lost in
 * the Interstice is eligible: he is available for the next match (DB-POST-7, DB-TELE-12).
 */
function drawMvp(draft: DraftState, team: number): string | null {
  const dead = (id: string) =>
    draft.spp.dead.includes(id) && draft.players.find((p) => p.id === id)?.box === 'casualty';
  const eligible = draft.players.filter((p) => p.team === team && !dead(p.id));
  if (eligible.length === 0) return null;
  return eligible[roll(draft, eligible.length) - 1]!.id;
}

/**
 * Dedicated Fans (DB-POST-5, BB-SPP-3): the winner gains 1 automatically; a loser rolls a D6 and
 * loses 1 if the roll is below its Dedicated Fans (so never below 1); a team that conceded rolls
 * with −2 (LM-27). In a draw (a round limit or
 * nobody left, which the texts do not foresee) nobody rolls and nothing changes, as in BB2020.
 */
function fans(
  draft: DraftState,
  team: number,
  outcome: TeamPostMatch['outcome'],
): Pick<TeamPostMatch, 'fansRoll' | 'fansChange' | 'dedicatedFans'> {
  const before = draft.teams[team]!.dedicatedFans;
  if (outcome === 'drew') return { fansRoll: null, fansChange: 0, dedicatedFans: before };
  if (outcome === 'won')
    return {
      fansRoll: null,
      fansChange: before < 7 ? 1 : 0,
      dedicatedFans: Math.min(7, before + 1),
    };
  const rolled = roll(draft, 6);
  const modifier = concededTeams(draft).includes(team) ? -2 : 0; // LM-27
  const change = rolled + modifier < before ? -1 : 0;
  return {
    fansRoll: rolled,
    ...(modifier !== 0 && { fansModifier: modifier }),
    fansChange: change,
    dedicatedFans: before + change,
  };
}

/**
 * The post-match sequence, rolled with the match's dice once it is over (DB-POST): for each team
 * in turn, its winnings (DB-POST-1: winner (D3 + 3) x 3k; DB-POST-2: losers (D3 + 2) x 3k; in a
 * draw every team is paid as a loser, no team having won), its MVP (DB-POST-3), who earns the MVP's
 * SPP (BB-SPP-1), and its Dedicated Fans (DB-POST-5). Players lost in the Interstice need nothing:
 * they are simply available for the next match (DB-POST-7).
 */
export function rollPostMatch(step: Step): void {
  const { state: draft } = step;
  const winner = draft.result?.winner ?? null;
  const mvps: SppAward[] = [];
  const teams = draft.teams.map((_, team): TeamPostMatch => {
    const outcome = winner === null ? 'drew' : winner === team ? 'won' : 'lost';
    const dice = winningsDice(draft, outcome === 'won');
    const d3 = dice.at(-1)!;
    const winnings = (d3 + (outcome === 'won' ? 3 : 2)) * 3 * winningsUnit;
    const mvp = drawMvp(draft, team);
    if (mvp) mvps.push({ player: mvp, reason: 'mvp', spp: sppFor.mvp });
    return { team, outcome, winningsDice: dice, winnings, mvp, ...fans(draft, team, outcome) };
  });
  draft.spp = { ...draft.spp, awards: [...draft.spp.awards, ...mvps] };
  draft.postMatch = { teams };
  step.events.push({ type: 'post-match', postMatch: draft.postMatch });
}
