import { roll } from '../dice/draw';
import { neighbours, playerAt } from '../board/squares';
import type { PrecariousFor } from '../model/decisions';
import type { GameState } from '../model/state';
import { catchBall, dropCatch } from './ball';
import { declareBlock, finishBlock } from './block';
import { assisting } from './block-strength';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { continueStep, resumeStep } from './move';
import { throwBall } from './pass';
import { rollTest } from './tests';
import { fallDone, fallInto } from './falling';
import { fallsInto, isHazard, isPrecarious, standingCost } from '../board/dungeon';
import { occupiedNow } from '../board/dungeon';

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

/** The precarious roll passes on a 2 or more: a 1 and he slips (DB-PREC-4). */
export const PRECARIOUS_TARGET = 2;

/**
 * The precarious roll (DB-PREC-4, DB-PREC-5, DB-PREC-6): a D6, a 1 and he slips into the hazard.
 * It is his own roll, which a team re-roll or Pro may re-roll when he is of the active team
 * (BB-RR-1); `then` says what it was for, to go on with after the re-roll. Returns 'safe' or
 * 'slipped' (his fall is made), or 'pending' while his coach decides on a re-roll.
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
    then: then ?? null,
  });
  if (outcome === 'failure') slip(step, id);
  return outcome === 'success' ? 'safe' : outcome === 'failure' ? 'slipped' : 'pending';
}

/**
 * Before a block, whoever of the attacker, the defender and ([Torguer 2021] only) their assisting
 * team-mates is precarious rolls, in that order (DB-PREC-4, DB-PREC-5); `done` have rolled
 * already. Returns true when the block goes on. If the attacker falls, the block is lost; if the
 * defender falls, it is not thrown but the action is spent; a fallen assister just does not
 * assist (DB-PREC-10).
 */
export function steadyForBlock(
  step: Step,
  attacker: string,
  defender: string,
  done: readonly string[] = [],
): boolean {
  const a = player(step, attacker);
  const d = player(step, defender);
  const assisters =
    step.state.options.ruleset === 'torguer-2021'
      ? [...assisting(step, a, d, d.id), ...assisting(step, d, a, a.id)].map((p) => p.id)
      : [];
  let rolled = done;
  for (const id of [attacker, defender, ...assisters]) {
    if (rolled.includes(id) || !onTheEdge(step.state, id)) continue;
    const result = precariousRoll(step, id, { kind: 'block', attacker, defender, done: rolled });
    rolled = [...rolled, id];
    if (result === 'pending') return false;
    if (result === 'slipped' && id === defender) blockSpent(step);
    if (result === 'slipped' && (id === attacker || id === defender)) return false;
  }
  return true;
}

/** The defender slipped before the block: it is spent all the same (DB-PREC-10). */
function blockSpent(step: Step): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  activation.blocked = true;
  activation.blocks += 1;
  finishBlock(step);
}

/**
 * A precarious roll settled after a re-roll offer: a slip and what it stops (DB-PREC-10), or on
 * with what the roll was for.
 */
export function precariousResult(
  step: Step,
  id: string,
  then: PrecariousFor | null,
  success: boolean,
): void {
  if (then?.kind === 'step') {
    // DB-PREC-6: slipping, no pick-up; steady, he goes on with the step and its pick-up.
    const frame = resumeStep(step);
    if (!success) return slip(step, id);
    return continueStep(step, frame.player, frame.from, frame.to, frame.rest, frame.blockTarget);
  }
  if (!success) {
    const at = player(step, id).at!;
    slip(step, id);
    if (then?.kind === 'block' && id === then.defender) return blockSpent(step);
    if (then?.kind === 'catch') return dropCatch(step, at, then.deflected);
    if (then?.kind !== 'block' || id === then.attacker) return;
  }
  switch (then?.kind) {
    case undefined:
      return;
    case 'block':
      if (!steadyForBlock(step, then.attacker, then.defender, [...then.done, id])) return;
      return declareBlock(step, then.attacker, then.defender, { steady: true });
    case 'pass':
      return throwBall(step, then.target, then.ricochet, true);
    case 'catch':
      return catchBall(step, id, then.ballModifier, then.deflected, true);
  }
}
