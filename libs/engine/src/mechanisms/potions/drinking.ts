import { adjacent } from '../../board/squares';
import { roll } from '../../dice/draw';
import { noActions, type Action } from '../../model/actions';
import type { GameState, PlayerState } from '../../model/state';
import { changing, type Step } from '../../rules/context';
import { toCasualtyBox } from '../../rules/injury';
import { remember } from '../../model/memory';
import { KIND, potionMemory, tablesOf } from '.';
import { potionEffect } from './table';

/** The table with potions left that a square is next to (or on), by its index, or −1. */
function tableBeside(state: GameState, p: PlayerState): number {
  const at = p.at;
  if (!at) return -1;
  const { left } = potionMemory(state);
  return tablesOf(state.board).findIndex(
    (table, i) =>
      (left[i] ?? 0) > 0 &&
      table.squares.some(
        (q) =>
          (q.floor === at.floor && q.x === at.x && q.y === at.y) || adjacent(state.board, at, q),
      ),
  );
}

/**
 * Why the player being activated may not take a potion now, or null (DB-POTION-1, DB-POTION-2):
 * Standing next to a table that has potions left, and carrying none undrunk. Interpretation: the
 * table squares are as the map draws them, and standing on one is being next to it.
 */
function takeRefusal(state: GameState): string | null {
  const activation = state.turn.activation;
  const p = activation && state.players.find((q) => q.id === activation.player);
  if (!p) return 'Only the player being activated may take a potion.';
  if (p.stance !== 'standing') return `${p.name} must be Standing to take a potion (DB-POTION-2).`;
  if (p.potion?.carried) return `${p.name} carries a potion already (DB-POTION-2).`;
  if (tableBeside(state, p) < 0)
    return 'A potion is taken next to a potion table that still has some (DB-POTION-1, DB-POTION-2).';
  return null;
}

/**
 * Whether the team may still drink: at the start of its team turn, before any player is activated
 * (DB-POTION-3).
 */
const drinkingTime = (state: GameState): boolean =>
  state.turn.activation === null &&
  !state.players.some((p) => p.team === state.turn.team && p.activated);

/**
 * Why this player may not drink his potion now, or null (DB-POTION-3): a player of the active team
 * carrying one, in the dungeon and not Stunned, at the start of the team turn.
 */
function drinkRefusal(state: GameState, id: string): string | null {
  const p = state.players.find((q) => q.id === id);
  if (!p || p.team !== state.turn.team) return 'Only a player of the active team may drink.';
  if (!p.potion?.carried) return `${p.name} carries no potion.`;
  if (p.box !== null || !p.at) return `${p.name} must be in the dungeon to drink (DB-POTION-3).`;
  if (p.stance === 'stunned') return `${p.name} is Stunned and cannot drink (DB-POTION-3).`;
  if (!drinkingTime(state))
    return 'A potion is drunk at the start of a team turn, before any player acts (DB-POTION-3).';
  return null;
}

/** The potions that may be taken or drunk now: one list, asked by `legalActions`. */
export function potionActions(state: GameState): readonly Action[] {
  if (tablesOf(state.board).length === 0) return noActions;
  if (state.turn.activation)
    return takeRefusal(state) === null ? [{ type: 'take-potion' }] : noActions;
  if (!drinkingTime(state)) return noActions;
  return state.players
    .filter((p) => p.potion?.carried && drinkRefusal(state, p.id) === null)
    .map((p) => ({ type: 'drink-potion', player: p.id }));
}

export function potionRefusal(state: GameState, action: Action): string | null {
  if (action.type === 'take-potion') return takeRefusal(state);
  if (action.type === 'drink-potion') return drinkRefusal(state, action.player);
  return null;
}

/**
 * The player being activated takes a potion from the table beside him; his movement is over
 * (DB-POTION-2), and the table has one less (DB-POTION-1).
 */
export function takePotion(step: Step): void {
  const { state } = step;
  const p = changing(step, state.turn.activation!.player);
  const table = tableBeside(state, p);
  const memory = potionMemory(state);
  const left = memory.left.map((n, i) => (i === table ? n - 1 : n));
  remember(state, KIND, { left, took: [...memory.took, p.id] });
  p.potion = { carried: true, effect: p.potion?.effect ?? null };
  step.events.push({ type: 'potion-taken', player: p.id, left: left[table]! });
}

/**
 * He drinks the potion he carries (DB-POTION-3): a D6 for the potion and a D6 for its effect, for 4
 * of his team turns (DB-POTION-4). Drunk while another still acts, it is a dangerous mixture
 * (DB-POTION-6): Interpretation, a Casualty with no Casualty roll, a Lasting Injury, Head
 * Injury, with no roll on its table (BB-INJ-7); no apothecary nor Regeneration, no turnover; a
 * ball he held bounces.
 */
export function drinkPotion(step: Step, id: string): void {
  const p = changing(step, id);
  if (p.potion?.effect) {
    p.potion = undefined;
    step.events.push({ type: 'potion-mixture', player: id });
    step.events.push({ type: 'casualty', player: id, rolled: 0, result: 'lasting-injury' });
    toCasualtyBox(step, id, 'lasting-injury', 'head-injury');
    return;
  }
  const kind = roll(step.state, 6);
  const effect = potionEffect(p, kind, roll(step.state, 6));
  p.potion = { carried: false, effect };
  step.events.push({
    type: 'potion-drunk',
    player: id,
    potion: effect.potion,
    rolled: effect.rolled,
    changes: effect.changes,
    skills: effect.skills,
  });
}
