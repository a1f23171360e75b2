import { playerAt, teleporterAt } from '../../board/squares';
import type { Square } from '../../model/state';
import { changing, player, type Step } from '../context';
import { injuryRoll, removeFromPlay } from '../injury';
import { endActivation, turnover } from '../turn';
import { characteristics } from '../characteristics';
import { teleportRoll } from './teleport-roll';

/**
 * A player has just entered a square by any means (DB-TELE-2): on a teleporter he is teleported.
 * `recover` is set when he got there by his own movement: he then spends a square recovering.
 */
export function entered(step: Step, id: string, recover: boolean): void {
  const p = player(step, id);
  if (p.at && teleporterAt(step.state.board, p.at)) teleport(step, id, recover);
}

/**
 * A player on a teleporter is teleported (DB-TELE-2): to the teleporter the D6 names, taking the
 * ball with him (DB-TELE-8) and teleporting whoever stands there in turn (DB-TELE-10); lost in
 * the Interstice on the number he stands on (DB-TELE-11); hurt when it is his second teleport of
 * the team turn (DB-TELE-4, or DB-TELE-5 with Jervis's rules).
 */
export function teleport(step: Step, id: string, recover = false): void {
  const { state } = step;
  const p = player(step, id);
  const from = p.at!;
  const leaving = teleporterAt(state.board, from)!;
  const twice = state.turn.teleported.includes(id);
  if (twice && state.options.ruleset === 'torguer-2021') return teleportedTwice(step, id);
  state.turn.teleported = [...state.turn.teleported, id];
  const { rolled, to } = teleportRoll(step, leaving.number);
  if (rolled === leaving.number) return lostInInterstice(step, id, rolled);
  materialise(step, id, from, rolled, to.at);
  if (twice) {
    // Jervis 1998: he arrives, then makes an Injury roll with no Armour roll (DB-TELE-5).
    step.events.push({ type: 'teleported-twice', player: id });
    injuryRoll(step, id, 0);
    hurtActivePlayer(step, id);
    return;
  }
  if (recover) recoverFromTeleport(step, id);
}

/**
 * The player appears on a teleporter (DB-TELE-2, DB-PIT-4); whoever stood there is teleported
 * in turn and keeps his state and the ball (DB-TELE-10).
 */
export function materialise(
  step: Step,
  id: string,
  from: Square | null,
  rolled: number,
  to: Square,
): void {
  const { state } = step;
  const occupant = playerAt(state, to);
  changing(step, id).at = to;
  if (state.ball.carrier === id) state.ball.at = to;
  step.events.push({ type: 'teleported', player: id, from, rolled, to });
  if (occupant && occupant.id !== id) teleport(step, occupant.id);
}

/** After teleporting he spends 1 square recovering; with none left his movement ends (DB-TELE-3). */
function recoverFromTeleport(step: Step, id: string): void {
  const activation = step.state.turn.activation;
  if (activation?.player !== id) return;
  const p = player(step, id);
  if (activation.spent < characteristics(p).ma) activation.spent += 1;
  else activation.held = true;
}

/**
 * Lost in the Interstice (DB-TELE-11, DB-TELE-12, DB-TELE-13, DB-TELE-14): out of the match with no
 * roll of any kind; the ball he held bounces from the teleporter, a turnover when he was the active
 * team's.
 */
function lostInInterstice(step: Step, id: string, rolled: number): void {
  const { state } = step;
  const p = player(step, id);
  const hadBall = state.ball.carrier === id;
  step.events.push({ type: 'lost-in-interstice', player: id, rolled });
  removeFromPlay(step, id, 'lost');
  if (state.turn.activation?.player === id) endActivation(step);
  if (hadBall && p.team === state.turn.team)
    turnover(step, 'the ball carrier was lost in the Interstice');
}

/**
 * A second teleport in one team turn (DB-TELE-4): he is removed with an Injury roll and no
 * Armour roll, Stunned counting as KO; the ball bounces from the teleporter he was leaving, and
 * it is a turnover when he is the active team's (DB-TELE-6).
 */
function teleportedTwice(step: Step, id: string): void {
  step.events.push({ type: 'teleported-twice', player: id });
  injuryRoll(step, id, 0, true);
  hurtActivePlayer(step, id);
}

function hurtActivePlayer(step: Step, id: string): void {
  const { state } = step;
  if (player(step, id).team !== state.turn.team) return;
  if (state.turn.activation?.player === id) endActivation(step);
  turnover(step, 'a player was teleported twice in one turn');
}

/** The pit teleporter brings a Reserves player into the dungeon at a random teleporter (DB-PIT-4). */
export function pitArrival(step: Step, id: string): void {
  const { rolled, to } = teleportRoll(step, null);
  step.state.turn.teleported = [...step.state.turn.teleported, id];
  step.state.turn.pitArrival = id;
  const p = changing(step, id);
  p.box = null;
  p.stance = 'standing';
  materialise(step, id, null, rolled, to.at);
}
