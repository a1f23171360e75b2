import { roll } from '../dice/draw';
import { neighbours, playerAt } from '../board/squares';
import type { PrecariousFor } from '../model/decisions';
import { putBeneath } from '../model/frames';
import type { GameState } from '../model/state';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { rollTest } from './tests';
import { PRECARIOUS_TARGET } from './step-rolls';
import { fallDone, fallInto } from './falling';
import { fallsInto, isHazard, isPrecarious, standingCost, occupiedNow } from '../board/dungeon';

/**
 * Whether a player is in a precarious situation (DB-PREC-2, DB-PREC-3): in the dungeon, on a
 * gangway or next to a hazardous zone.
 */
export function onTheEdge(state: GameState, id: string): boolean {
  const p = state.players.find((q) => q.id === id);
  return !!p?.at && p.box === null && isPrecarious(state.board, p.at);
}

/**
 * He slips and falls into the hazardous zone next to him, chosen at random among them when there
 * are several (DB-PREC-6): one he cannot stand in, or water with nobody in it. With none
 * (a gangway over nothing), he just Falls Over.
 */
export function slip(step: Step, id: string): void {
  const { state } = step;
  const p = player(step, id);
  const from = p.at!;
  const options = neighbours(state.board, from).filter(
    (q) =>
      fallsInto(state.board, q) ||
      (isHazard(state.board, q) &&
        standingCost(state.board, q) !== null &&
        !playerAt(state, q) &&
        !occupiedNow(state, q)), // not into a boat (DB-BOAT-2)
  );
  if (options.length === 0) {
    knockDown(step, id, { fell: true });
    return fallDone(step, { player: id, cause: 'slipped', into: from });
  }
  const into = options.length === 1 ? options[0]! : options[roll(state, options.length) - 1]!;
  fallInto(step, { player: id, cause: 'slipped', into });
}

/**
 * The precarious roll (DB-PREC-4, DB-PREC-5, DB-PREC-6): a D6, a 1 and he slips into the hazard.
 * It is his own roll, which a team re-roll or Pro may re-roll when he is of the active team
 * (BB-RR-1); `then` says what it was for, which waits beneath the re-roll offer (`PrecariousFrame`)
 * to go on with after it. Returns 'safe' or 'slipped' (his fall is made), or 'pending' while his
 * coach decides on a re-roll.
 */
export function precariousRoll(
  step: Step,
  id: string,
  then?: PrecariousFor,
): 'safe' | 'slipped' | 'pending' {
  const outcome = rollTest(step, {
    kind: 'precarious',
    player: id,
    target: PRECARIOUS_TARGET,
    modifier: 0,
  });
  if (outcome === 'pending' && then) {
    const { pending } = step.state;
    putBeneath(pending, { kind: 'precarious-for', team: pending.at(-1)!.team, then });
  }
  if (outcome === 'failure') slip(step, id);
  return outcome === 'success' ? 'safe' : outcome === 'failure' ? 'slipped' : 'pending';
}
