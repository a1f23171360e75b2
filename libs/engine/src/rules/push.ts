import { adjacentNow, chestOn, hasSkill, moveCost, neighbours, playerAt } from '../board/squares';
import { entered } from './dungeonbowl/teleporters';
import { fallInto } from './falling';
import {
  fallsInto,
  fallsIntoNow,
  governing,
  noFollowUp,
  occupiedNow,
  standRefusal,
  wallShock,
} from '../board/dungeon';
import type {
  BlockFace,
  Decision,
  FollowUp,
  PendingPush,
  PushAftermath,
  PushedFaller,
} from '../model/decisions';
import type { PushChainFrame } from '../model/frames';
import { isMonster, type PlayerState, type Square } from '../model/state';
import { ballOnSquare, bounce, dropBall } from './ball';
import { coachOf } from './coach';
import { changing, player, type Step } from './context';
import { armourRoll, knockDown } from './injury';

/** The three squares a player may be pushed into, away from the pusher (BB-BLOCK-7). */
export function pushSquares(step: Step, from: Square, at: Square): Square[] {
  const dx = Math.sign(at.x - from.x);
  const dy = Math.sign(at.y - from.y);
  // Each made whole, not as a spread after its floor (the engine's README: Performance).
  const square = (x: number, y: number): Square => ({ floor: at.floor, x, y });
  const candidates =
    dx !== 0 && dy !== 0
      ? [square(at.x + dx, at.y + dy), square(at.x + dx, at.y), square(at.x, at.y + dy)]
      : dx !== 0
        ? [square(at.x + dx, at.y), square(at.x + dx, at.y - 1), square(at.x + dx, at.y + 1)]
        : [square(at.x, at.y + dy), square(at.x - 1, at.y + dy), square(at.x + 1, at.y + dy)];
  return candidates.filter((s) => pushable(step, s) && adjacentNow(step.state, at, s));
}

/**
 * Whether a player may be pushed into a square: walls, statues, rails, chests and boats stop a push
 * (DB-MOVE-4, DB-STATUE-1, DB-CART-8, DB-CHEST-2, DB-BOAT-2); a hazard does not (DB-PREC-7).
 */
const pushable = (step: Step, square: Square): boolean =>
  (moveCost(step.state.board, square) !== null &&
    !chestOn(step.state, square) &&
    !occupiedNow(step.state, square)) ||
  fallsInto(step.state.board, square);

/**
 * Where a player may be pushed (BB-BLOCK-7): an empty push square while there is one, else an
 * occupied one (a chain push). A Sidestep player goes to any free square next to him, when there
 * is one (BB-SKILL-1).
 */
function pushOptions(step: Step, pushed: PlayerState, from: Square, at: Square): Square[] {
  const free = sidestepSquares(step, pushed, at);
  if (free.length > 0) return free;
  const squares = pushSquares(step, from, at);
  const empty = squares.filter((s) => !playerAt(step.state, s));
  return empty.length > 0 ? empty : squares;
}

/** The free squares next to a Sidestep player, where his own coach may put him (BB-SKILL-1). */
function sidestepSquares(step: Step, pushed: PlayerState, at: Square): Square[] {
  if (!hasSkill(pushed, 'Sidestep')) return [];
  return neighbours(step.state.board, at).filter(
    (s) => pushable(step, s) && !playerAt(step.state, s) && adjacentNow(step.state, at, s),
  );
}

/**
 * Whether the blitzing attacker's Juggernaut denies the defender Fend, Stand Firm and Wrestle
 * (BB-SKILL-1). It denies them to the block's target only, not to chain-pushed players.
 */
export function juggernautDenies(step: Step, attacker: PlayerState): boolean {
  return step.state.turn.activation?.action === 'blitz' && hasSkill(attacker, 'Juggernaut');
}

/** The defender is pushed back by the chosen face (BB-BLOCK-5, BB-BLOCK-7). */
export function startPush(
  step: Step,
  attacker: PlayerState,
  defender: PlayerState,
  face: BlockFace,
): void {
  const vacated = defender.at!;
  const push: PendingPush = {
    attacker: attacker.id,
    pushed: defender.id,
    options: pushOptions(step, defender, attacker.at!, vacated),
    face,
    chain: [],
    defender: defender.id,
    vacated,
  };
  if (defender.rooted) answerStandFirm(step, push, true);
  else if (hasSkill(defender, 'Stand Firm') && !juggernautDenies(step, attacker))
    offerStandFirm(step, defender, push);
  else pushOrWall(step, push);
}

