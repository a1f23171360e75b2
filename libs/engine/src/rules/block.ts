import { roll } from '../dice/draw';
import { adjacent, hasSkill, moveCost, playerAt } from '../board/squares';
import type { BlockFace, PendingBlock, PendingPush } from '../model/decisions';
import type { PlayerState, Square } from '../model/state';
import { ballOnSquare, bounce } from './ball';
import { blockDice } from './block-strength';
import { player, type Step } from './context';
import { armourRoll, knockDown } from './injury';
import { spendTeamReroll, teamRerollAvailable } from './tests';
import { endActivation, turnover } from './turn';

const faces: readonly BlockFace[] = [
  'attacker-down',
  'both-down',
  'push',
  'push',
  'stumble',
  'pow',
];

/** The attacker blocks an adjacent Standing opponent: the dice are rolled, then re-rolled or chosen. */
export function declareBlock(step: Step, attackerId: string, defenderId: string): void {
  const activation = step.state.turn.activation;
  if (activation) activation.blocked = true;
  const attacker = player(step, attackerId);
  const defender = player(step, defenderId);
  const { count, chooser } = blockDice(step, attacker, defender);
  const block: PendingBlock = {
    attacker: attackerId,
    defender: defenderId,
    dice: rollFaces(step, count),
    chooser,
    rerolled: false,
  };
  step.events.push({
    type: 'block-dice',
    attacker: attackerId,
    defender: defenderId,
    dice: block.dice,
    chooser,
  });
  if (teamRerollAvailable(step, attacker.team))
    step.state.pending.push({ kind: 'block-reroll', team: attacker.team, block });
  else chooseDie(step, block);
}

function rollFaces(step: Step, count: number): BlockFace[] {
  return Array.from({ length: count }, () => faces[roll(step.state, 6) - 1] as BlockFace);
}

/** The attacker's coach keeps the dice or spends a team re-roll on all of them (BB-RR-1). */
export function answerBlockReroll(step: Step, block: PendingBlock, use: boolean): void {
  if (!use) return chooseDie(step, block);
  const attacker = player(step, block.attacker);
  if (!spendTeamReroll(step, attacker.team, attacker.id))
    return chooseDie(step, { ...block, rerolled: true });
  const dice = rollFaces(step, block.dice.length);
  step.events.push({
    type: 'block-dice',
    attacker: block.attacker,
    defender: block.defender,
    dice,
    chooser: block.chooser,
  });
  chooseDie(step, { ...block, dice, rerolled: true });
}

function chooseDie(step: Step, block: PendingBlock): void {
  if (block.dice.length === 1) resolveFace(step, block, block.dice[0] as BlockFace);
  else step.state.pending.push({ kind: 'block-die', team: block.chooser, block });
}

/** The chosen face's effect (BB-BLOCK-5). */
export function resolveFace(step: Step, block: PendingBlock, face: BlockFace): void {
  step.events.push({
    type: 'block-result',
    attacker: block.attacker,
    defender: block.defender,
    face,
  });
  const attacker = player(step, block.attacker);
  const defender = player(step, block.defender);
  switch (face) {
    case 'attacker-down':
      knockDown(step, attacker.id);
      turnover(step, 'the attacker was knocked down');
      endActivation(step);
      return;
    case 'both-down': {
      const attackerFalls = !hasSkill(attacker, 'Block');
      if (!hasSkill(defender, 'Block')) knockDown(step, defender.id, { blocker: attacker.id });
      if (attackerFalls) {
        knockDown(step, attacker.id);
        turnover(step, 'the attacker was knocked down');
        endActivation(step);
      } else finishBlock(step);
      return;
    }
    case 'stumble': {
      const dodges = hasSkill(defender, 'Dodge') && !hasSkill(attacker, 'Tackle');
      startPush(step, attacker, defender, dodges ? 'push' : 'pow');
      return;
    }
    default:
      startPush(step, attacker, defender, face);
  }
}

/** The three squares a player may be pushed into, away from the pusher (BB-BLOCK-7). */
export function pushSquares(step: Step, from: Square, at: Square): Square[] {
  const dx = Math.sign(at.x - from.x);
  const dy = Math.sign(at.y - from.y);
  const candidates =
    dx !== 0 && dy !== 0
      ? [
          { x: at.x + dx, y: at.y + dy },
          { x: at.x + dx, y: at.y },
          { x: at.x, y: at.y + dy },
        ]
      : dx !== 0
        ? [
            { x: at.x + dx, y: at.y },
            { x: at.x + dx, y: at.y - 1 },
            { x: at.x + dx, y: at.y + 1 },
          ]
        : [
            { x: at.x, y: at.y + dy },
            { x: at.x - 1, y: at.y + dy },
            { x: at.x + 1, y: at.y + dy },
          ];
  // Walls (and, until the dungeon's hazards are in, drops) stop a push (DB-MOVE-4).
  return candidates
    .map((c) => ({ floor: at.floor, ...c }))
    .filter((s) => moveCost(step.state.board, s) !== null && adjacent(step.state.board, at, s));
}

