import { adjacentNow, exertsTackleZone, hasSkill, markers } from '../../../board/squares';
import { remember, remembered } from '../../../model/memory';
import { unsteady } from '../../../board/dungeon';
import type { GameState, PlayerState } from '../../../model/state';
import { player, type DraftState, type Step } from '../../context';
import { multiTeam, teamsAfterActive } from './play-order';

/** The memory's key (`GameState.mechanismState`) for the assists asked of other coaches. */
const KIND = 'assists';

/** Which side of a block or foul a third team's player was asked about, and his coach's answers. */
interface AssistsAsked {
  readonly turn: number;
  readonly attacker: string;
  readonly defender: string;
  /** Players whose coach has answered, in the order asked. */
  readonly asked: readonly string[];
  /** Those who assist, and whom they help. */
  readonly given: readonly { readonly player: string; readonly helps: string }[];
}

/** A Block, a Blitz's block or a Foul, which another coach's players may assist (DB-MULTI-4). */
export type AssistedAction = 'block' | 'foul';

/**
 * Whether a player of a third team may assist `side` against `target` (DB-MULTI-4, BB-BLOCK-3):
 * Standing with his tackle zone, not in a boat, next to the target, and Marked by nobody but the target of a team
 * other than the side he helps and his own (Guard ignores that); wall corners respected (DB-MOVE-2).
 */
function mayAssist(
  state: Pick<GameState, 'players' | 'board' | 'mechanismState'>,
  p: PlayerState,
  side: PlayerState,
  target: PlayerState,
): boolean {
  if (p.team === side.team || p.team === target.team || !exertsTackleZone(p)) return false;
  if (unsteady(state, p)) return false; // nobody in a boat assists (DB-BOAT-12)
  if (!p.at || !target.at || !adjacentNow(state, p.at, target.at)) return false;
  return (
    hasSkill(p, 'Guard') ||
    markers(state, p.team, p.at, target.id).every((m) => m.team === side.team)
  );
}

/**
 * The players of third teams whose coaches chose to assist `side` against `target`, and still may
 * (DB-MULTI-4): added to his team-mates' assists (BB-BLOCK-3, BB-FOUL-2). None in a 2-team match.
 */
export function alliedAssisters(
  state: Pick<GameState, 'players' | 'board' | 'mechanismState' | 'turn'>,
  side: PlayerState,
  target: PlayerState,
): PlayerState[] {
  const asked = remembered<AssistsAsked>(state, KIND);
  if (!asked || asked.turn !== state.turn.number) return [];
  if (![asked.attacker, asked.defender].includes(target.id)) return [];
  return asked.given
    .filter((g) => g.helps === side.id)
    .map((g) => state.players.find((p) => p.id === g.player)!)
    .filter((p) => mayAssist(state, p, side, target));
}

/**
 * With 3 or 4 teams, before a block or a foul is resolved, asks the coach of each third team's
 * player who could assist either side whether he does, and for whom (DB-MULTI-4): one player at a
 * time, teams in turn order after the active team. Returns true while a coach is being asked; the
 * action is declared again once he answers (`answerAssist`). The attacker's and the target's own
 * team-mates assist as in BB2020, without asking. Never asks in a 2-team match.
 */
export function askAssists(
  step: Step,
  action: AssistedAction,
  attackerId: string,
  defenderId: string,
): boolean {
  const { state } = step;
  if (!multiTeam(state)) return false;
  const known = remembered<AssistsAsked>(state, KIND);
  const asked: AssistsAsked =
    known?.turn === state.turn.number &&
    known.attacker === attackerId &&
    known.defender === defenderId
      ? known
      : {
          turn: state.turn.number,
          attacker: attackerId,
          defender: defenderId,
          asked: [],
          given: [],
        };
  const attacker = player(step, attackerId);
  const defender = player(step, defenderId);
  for (const team of teamsAfterActive(state)) {
    if (team === defender.team) continue;
    for (const p of state.players) {
      if (p.team !== team || asked.asked.includes(p.id)) continue;
      const sides = [
        ...(mayAssist(state, p, attacker, defender) ? [attackerId] : []),
        ...(mayAssist(state, p, defender, attacker) ? [defenderId] : []),
      ];
      if (sides.length === 0) continue;
      remember(state, KIND, { ...asked, asked: [...asked.asked, p.id] });
      state.pending.push({
        kind: 'assist',
        team,
        player: p.id,
        action,
        attacker: attackerId,
        defender: defenderId,
        sides,
      });
      return true;
    }
  }
  remember(state, KIND, asked);
  return false;
}

/** A coach's answer: his player assists one side (`helps`), or nobody (DB-MULTI-4). */
export function recordAssist(step: Step, assister: string, helps: string | null): void {
  const asked = remembered<AssistsAsked>(step.state, KIND)!;
  step.events.push({ type: 'assist-chosen', player: assister, helps });
  if (helps !== null)
    remember(step.state, KIND, { ...asked, given: [...asked.given, { player: assister, helps }] });
}

/** The block or foul is resolved: the answers are forgotten, and the next one is asked again. */
export const forgetAssists = (state: DraftState): void => {
  if (remembered(state, KIND) !== undefined) remember(state, KIND, undefined);
};
