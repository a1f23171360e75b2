import { sameSquare } from '../board/squares';
import { standingCost } from '../board/dungeon';
import { decisionWaiting } from '../model/frames';
import type { GameEvent } from '../model/events';
import { isMonster, type GameState } from '../model/state';

/**
 * What must hold after every action of any match: exactly one ball (hidden in one chest, or on
 * the board), nobody on a chest or on another player's square, every player in exactly one place,
 * a carrier who stands where the ball is, no loose ball under a player once nothing waits for a
 * coach, and none left lying where a player fell or was taken off the board during the action
 * (`events`, the action's own); a dungeon monster on the board on a square it can stand on, never
 * the ball carrier; on `state.pending`, a decision on top of whatever waits, and nothing once the
 * match is over. Returns what is broken, empty when all holds.
 */
export function brokenInvariants(
  state: GameState,
  players: number,
  events: readonly GameEvent[],
): string[] {
  const broken: string[] = [];
  const onBoard = state.players.filter((p) => p.box === null);
  const key = (s: { floor: number; x: number; y: number }) => `${s.floor},${s.x},${s.y}`;
  const squares = onBoard.map((p) => (p.at ? key(p.at) : 'nowhere'));
  if (squares.includes('nowhere')) broken.push('a player on the board has no square');
  if (new Set(squares).size !== squares.length) broken.push('two players on one square');
  if (state.players.some((p) => p.box !== null && p.at !== null))
    broken.push('a player off the board still has a square');
  const chests = new Set(state.chests.map((c) => key(c.at)));
  if (squares.some((s) => chests.has(s))) broken.push('a player on a chest');
  const hidden = state.chests.filter((c) => c.ball).length;
  if (hidden > 1) broken.push('more than one chest holds the ball');
  if (hidden === 1 && state.ball.at !== null) broken.push('the ball is both hidden and found');
  if (hidden === 0 && state.ball.at === null) broken.push('the ball is nowhere');
  if (state.ball.carrier !== null) {
    const carrier = state.players.find((p) => p.id === state.ball.carrier);
    if (!carrier || carrier.box !== null) broken.push('the ball carrier is not on the board');
    else if (carrier.stance !== 'standing') broken.push('the ball carrier is not standing');
    else if (key(carrier.at!) !== key(state.ball.at!))
      broken.push('the ball is not with its carrier');
  }
  if (state.ball.carrier === null && state.ball.at && state.pending.length === 0) {
    const under = onBoard.find((p) => p.at && key(p.at) === key(state.ball.at!));
    if (under) broken.push(`the ball lies loose under ${under.id}`);
  }
  const left = leftOnBall(state, events);
  if (left) broken.push(`the ball was left lying where ${left} fell or was taken off`);
  for (const m of onBoard.filter(isMonster)) {
    if (!m.at || standingCost(state.board, m.at) === null)
      broken.push(`${m.id} stands outside the dungeon's floor`);
    if (state.ball.carrier === m.id) broken.push(`${m.id} holds the ball`);
  }
  if (state.players.length !== players) broken.push('players were created or lost from the state');
  const team = (id: string) => state.players.find((p) => p.id === id)?.team;
  // What waits beneath a decision never waits alone: at rest the top of the stack is a decision,
  // and once the match is over nothing waits at all.
  if (state.pending.length > 0 && !decisionWaiting(state.pending))
    broken.push(`a ${state.pending.at(-1)!.kind} frame waits with no decision above it`);
  if (state.result !== null && state.pending.length > 0)
    broken.push('something still waits once the match is over');
  for (const d of state.pending) {
    if (d.team < 0 || d.team >= state.teams.length)
      broken.push(`a decision asks team ${d.team + 1}`);
    // DB-MULTI-4, DB-MULTI-7: each coach decides for his own players only.
    if (d.kind === 'assist' && team(d.player) !== d.team)
      broken.push('an assist is asked of another coach than the assister’s');
    if (d.kind === 'interference' && d.candidates.some((id) => team(id) !== d.team))
      broken.push('an interference decision offers another team’s players');
    if (d.kind === 'tackle-zones' && team(d.player) === d.team)
      broken.push('a coach is asked whether his players mark his own mover');
  }
  // The other coaches' answers last as long as the block, foul or test they are for.
  if (state.mechanismState?.['assists'] !== undefined && !state.turn.activation)
    broken.push('assists are remembered after the activation');
  if (state.mechanismState?.['tackle-zones'] !== undefined && state.pending.length === 0)
    broken.push('tackle zones are waived once the action and its tests are over');
  return broken;
}

/**
 * The player the action left the loose ball with: one who fell, was placed Prone or Stunned in the
 * square where the ball lies, or was then taken off the board from it, the ball not moving after
 * that (no `ball-…` event), when it should have bounced from him (BB-BALL-1, BB-BALL-6). A fallen
 * player's square is the one he is in now; a removed player's, the one he was taken from. A
 * Standing player taken off (into a hazard next to him) leaves a loose ball where it lies.
 */
function leftOnBall(state: GameState, events: readonly GameEvent[]): string | null {
  const { ball } = state;
  if (ball.carrier !== null || ball.at === null) return null;
  const now = (id: string) => state.players.find((p) => p.id === id)?.at ?? null;
  const fallen: string[] = [];
  let left: string | null = null;
  for (const e of events) {
    if (e.type.startsWith('ball-')) left = null;
    const fell =
      e.type === 'knocked-down' ||
      e.type === 'placed-prone' ||
      (e.type === 'injury' && e.result === 'stunned') ||
      (e.type === 'apothecary' && e.result === 'stunned');
    if (fell) {
      fallen.push(e.player);
      if (sameSquare(now(e.player), ball.at)) left = e.player;
    }
    if (e.type === 'removed' && fallen.includes(e.player) && sameSquare(e.from, ball.at))
      left = e.player;
  }
  return left;
}
