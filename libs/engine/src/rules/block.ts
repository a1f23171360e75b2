import { roll } from '../dice/draw';
import { adjacent, hasSkill } from '../board/squares';
import type { BlockFace, PendingBlock } from '../model/decisions';
import { blockDice } from './block-strength';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { blitzBlock, movementLeft } from './move';
import { startPush } from './push';
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
  if (activation) {
    activation.blocked = true;
    activation.blocks += 1;
  }
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

/**
 * A Block action ends with its block; a Blitz goes on moving (BB-BLITZ-3). A Frenzy player who
 * followed up a defender still Standing must block him again, once; in a Blitz that block costs a
 * square of movement or a Rush, and without either there is none (BB-SKILL-1).
 */
export function finishBlock(step: Step, followedUp?: string): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  const attacker = player(step, activation.player);
  const target = followedUp === undefined ? undefined : player(step, followedUp);
  if (
    target?.at &&
    attacker.at &&
    hasSkill(attacker, 'Frenzy') &&
    activation.blocks === 1 &&
    attacker.stance === 'standing' &&
    target.box === null &&
    target.stance === 'standing' &&
    adjacent(step.state.board, attacker.at, target.at) &&
    step.state.turn.turnover === null
  ) {
    if (activation.action === 'block') return declareBlock(step, attacker.id, target.id);
    const { ma, rushes } = movementLeft(step);
    if (ma + rushes >= 1) return blitzBlock(step, target.id);
  }
  if (activation.action === 'block') endActivation(step);
}
