import {
  adjacent,
  chestAt,
  hasSkill,
  markers,
  playerAt,
  sameSquare,
  teleporterAt,
} from '../board/squares';
import { revealChest } from '../dungeonbowl/chests';
import { fallInto } from '../mechanisms/falling';
import { slip } from '../mechanisms/precarious';
import {
  ballHandling,
  fallsInto,
  isPrecarious,
  mechanisms,
  barrierBetween,
  moveBetween,
  stepRefusal,
  passageBetween,
} from '../mechanisms/registry';
import { entered, teleport } from '../dungeonbowl/teleporters';
import type { FailedTest, StepStage } from '../model/decisions';
import type { PlayerState, Square } from '../model/state';
import { ballOnSquare, bounce } from './ball';
import { declareBlock } from './block';
import { dodgeModifier, heldByTentacles } from './dodge';
import { gaze } from './hypnotic-gaze';
import { jervisJumpModifier, jumpedOver, jumpModifier } from './jump';
import { stab } from './stab';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { lastRoll, rollTest } from './tests';
import { endActivation, turnover } from './turn';

/** Movement left before Rushing, and Rushes left: 2, or 3 with Sprint (BB-MOVE-5). */
export function movementLeft(step: Step): { ma: number; rushes: number } {
  const activation = step.state.turn.activation;
  if (!activation) return { ma: 0, rushes: 0 };
  const p = player(step, activation.player);
  const allowed = hasSkill(p, 'Sprint') ? 3 : 2; // BB-MOVE-5, Sprint (BB-SKILL-1)
  return { ma: Math.max(0, p.ma - activation.spent), rushes: allowed - activation.rushes };
}

/** Why the active player may not move at all now, or null if he may (BB-BLOCK-1, Take Root, Tentacles). */
export function movingRefusal(step: Step): string | null {
  const activation = step.state.turn.activation;
  if (!activation) return 'No player is moving.';
  if (activation.action === 'block') return 'A Block action includes no movement (BB-BLOCK-1).';
  const p = player(step, activation.player);
  if (p.stance !== 'standing') return `${p.name} must stand up first.`;
  if (p.rooted) return `${p.name} has taken root and cannot leave his square (Take Root).`;
  if (activation.held) return `${p.name} is held by Tentacles: his movement is over.`;
  if (step.state.mechanismState)
    for (const m of mechanisms()) {
      const refused = m.movingRefusal?.(step.state, p);
      if (refused) return refused;
    }
  return null;
}

/** Why the active player may not step into a square, or null if he may. */
export function moveRefusal(step: Step, to: Square): string | null {
  const refused = movingRefusal(step);
  if (refused !== null) return refused;
  const p = player(step, step.state.turn.activation!.player);
  if (!p.at) return 'He is not on the board.';
  const move = moveBetween(step.state.board, p.at, to);
  if (!move)
    return p.at.floor === to.floor && adjacent(step.state.board, p.at, to)
      ? 'That square cannot be walked into.'
      : 'A player moves one square at a time, never diagonally past a wall corner (DB-MOVE-1), or up or down a ladder or rope from its foot or a square next to its hole (DB-LADDER-2).';
  const { cost } = move;
  const barrier = move.way === 'passage' ? null : barrierBetween(step.state, p.at, to);
  if (barrier !== null) return barrier; // DB-PORT-2
  const entering = stepRefusal(step.state, p.at, to);
  if (entering !== null) return entering; // DB-TILT-1
  if (chestAt(step.state, to))
    return 'Nobody may enter a chest square: open the chest from next to it (DB-CHEST-2).';
  if (playerAt(step.state, to)) return 'That square is taken (BB-MOVE-1).';
  const early = teleporterTooEarly(step, to);
  if (early !== null) return early;
  const { ma, rushes } = movementLeft(step);
  if (cost > ma + rushes)
    return `${p.name} has not enough movement left (${ma} and ${rushes} Rushes; the square costs ${cost}).`;
  return null;
}