function pushOptions(step: Step, from: Square, at: Square): Square[] {
  const squares = pushSquares(step, from, at);
  const empty = squares.filter((s) => !playerAt(step.state, s));
  return empty.length > 0 ? empty : squares;
}

function startPush(
  step: Step,
  attacker: PlayerState,
  defender: PlayerState,
  face: BlockFace,
): void {
  const vacated = defender.at!;
  const options = pushOptions(step, attacker.at!, vacated);
  if (options.length === 0) {
    againstWall(step, attacker.id, defender.id, face);
    return;
  }
  offerPush(step, {
    attacker: attacker.id,
    pushed: defender.id,
    options,
    face,
    chain: [],
    defender: defender.id,
    vacated,
  });
}

function offerPush(step: Step, push: PendingPush): void {
  if (push.options.length === 1) pushTo(step, push, push.options[0] as Square);
  else step.state.pending.push({ kind: 'push', team: player(step, push.attacker).team, push });
}

/** A player who cannot be pushed anywhere stays put and takes an Armour roll, +1 if knocked down (DB-MOVE-4, DB-MOVE-5). */
function againstWall(step: Step, attackerId: string, id: string, face: BlockFace): void {
  step.events.push({ type: 'pushed-against-wall', player: id });
  if (face === 'pow') knockDown(step, id, { armourModifier: 1, blocker: attackerId });
  else armourRoll(step, id, 0);
  finishBlock(step);
}

/** The pushing coach's chosen square: an occupied one starts a chain push (BB-BLOCK-7). */
export function pushTo(step: Step, push: PendingPush, square: Square): void {
  const occupant = playerAt(step.state, square);
  const chain = [...push.chain, { player: push.pushed, to: square }];
  if (occupant) {
    const options = pushOptions(step, player(step, push.pushed).at!, square);
    if (options.length === 0) {
      // The chain ends at a wall: nobody moves, the last player takes the shock (interpretation of DB-MOVE-4).
      step.events.push({ type: 'pushed-against-wall', player: occupant.id });
      armourRoll(step, occupant.id, 0);
      if (push.face === 'pow') knockDown(step, push.defender, { blocker: push.attacker });
      finishBlock(step);
      return;
    }
    offerPush(step, { ...push, pushed: occupant.id, options, chain });
    return;
  }
  // Move the chain from its far end, so that every square is free when it is entered.
  for (const link of [...chain].reverse()) {
    const pushed = player(step, link.player);
    step.events.push({ type: 'pushed', player: pushed.id, from: pushed.at!, to: link.to });
    pushed.at = link.to;
    if (step.state.ball.carrier === pushed.id) step.state.ball.at = link.to;
  }
  for (const link of chain) {
    if (ballOnSquare(step, link.to)) bounce(step, link.to); // BB-BLOCK-10
  }
  const attacker = player(step, push.attacker);
  if (attacker.stance === 'standing') {
    step.state.pending.push({
      kind: 'follow-up',
      team: attacker.team,
      attacker: attacker.id,
      defender: push.defender,
      vacated: push.vacated,
      face: push.face,
    });
  } else afterFollowUp(step, push.attacker, push.defender, push.face);
}

/** Follow up into the vacated square or not (BB-BLOCK-9), then the knock-down of a POW (BB-BLOCK-6). */
export function answerFollowUp(
  step: Step,
  attackerId: string,
  defenderId: string,
  vacated: Square,
  face: BlockFace,
  follow: boolean,
): void {
  const attacker = player(step, attackerId);
  if (follow && !playerAt(step.state, vacated)) {
    step.events.push({ type: 'followed-up', player: attackerId, to: vacated });
    attacker.at = vacated;
    if (step.state.ball.carrier === attackerId) step.state.ball.at = vacated;
  }
  afterFollowUp(step, attackerId, defenderId, face);
}

function afterFollowUp(step: Step, attackerId: string, defenderId: string, face: BlockFace): void {
  if (face === 'pow') knockDown(step, defenderId, { blocker: attackerId });
  finishBlock(step);
}

/** A Block action ends with its block; a Blitz goes on moving (BB-BLITZ-3). */
function finishBlock(step: Step): void {
  const activation = step.state.turn.activation;
  if (activation?.action === 'block') endActivation(step);
}
