import { sppOf } from '../flow/spp';
import { isMonster, type GameState, type MatchEndReason, type PostMatch } from '../model/state';
import type { LastingInjury } from '../model/casualty-tables';

/** How one game ended, as `simulate` prints it and a replay file keeps it. */
export interface GameSummary {
  /** The winning team's index in `--teams` order, or null for a draw. */
  readonly winner: number | null;
  /** Why it ended, or null when the actions stop before the end (a cut-short replay). */
  readonly reason: MatchEndReason | null;
  /** Rounds played: the round of the touchdown, or the last round finished before a draw. */
  readonly rounds: number;
  /** The player who scored the touchdown. */
  readonly scorer: { readonly id: string; readonly name: string } | null;
  /** Players in the Casualty box at the end, per team. */
  readonly casualties: readonly number[];
  /** Chests opened: the map's chests less those still closed. */
  readonly chestsOpened: number;
  /** Players lost in the interstice (DB-TELE-2), per team. */
  readonly playersLost: readonly number[];
  /** Actions taken, set-up included. */
  readonly actions: number;
  /**
   * The players who suffered a Lasting Injury in the match (BB-INJ-7, DB-POTION-6), in the
   * match's order of players; left out when nobody did. Their characteristics stay as they were:
   * lowering them is for the development between matches (BB-CHAR-8), which the engine leaves out.
   */
  readonly lastingInjuries?: readonly LastingInjuryLine[];
  /**
   * The post-match sequence (DB-POST): winnings, MVP and Dedicated Fans per team. Left out while
   * the match is not over, and by replay files written before the engine rolled it.
   */
  readonly postMatch?: PostMatch;
  /** SPP earned in the match by each player who earned any (DB-POST-4, BB-SPP-1); left out as postMatch is. */
  readonly spp?: readonly { readonly id: string; readonly name: string; readonly spp: number }[];
}

/** One player's Lasting Injury in a match summary. */
export interface LastingInjuryLine {
  readonly id: string;
  readonly name: string;
  readonly team: number;
  readonly injury: LastingInjury;
}

/** What a summary reads of a match: nothing hidden, so a coach's view of the match will do. */
type Summarised = Pick<GameState, 'result' | 'teams' | 'players' | 'turn' | 'postMatch' | 'spp'> & {
  readonly chests: readonly unknown[];
};

export function summarise(state: Summarised, mapChests: number, actions: number): GameSummary {
  const result = state.result;
  const perTeam = (box: 'casualty' | 'lost') =>
    state.teams.map(
      (_, team) => state.players.filter((p) => p.team === team && p.box === box).length,
    );
  const scorer = state.players.find((p) => p.id === result?.scorer);
  const lastingInjuries = state.players.flatMap((p) =>
    p.lastingInjury && !isMonster(p)
      ? [{ id: p.id, name: p.name, team: p.team, injury: p.lastingInjury }]
      : [],
  );
  return {
    winner: result?.winner ?? null,
    reason: result?.reason ?? null,
    rounds: state.turn.round,
    scorer: scorer ? { id: scorer.id, name: scorer.name } : null,
    casualties: perTeam('casualty'),
    chestsOpened: mapChests - state.chests.length,
    playersLost: perTeam('lost'),
    actions,
    ...(lastingInjuries.length > 0 && { lastingInjuries }),
    ...(state.postMatch && {
      postMatch: state.postMatch,
      spp: state.players
        .map((p) => ({ id: p.id, name: p.name, spp: sppOf(state.spp, p.id) }))
        .filter((p) => p.spp > 0),
    }),
  };
}