/** A Blitzing player may enter a teleporter, on foot or by a jump, only after his block (DB-TELE-9). */
export function teleporterTooEarly(step: Step, to: Square): string | null {
  const activation = step.state.turn.activation!;
  if (activation.action === 'blitz' && !activation.blocked && teleporterAt(step.state.board, to))
    return 'A Blitzing player may take a teleporter only after his block (DB-TELE-9).';
  return null;
}

/**
 * One square of movement (BB-MOVE-1): the player moves, then makes the Rushes, Dodge and pick-up
 * it needs. Up or down a ladder or rope, or jumping down a floor, the Rushes and the Dodge come
 * first: failing one, he falls where he stood (DB-LADDER-5).
 */
export function moveStep(step: Step, to: Square): void {
  const p = player(step, step.state.turn.activation!.player);
  const from = p.at!;
  const dodge = markers(step.state, p.team, from).length > 0;
  const { cost, way } = moveBetween(step.state.board, from, to)!;
  if (way === 'step') return enterSquare(step, to, cost, dodge ? ['dodge'] : []);
  const activation = step.state.turn.activation!;
  if (heldByTentacles(step, p, from)) {
    activation.held = true;
    return;
  }
  const rushes = Math.max(0, cost - movementLeft(step).ma);
  activation.spent += cost;
  activation.rushes += rushes;
  const stages: StepStage[] = [...Array<StepStage>(rushes).fill('rush')];
  if (dodge) stages.push('dodge');
  stages.push(way === 'jump-down' ? 'jump-down' : 'climb');
  continueStep(step, p.id, from, to, stages);
}

/** The player arrives in a square by his own movement: the ball goes with him, the event is logged. */
function arrive(step: Step, id: string, from: Square, to: Square): void {
  const p = player(step, id);
  p.at = to;
  if (step.state.ball.carrier === id) step.state.ball.at = to;
  const via = from.floor === to.floor ? undefined : passageBetween(step.state.board, from, to)?.via;
  step.events.push({ type: 'moved', player: id, from, to, ...(via ? { via } : {}) });
}

/**
 * What entering a square leads to: picking up the ball lying there, after the precarious roll of
 * a square on the edge (DB-PREC-4); a teleporter.
 */
function arrivalStages(step: Step, to: Square): StepStage[] {
  const stages: StepStage[] = [];
  if (ballOnSquare(step, to)) {
    if (isPrecarious(step.state.board, to)) stages.push('precarious');
    stages.push('pick-up');
  }
  if (teleporterAt(step.state.board, to)) stages.push('teleport');
  return stages;
}

/**
 * The active player leaves his square for `to`, spending `cost` movement: Tentacles may hold him
 * first; then the Rushes the cost needs (BB-MOVE-5), the test of the way he moved (a Dodge, a
 * Jump) and the pick-up of a ball lying there (BB-BALL-7), in that order.
 */
export function enterSquare(
  step: Step,
  to: Square,
  cost: number,
  tests: readonly ('dodge' | 'jump' | 'obstacle-jump')[],
): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const from = p.at!;
  if (heldByTentacles(step, p, from)) {
    activation.held = true;
    return;
  }
  const { ma } = movementLeft(step);
  const rushes = Math.max(0, cost - ma);
  activation.spent += cost;
  activation.rushes += rushes;
  arrive(step, p.id, from, to);
  const stages: StepStage[] = [...Array<StepStage>(rushes).fill('rush'), ...tests];
  continueStep(step, p.id, from, to, [...stages, ...arrivalStages(step, to)]);
}

/**
 * The test a stage of a step makes: Rush 2+ (BB-MOVE-5), Dodge (BB-MOVE-3), Jump (BB-MOVE-8),
 * Jervis's jump over an obstacle (DB-JUMP-5), pick-up (BB-BALL-7).
 */
