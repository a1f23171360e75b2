import { hasSkill, teleporterAt } from '../../board/squares';
import type { Action } from '../../model/actions';
import type { GameState, PlayerState } from '../../model/state';
import { changing, player, type Step } from '../context';
import { d6Test } from '../d6-test';
import { rollTest } from '../tests';
import { pitArrival } from './teleporters';

/**
 * Whether the active team may still use its dugout this turn: at the start of the team turn,
 * before any player is activated (DB-PIT-4, DB-SPONGE-5), once, pit teleporter or Magic Sponge
 * (DB-PIT-7).
 */
function dugoutOpen(state: GameState): boolean {
  const { turn } = state;
  return (
    !turn.dugoutUsed &&
    turn.activation === null &&
    !state.players.some((p) => p.team === turn.team && p.activated)
  );
}

const dugoutClosed =
  'The dugout is used once a turn, pit teleporter or Magic Sponge, before any player acts (DB-PIT-7).';

/**
 * Why the team may not send this player through the pit teleporter, its dugout being open, or
 * null (DB-PIT-2, DB-PIT-3, DB-PIT-4, DB-PIT-5, DB-PIT-6, DB-PIT-7, DB-PIT-8).
 */
function pitRefusal(state: GameState, p: PlayerState | undefined): string | null {
  if (!p || p.team !== state.turn.team) return 'Only a player of the active team may be sent in.';
  if (state.options.ruleset === 'torguer-2021' && state.turn.round === 1)
    return 'The pit teleporter is not used in the first round (DB-PIT-2).';
  if (p.box !== 'reserves') return `${p.name} is not in the Reserves.`;
  if (p.waits > 0) return `${p.name} must wait ${p.waits} more turn(s) in the Reserves (DB-PIT-8).`;
  return null;
}

/**
 * Why the Magic Sponge may not heal this player, the dugout being open, or null (DB-SPONGE-2 to
 * DB-SPONGE-5): a KO'd player of the active team; with Jervis's rules a Badly Hurt one too
 * (DB-SPONGE-4), never one Seriously Hurt, with a Serious or Lasting Injury, or dead.
 */
function spongeRefusal(state: GameState, p: PlayerState | undefined): string | null {
  if (!p || p.team !== state.turn.team) return 'Only a player of the active team may be sponged.';
  if (p.box === 'ko') return null;
  if (state.options.ruleset !== 'jervis-1998')
    return `The Magic Sponge heals KO'd players only, and ${p.name} is not KO'd (DB-SPONGE-3).`;
  if (p.box === 'casualty' && p.casualty === 'badly-hurt') return null;
  return `The Magic Sponge heals KO'd and Badly Hurt players only, and ${p.name} is neither (DB-SPONGE-4).`;
}

/**
 * The pit teleports and sponge uses the active team may make now. Asked at every step with no
 * player activated, so only the active team's Reserves and KO'd players are looked at.
 */
export function dugoutActions(state: GameState): Action[] {
  if (!dugoutOpen(state)) return [];
  const actions: Action[] = [];
  for (const p of state.players) {
    if (p.team !== state.turn.team) continue;
    if (p.box === 'reserves' && pitRefusal(state, p) === null)
      actions.push({ type: 'pit-teleport', player: p.id });
    if ((p.box === 'ko' || p.box === 'casualty') && spongeRefusal(state, p) === null)
      actions.push({ type: 'sponge', player: p.id });
  }
  return actions;
}

export function dugoutRefusal(state: GameState, action: Action): string | null {
  if (action.type !== 'pit-teleport' && action.type !== 'sponge') return null;
  const p = state.players.find((q) => q.id === action.player);
  if (p?.team === state.turn.team && !dugoutOpen(state)) return dugoutClosed;
  return action.type === 'pit-teleport' ? pitRefusal(state, p) : spongeRefusal(state, p);
}

/**
 * The test a big guy makes before taking the pit teleporter (DB-BIG-1, DB-BIG-2, DB-BIG-3,
 * DB-BIG-4): Bone Head 2+, Really Stupid 4+ (+2 with a team-mate without it in the Reserves),
 * Animal Savagery 4+.
 */
function pitEntryTest(
  state: GameState,
  p: PlayerState,
): { target: number; modifier: number } | null {
  if (hasSkill(p, 'Bone Head')) return { target: 2, modifier: 0 };
  if (hasSkill(p, 'Animal Savagery')) return { target: 4, modifier: 0 };
  if (!hasSkill(p, 'Really Stupid')) return null;
  const helped = state.players.some(
    (q) =>
      q.team === p.team && q.id !== p.id && q.box === 'reserves' && !hasSkill(q, 'Really Stupid'),
  );
  return { target: 4, modifier: helped ? 2 : 0 };
}

/** The coach sends a Reserves player through the pit teleporter (DB-PIT-2, DB-PIT-4, DB-BIG). */
export function sendIn(step: Step, id: string): void {
  step.state.turn.dugoutUsed = true;
  const p = player(step, id);
  step.events.push({ type: 'pit-teleport', player: id });
  const test = pitEntryTest(step.state, p);
  if (!test) return pitEntryResult(step, id, true);
  // A D6 of the player in his team turn: a team re-roll may be used on it (DB-BIG-5).
  const outcome = rollTest(step, {
    kind: 'pit-entry',
    player: id,
    ...test,
  });
  if (outcome !== 'pending') pitEntryResult(step, id, outcome === 'success');
}

/**
 * After the big guy's test, if any: he arrives, a Treeman testing Take Root on arrival, which
 * closes that teleporter for the match on a 1 (DB-BIG-6); or the turn's teleport is lost (DB-BIG-1).
 */
export function pitEntryResult(step: Step, id: string, success: boolean): void {
  if (!success) {
    step.events.push({ type: 'pit-teleport-refused', player: id });
    return;
  }
  pitArrival(step, id);
  const p = player(step, id);
  if (!hasSkill(p, 'Take Root') || !p.at || d6Test(step, 'take-root', id, 2)) return;
  changing(step, id).rooted = true;
  const number = teleporterAt(step.state.board, p.at)?.number;
  if (number !== undefined && !step.state.closedTeleporters.includes(number)) {
    step.state.closedTeleporters = [...step.state.closedTeleporters, number];
    step.events.push({ type: 'teleporter-closed', number });
  }
}

/**
 * The Magic Sponge: a KO'd player, or with Jervis's rules a Badly Hurt one, recovers to the
 * Reserves, ready from the team's next turn (DB-SPONGE-2, DB-SPONGE-4, DB-SPONGE-5).
 */
export function sponge(step: Step, id: string): void {
  step.state.turn.dugoutUsed = true;
  const p = changing(step, id);
  p.box = 'reserves';
  p.casualty = undefined;
  p.waits = 1;
  step.events.push({ type: 'sponged', player: id });
}