/** A monster always stands firm (DB-MON-1: nobody coaches it); a player's coach is asked. */
function offerStandFirm(step: Step, holder: PlayerState, push: PendingPush): void {
  if (isMonster(holder)) return answerStandFirm(step, push, true);
  const choice = { skill: 'Stand Firm' } as const;
  askAbove(step, push, { kind: 'use-skill', team: holder.team, player: holder.id, choice });
}

/** Asks a decision about a push, the push waiting beneath it until it is answered. */
function askAbove(step: Step, push: PendingPush, decision: Decision): void {
  const { attacker, pushed, face, chain, defender, vacated } = push;
  const { team } = decision;
  const frame = {
    kind: 'push-chain',
    team,
    attacker,
    pushed,
    face,
    chain,
    defender,
    vacated,
  } as const;
  step.state.pending.push(frame, decision);
}

/**
 * The push beneath an answered decision, with the squares the pushed player may go to: those the
 * decision offered, or, under Stand Firm, those he would have been offered (nothing has moved
 * since: the pusher, the last of the chain or the attacker, still stands where he pushed from).
 */
export function pendingPush(
  step: Step,
  frame: PushChainFrame,
  options?: readonly Square[],
): PendingPush {
  const { attacker, pushed, face, chain, defender, vacated } = frame;
  const pusher = player(step, chain.at(-1)?.player ?? attacker);
  const target = player(step, pushed);
  return {
    attacker,
    pushed,
    options: options ?? pushOptions(step, target, pusher.at!, target.at!),
    face,
    chain,
    defender,
    vacated,
  };
}

/**
 * The Stand Firm player's coach decides (BB-SKILL-1): he may refuse to be pushed, as the defender
 * or in a chain; a rooted player (Take Root) always stays. Interpretation: a chain stops at him
 * and nobody in it moves; a POW still knocks the defender down where he stands; with nobody moved
 * there is no follow-up.
 */
export function answerStandFirm(step: Step, push: PendingPush, use: boolean): void {
  if (!use) {
    if (push.pushed === push.defender) return pushOrWall(step, push);
    return chainOn(step, push);
  }
  step.events.push({ type: 'stood-firm', player: push.pushed });
  if (push.face === 'pow') knockDown(step, push.defender, { blocker: push.attacker });
  blockOver(step);
}

function pushOrWall(step: Step, push: PendingPush): void {
  if (push.options.length === 0) againstWall(step, push.attacker, push.pushed, push.face);
  else offerPush(step, push);
}

/** The pushing coach chooses the square, or the pushed player's coach for a Sidestep player. */
function offerPush(step: Step, push: PendingPush): void {
  if (push.options.length === 1) return pushTo(step, push, push.options[0] as Square);
  const pushed = player(step, push.pushed);
  const sidestep = sidestepSquares(step, pushed, pushed.at!).length > 0;
  const pusher = player(step, push.attacker);
  const team = sidestep ? pushed.team : coachOf(step.state, pusher, player(step, push.defender));
  askAbove(step, push, { kind: 'push', team, pushed: push.pushed, options: push.options });
}

/**
 * A player who cannot be pushed anywhere stays put and takes an Armour roll, +1 if knocked down
 * (DB-MOVE-4, DB-MOVE-5); then the block is over, with no follow-up (DB-MOVE-6).
 */
function againstWall(step: Step, attackerId: string, id: string, face: BlockFace): void {
  wallShockRoll(step, attackerId, id, face === 'pow');
  blockOver(step);
}

/**
 * The shock of a wall on a player pushed against it, who stays in his square: an Armour roll, at
 * +1 when the block knocks him down (DB-MOVE-4, DB-MOVE-5); against the spiked walls, +2 to his
 * Armour and Injury rolls instead, knocked down or not (DB-SPIKE-1).
 */
function wallShockRoll(step: Step, attackerId: string, id: string, knockedDown: boolean): void {
  step.events.push({ type: 'pushed-against-wall', player: id });
  const spikes = wallShock(step.state.board, player(step, id).at!);
  if (knockedDown)
    knockDown(step, id, {
      armourModifier: spikes?.armour ?? 1,
      injuryModifier: spikes?.injury ?? 0,
      blocker: attackerId,
    });
  else armourRoll(step, id, spikes?.armour ?? 0, undefined, spikes?.injury ?? 0);
}