function stageTest(
  step: Step,
  stage: 'rush' | 'dodge' | 'jump' | 'obstacle-jump' | 'precarious' | 'pick-up',
  id: string,
  from: Square,
  to: Square,
  rest: readonly StepStage[],
): Omit<FailedTest, 'rolled' | 'skills'> {
  const p = player(step, id);
  switch (stage) {
    case 'rush':
      return { kind: 'rush', player: id, square: to, from, target: 2, modifier: 0, rest };
    case 'dodge':
      return {
        kind: 'dodge',
        player: id,
        square: to,
        from,
        target: p.ag,
        rest,
        modifier: dodgeModifier(step, p, from, to),
      };
    case 'jump':
      return {
        kind: 'jump',
        player: id,
        square: to,
        from,
        target: p.ag,
        rest,
        modifier: jumpModifier(step, p, from, to),
      };
    case 'precarious':
      return { kind: 'precarious', player: id, square: to, from, target: 2, modifier: 0, rest };
    case 'obstacle-jump':
      return {
        kind: 'obstacle-jump',
        player: id,
        square: to,
        from,
        target: 1,
        rest,
        modifier: jervisJumpModifier(step, p, from, to),
      };
    case 'pick-up':
      return {
        kind: 'pick-up',
        player: id,
        square: to,
        target: p.ag,
        rest,
        modifier: pickUpModifier(step, p, to),
      };
  }
}

/**
 * The modifier of a pick-up (BB-BALL-7): −1 per opponent Marking the square, which Big Hand
 * ignores; +1 with Extra Arms (BB-SKILL-1); what the square adds, −1 in water (DB-WATER-4).
 */
function pickUpModifier(step: Step, p: PlayerState, at: Square): number {
  const marking = hasSkill(p, 'Big Hand') ? 0 : markers(step.state, p.team, at).length;
  return -marking + (hasSkill(p, 'Extra Arms') ? 1 : 0) + ballHandling(step.state.board, at);
}

/** Makes the remaining rolls of a step, stopping when one waits for a re-roll decision. */
export function continueStep(
  step: Step,
  id: string,
  from: Square,
  to: Square,
  stages: readonly StepStage[],
  blockTarget?: string,
): void {
  for (let i = 0; i < stages.length; i++) {
    const stage = stages[i] as StepStage;
    if (stage === 'block') return declareBlock(step, id, blockTarget!);
    if (stage === 'stab') return stab(step, id, blockTarget!);
    if (stage === 'gaze') return gaze(step, id, blockTarget!);
    if (stage === 'open-chest') return revealChest(step, id, to);
    if (stage === 'teleport') return teleport(step, id, true);
    if (stage === 'climb') {
      arrive(step, id, from, to);
      return continueStep(step, id, from, to, [...stages.slice(i + 1), ...arrivalStages(step, to)]);
    }
    if (stage === 'jump-down') return fallInto(step, { player: id, cause: 'jumped', into: to });
    const test = stageTest(step, stage, id, from, to, stages.slice(i + 1));
    const outcome = rollTest(step, blockTarget ? { ...test, blockTarget } : test);
    if (outcome === 'pending') return;
    if (outcome === 'failure') {
      failMoveTest(step, { ...test, rolled: lastRoll(step), skills: [] });
      return;
    }
    if (stage === 'pick-up') {
      step.state.ball = { at: to, carrier: id };
      step.events.push({ type: 'ball-picked-up', player: id });
    }
  }
}

/**
 * What a failed movement test does (BB-MOVE-4, BB-MOVE-5, BB-MOVE-8, BB-BALL-7, BB-MOVE-7). A jump
 * over a hazard that fails on a natural 1 ([Torguer 2021] DB-JUMP-3), or any failed jump over an
 * obstacle ([Jervis 1998] DB-JUMP-5), ends in the hazard; Jervis's jumper who fails over anything
 * else Falls Over in the square he jumped from.
 */
