import { adjacent, sameSquare } from '../../board/squares';
import type { GameState, PlayerState, Square } from '../../model/state';
import { findPlayer, type Step } from '../context';
import { armourRoll, knockDown } from '../injury';
import { movementLeft } from '../step-rolls';
import { endActivation, turnover } from '../turn';

/** The actions during which a player may open a chest: those with movement (DB-CHEST-4). */
const openingActions = new Set(['move', 'blitz', 'pass', 'hand-off', 'foul']);

/**
 * The chests the active player may open now (DB-CHEST-3, DB-CHEST-4): Standing, during an action
 * with movement, next to the chest, with a square of movement or a Rush left to pay for it.
 * `active` is the player being activated, if already found.
 */
export function chestsToOpen(state: GameState, active?: PlayerState): Square[] {
  const activation = state.turn.activation;
  if (!activation || !openingActions.has(activation.action) || activation.held) return [];
  const p = active ?? findPlayer(state.players, activation.player)!;
  const at = p.at;
  if (p.stance !== 'standing' || !at) return [];
  const next: Square[] = [];
  for (const c of state.chests) if (adjacent(state.board, at, c.at)) next.push(c.at);
  // Most steps are next to no chest: his movement left is asked only when one is.
  if (next.length === 0) return next;
  const { ma, rushes } = movementLeft({ state, events: [] }, p);
  return ma + rushes < 1 ? [] : next;
}

/**
 * Whether opening a chest now would cost the acting player a Rush and its roll (DB-CHEST-3): he
 * has no square of movement left. Read from a coach's view, to warn him before he clicks.
 */
export function chestTakesRush(state: Pick<GameState, 'turn' | 'players' | 'board'>): boolean {
  if (!state.turn.activation) return false;
  return movementLeft({ state, events: [] }).ma < 1;
}

/**
 * The chest is opened and gone (DB-CHEST-8): the ball takes its place without bouncing
 * (DB-CHEST-5), or it explodes (DB-CHEST-6, DB-CHEST-7).
 */
export function revealChest(step: Step, id: string, at: Square): void {
  const { state } = step;
  const chest = state.chests.find((c) => sameSquare(c.at, at))!;
  state.chests = state.chests.filter((c) => c !== chest);
  step.events.push({ type: 'chest-opened', player: id, at, content: chest.ball ? 'ball' : 'trap' });
  if (chest.ball) {
    state.ball = { at, carrier: null };
    state.ballFoundBy = id;
    return;
  }
  explode(step, id, at);
}

/**
 * A trapped chest explodes (DB-CHEST-6): the opener and every player next to the chest, of any
 * team, is Knocked Down with an Armour roll that no skill changes; Prone and Stunned players
 * just make the Armour roll. The ball carrier goes last, so the ball bounces among players
 * already down. A turnover, since the opener is down (DB-CHEST-7).
 */
function explode(step: Step, opener: string, at: Square): void {
  const { state } = step;
  const near = state.players.filter(
    (p) => p.id === opener || (p.box === null && p.at && adjacent(state.board, p.at, at)),
  );
  const ordered = [
    ...near.filter((p) => p.id === opener),
    ...near.filter((p) => p.id !== opener && p.id !== state.ball.carrier),
    ...near.filter((p) => p.id !== opener && p.id === state.ball.carrier),
  ];
  for (const p of ordered) {
    if (p.stance === 'standing') knockDown(step, p.id);
    else armourRoll(step, p.id, 0);
  }
  turnover(step, 'a trapped chest exploded');
  endActivation(step);
}