/** The chosen push square: an occupied one starts a chain push (BB-BLOCK-7). */
export function pushTo(step: Step, push: PendingPush, square: Square): void {
  const occupant = playerAt(step.state, square);
  const chain = [...push.chain, { player: push.pushed, to: square }];
  if (!occupant) return movePushed(step, push, chain);
  const next: PendingPush = {
    ...push,
    pushed: occupant.id,
    options: pushOptions(step, occupant, player(step, push.pushed).at!, square),
    chain,
  };
  if (occupant.rooted) answerStandFirm(step, next, true);
  else if (hasSkill(occupant, 'Stand Firm')) offerStandFirm(step, occupant, next);
  else chainOn(step, next);
}

/**
 * A chain-pushed player is pushed in turn, unless he has nowhere to go (DB-MOVE-7): then nobody in
 * the chain moves; he takes the shock of a wall, never knocked down (no +1), and the defender too,
 * as pushed against a wall (DB-MOVE-4, DB-MOVE-5), after him. Interpretation: the players between
 * them in a longer chain stay where they are with no roll; the attacker does not follow up
 * (DB-MOVE-6).
 */
function chainOn(step: Step, push: PendingPush): void {
  if (push.options.length > 0) return offerPush(step, push);
  wallShockRoll(step, push.attacker, push.pushed, false);
  againstWall(step, push.attacker, push.defender, push.face);
}

/**
 * Moves the chain from its far end, so that every square is free when it is entered; then those
 * pushed into a hazard fall in, the defender Knocked Down by a POW falling as such (DB-PREC-7,
 * DB-FLOOR-10), and the follow-up.
 */
function movePushed(step: Step, push: PendingPush, chain: PendingPush['chain']): void {
  const { board } = step.state;
  for (const link of [...chain].reverse()) {
    const pushed = changing(step, link.player);
    step.events.push({ type: 'pushed', player: pushed.id, from: pushed.at!, to: link.to });
    pushed.at = link.to;
    if (step.state.ball.carrier === pushed.id) step.state.ball.at = link.to;
  }
  const fallers: PushedFaller[] = [];
  let knockedDown = false;
  for (const link of chain) {
    const pow = link.player === push.defender && push.face === 'pow';
    if (fallsIntoNow(step.state, link.to)) {
      fallers.push({ player: link.player, knockedDown: pow });
      knockedDown ||= pow;
    } else {
      const pushed = { player: link.player, knockedDown: pow, by: push.attacker };
      knockedDown ||= governing(board, link.to)?.onPushedIn?.(step, pushed) === true && pow;
    }
    if (ballOnSquare(step, link.to)) bounce(step, link.to); // BB-BLOCK-10
    entered(step, link.player, false); // pushed onto a teleporter (DB-TELE-2)
  }
  stripBall(step, push);
  const followUp: FollowUp = {
    attacker: push.attacker,
    defender: push.defender,
    vacated: push.vacated,
    face: push.face,
    ...(knockedDown ? { knockedDown } : {}),
  };
  continuePush(step, { fallers, followUp });
}

/**
 * The rest of a push: the next player it left in a hazard falls in, and once he is down (at once,
 * or after the decisions his fall waits for), this again; then the follow-up.
 */
export function continuePush(step: Step, { fallers, followUp }: PushAftermath): void {
  const [next, ...rest] = fallers;
  if (next) {
    const { at: into, team } = player(step, next.player);
    const cause = next.knockedDown ? 'knocked-down' : 'pushed';
    // The rest of the push waits beneath his fall, and any decision about it (`fallDone`).
    step.state.pending.push({
      kind: 'push-rest',
      team,
      player: next.player,
      fallers: rest,
      followUp,
    });
    return fallInto(step, { player: next.player, cause, into: into! });
  }
  const attacker = player(step, followUp.attacker);
  const defender = player(step, followUp.defender);
  if (attacker.stance !== 'standing' || attacker.box !== null)
    return afterFollowUp(step, followUp, false);
  if (hasSkill(defender, 'Fend') && defender.box === null && !juggernautDenies(step, attacker)) {
    const choice = { skill: 'Fend' } as const;
    askFollowUp(step, followUp, {
      kind: 'use-skill',
      team: defender.team,
      player: defender.id,
      choice,
    });
  } else offerFollowUp(step, followUp);
}