export function failMoveTest(step: Step, test: FailedTest): void {
  if (test.kind === 'precarious') return slip(step, test.player); // DB-PREC-6: no pick-up
  const over = test.kind === 'jump' || test.kind === 'obstacle-jump' ? jumpedOver(test) : null;
  if (over && fallsInto(step.state.board, over) && (test.kind !== 'jump' || test.rolled === 1))
    return fallInto(step, { player: test.player, cause: 'slipped', into: over });
  if (test.kind === 'obstacle-jump') {
    const p = player(step, test.player);
    arrive(step, p.id, p.at!, test.from!);
  }
  switch (test.kind) {
    case 'rush':
    case 'dodge':
    case 'jump':
    case 'obstacle-jump': {
      // Falling onto a teleporter he has just entered: teleported first, down where he lands (DB-TELE-13).
      const p = player(step, test.player);
      if (test.from && !sameSquare(test.from, p.at)) entered(step, p.id, false);
      if (p.box === null) knockDown(step, test.player, { fell: true }); // in the square moved into (BB-MOVE-8 for a Jump)
      const name = { rush: 'Rush', dodge: 'Dodge', jump: 'Jump', 'obstacle-jump': 'Jump' };
      turnover(step, `failed ${name[test.kind]}`);
      endActivation(step);
      return;
    }
    case 'pick-up':
      bounce(step, test.square!);
      turnover(step, 'failed pick-up');
      endActivation(step);
      return;
    default:
      endActivation(step);
  }
}

/** A movement test passed on its re-roll: finish what it was part of. */
export function passMoveTest(step: Step, test: FailedTest): void {
  if (test.kind === 'stand-up') return standUpDone(step, test.player);
  if (test.kind === 'jump-up') return standUpDone(step, test.player, true);
  if (test.kind === 'pick-up') {
    step.state.ball = { at: test.square, carrier: test.player };
    step.events.push({ type: 'ball-picked-up', player: test.player });
  }
  continueStep(
    step,
    test.player,
    test.from ?? test.square!,
    test.square!,
    test.rest,
    test.blockTarget,
  );
}

/**
 * Standing up (BB-MOVE-7): 3 MA, or a 4+ roll for a player with MA under 3, who may then only Rush.
 * Jump Up (BB-SKILL-1) stands up for free; in a Block action it is an Agility test at +1, and
 * on a failure he stays Prone and his activation ends.
 */
export function standUp(step: Step): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  if (hasSkill(p, 'Jump Up')) {
    if (activation.action !== 'block') return standUpDone(step, p.id, true);
    const jump = {
      kind: 'jump-up',
      player: p.id,
      square: p.at!,
      target: p.ag,
      modifier: 1,
      rest: [],
    } as const;
    const outcome = rollTest(step, jump);
    if (outcome === 'success') standUpDone(step, p.id, true);
    else if (outcome === 'failure') endActivation(step);
    return;
  }
  if (p.ma >= 3) {
    activation.spent += 3;
    standUpDone(step, p.id);
    return;
  }
  const outcome = rollTest(step, {
    kind: 'stand-up',
    player: p.id,
    square: p.at!,
    target: 4,
    modifier: 0,
    rest: [],
  });
  if (outcome === 'success') standUpDone(step, p.id);
  else if (outcome === 'failure') endActivation(step);
}

export function standUpDone(step: Step, id: string, free = false): void {
  const p = player(step, id);
  p.stance = 'standing';
  const activation = step.state.turn.activation;
  if (activation && p.ma < 3 && !free) activation.spent = p.ma;
  step.events.push({ type: 'stood-up', player: id });
}

/**
 * A Blitz's block, or the Stab made instead of it, costs one square of movement, which a Rush may
 * pay (BB-BLITZ-2, BB-MOVE-6).
 */
export function blitzBlock(step: Step, target: string, strike: 'block' | 'stab' = 'block'): void {
  const activation = step.state.turn.activation!;
  const { ma } = movementLeft(step);
  activation.spent += 1;
  if (ma < 1) activation.rushes += 1;
  const p = player(step, activation.player);
  continueStep(step, p.id, p.at!, p.at!, ma >= 1 ? [strike] : ['rush', strike], target);
}