/** Asks a decision about the follow-up, the block after its push waiting beneath it. */
function askFollowUp(step: Step, followUp: FollowUp, decision: Decision): void {
  const { attacker, defender, vacated, face, knockedDown } = followUp;
  const { team } = decision;
  const frame = { kind: 'after-push', team, attacker, defender, vacated, face } as const;
  step.state.pending.push(knockedDown ? { ...frame, knockedDown } : frame, decision);
}

/**
 * Strip Ball (BB-SKILL-1): a ball carrier pushed back by a Push Back of a Strip Ball attacker drops
 * the ball, which bounces from the square he was pushed into; he stays Standing. Not against Sure
 * Hands; not when he was not moved (Stand Firm, a wall), since he was pushed into no square.
 */
function stripBall(step: Step, push: PendingPush): void {
  const defender = player(step, push.defender);
  if (
    push.face === 'push' &&
    step.state.ball.carrier === defender.id &&
    hasSkill(player(step, push.attacker), 'Strip Ball') &&
    !hasSkill(defender, 'Sure Hands')
  ) {
    step.events.push({ type: 'skill-used', player: push.attacker, skill: 'Strip Ball' });
    dropBall(step, defender.id);
  }
}

/** Fend (BB-SKILL-1): the pushed defender's coach may stop the attacker following up. */
export function answerFend(step: Step, followUp: FollowUp, use: boolean): void {
  if (!use) return offerFollowUp(step, followUp);
  step.events.push({ type: 'fended', player: followUp.defender });
  afterFollowUp(step, followUp, false);
}

/**
 * The attacker's coach may follow up (BB-BLOCK-9); a Frenzy player must; a rooted one (Take Root)
 * and one making a Multiple Block cannot (BB-SKILL-1), nor one in deep water or a boat (DB-WATER-7,
 * DB-BOAT-11), nor a big guy into a boat (DB-BOAT-3).
 */
function offerFollowUp(step: Step, followUp: FollowUp): void {
  const attacker = player(step, followUp.attacker);
  if (
    attacker.rooted ||
    step.state.turn.activation?.multipleBlock ||
    (attacker.at && noFollowUp(step.state.board, attacker.at)) ||
    standRefusal(step.state, attacker, followUp.vacated) !== null
  )
    return afterFollowUp(step, followUp, false);
  if (hasSkill(attacker, 'Frenzy')) return answerFollowUp(step, followUp, true);
  const team = coachOf(step.state, attacker, player(step, followUp.defender));
  const square = followUp.vacated;
  askFollowUp(step, followUp, { kind: 'follow-up', team, attacker: attacker.id, square });
}

/** Follow up into the vacated square or not (BB-BLOCK-9), then the knock-down of a POW (BB-BLOCK-6). */
export function answerFollowUp(step: Step, followUp: FollowUp, follow: boolean): void {
  const attacker = player(step, followUp.attacker);
  const followed = follow && !playerAt(step.state, followUp.vacated);
  if (followed) {
    step.events.push({ type: 'followed-up', player: attacker.id, to: followUp.vacated });
    changing(step, attacker.id).at = followUp.vacated;
    if (step.state.ball.carrier === attacker.id) step.state.ball.at = followUp.vacated;
    // A loose ball there (one that bounced into the square the defender left) bounces on, as
    // under a player pushed into it (BB-BLOCK-10): nobody picks up a ball by following up.
    if (ballOnSquare(step, followUp.vacated)) bounce(step, followUp.vacated);
    entered(step, attacker.id, true);
  }
  afterFollowUp(step, followUp, followed);
}

function afterFollowUp(step: Step, followUp: FollowUp, followed: boolean): void {
  if (followUp.face === 'pow' && !followUp.knockedDown)
    knockDown(step, followUp.defender, { blocker: followUp.attacker });
  blockOver(step, followed ? followUp.defender : undefined);
}

/**
 * The block is over, pushes and follow-up done: the action goes on as its rules say (`finishBlock`
 * in `move.ts`, handed in on the step by `apply`, as a Frenzy's or a Blitz's next block sits above
 * the block's rules).
 */
export function blockOver(step: Step, followedUp?: string): void {
  if (!step.finishBlock)
    throw new Error('A block goes on only in a step made by `apply` (`Step.finishBlock`).');
  step.finishBlock(step, followedUp);
}
