import {
  adjacent,
  chestAt,
  hasSkill,
  moveCost,
  playerAt,
  sameSquare,
  teleporterAt,
} from '../board/squares';
import { revealChest } from '../dungeonbowl/chests';
import { entered, teleport } from '../dungeonbowl/teleporters';
import type { FailedTest, StepStage } from '../model/decisions';
import type { ActionKind, Activation, Board, Pitch, PlayerState, Square } from '../model/state';
import { bounce } from './ball';
import { declareBlock } from './block';
import { heldByTentacles } from './dodge';
import { gaze } from './hypnotic-gaze';
import { stab } from './stab';
import { stepTests, stepTestTarget, type StepTest } from './step-rolls';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { rollTest } from './tests';
import { endActivation, turnover } from './turn';

/** Movement left before Rushing, and Rushes left: 2, or 3 with Sprint (BB-MOVE-5). */
export function movementLeft(step: Step): { ma: number; rushes: number } {
  const activation = step.state.turn.activation;
  if (!activation) return { ma: 0, rushes: 0 };
  const p = player(step, activation.player);
  return { ma: Math.max(0, p.ma - activation.spent), rushes: rushesAllowed(p) - activation.rushes };
}

/** Rushes a player may make in an activation: 2, or 3 with Sprint (BB-MOVE-5, BB-SKILL-1). */
export const rushesAllowed = (p: PlayerState): number => (hasSkill(p, 'Sprint') ? 3 : 2);

/** Why the active player may not move at all now, or null if he may (BB-BLOCK-1, Take Root, Tentacles). */
export function movingRefusal(step: Step): string | null {
  const activation = step.state.turn.activation;
  if (!activation) return 'No player is moving.';
  const p = player(step, activation.player);
  if (p.stance !== 'standing' && activation.action !== 'block')
    return `${p.name} must stand up first.`;
  return movementRefusal(p, activation);
}

/**
 * Why a player may not move in this activation, once Standing, or null if he may: a Block action
 * has no movement (BB-BLOCK-1); a rooted player cannot leave his square, nor one Tentacles held.
 */
export function movementRefusal(p: PlayerState, activation: Activation): string | null {
  if (activation.action === 'block') return 'A Block action includes no movement (BB-BLOCK-1).';
  if (p.rooted) return `${p.name} has taken root and cannot leave his square (Take Root).`;
  if (activation.held) return `${p.name} is held by Tentacles: his movement is over.`;
  return null;
}

/** Why the active player may not step into a square, or null if he may. */
export function moveRefusal(step: Step, to: Square): string | null {
  const refused = movingRefusal(step);
  if (refused !== null) return refused;
  const p = player(step, step.state.turn.activation!.player);
  if (!p.at || !adjacent(step.state.board, p.at, to))
    return 'A player moves one square at a time, never diagonally past a wall corner (DB-MOVE-1).';
  const taken = enterRefusal(step.state, to);
  if (taken !== null) return taken;
  const early = teleporterTooEarly(step, to);
  if (early !== null) return early;
  const cost = moveCost(step.state.board, to)!;
  const { ma, rushes } = movementLeft(step);
  if (cost > ma + rushes)
    return `${p.name} has not enough movement left (${ma} and ${rushes} Rushes; the square costs ${cost}).`;
  return null;
}

/**
 * Why nobody may step into a square, whoever he is and wherever from, or null: terrain that cannot
 * be walked into, a chest (DB-CHEST-2), a player (BB-MOVE-1).
 */
export function enterRefusal(pitch: Pitch, to: Square): string | null {
  if (moveCost(pitch.board, to) === null) return 'That square cannot be walked into.';
  if (chestAt(pitch, to))
    return 'Nobody may enter a chest square: open the chest from next to it (DB-CHEST-2).';
  if (playerAt(pitch, to)) return 'That square is taken (BB-MOVE-1).';
  return null;
}

/** A Blitzing player may enter a teleporter, on foot or by a jump, only after his block (DB-TELE-9). */
export function teleporterTooEarly(step: Step, to: Square): string | null {
  const activation = step.state.turn.activation!;
  return teleporterBarred(step.state.board, to, activation.action, activation.blocked)
    ? 'A Blitzing player may take a teleporter only after his block (DB-TELE-9).'
    : null;
}

/** Whether an action forbids entering a square now: a teleporter during a Blitz before its block (DB-TELE-9). */
export const teleporterBarred = (
  board: Board,
  to: Square,
  action: ActionKind,
  blocked: boolean,
): boolean => action === 'blitz' && !blocked && !!teleporterAt(board, to);

/** One square of movement (BB-MOVE-1): the player moves, then makes the Rushes, Dodge and pick-up it needs. */
export function moveStep(step: Step, to: Square): void {
  enterSquare(step, to, moveCost(step.state.board, to)!, false);
}

/**
 * The active player leaves his square for `to`, walking or jumping, spending `cost` movement:
 * Tentacles may hold him first; then the tests of the step (`stepTests`), and a teleporter there
 * takes him (DB-TELE-2).
 */
export function enterSquare(step: Step, to: Square, cost: number, jumping: boolean): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const from = p.at!;
  if (heldByTentacles(step, p, from)) {
    activation.held = true;
    return;
  }
  const { ma } = movementLeft(step);
  const rushes = Math.max(0, cost - ma);
  const stages: StepStage[] = stepTests(step.state, p, from, to, rushes, jumping);
  if (teleporterAt(step.state.board, to)) stages.push('teleport');
  p.at = to;
  activation.spent += cost;
  activation.rushes += rushes;
  step.events.push({ type: 'moved', player: p.id, from, to });
  if (step.state.ball.carrier === p.id) step.state.ball.at = to;
  continueStep(step, p.id, from, to, stages);
}

/** The test a stage of a step makes, as `stepTestTarget` reads it, with what follows it. */
function stageTest(
  step: Step,
  stage: StepTest,
  id: string,
  from: Square,
  to: Square,
  rest: readonly StepStage[],
): Omit<FailedTest, 'rolled' | 'skills'> {
  const { target, modifier } = stepTestTarget(step.state, stage, player(step, id), from, to);
  // A pick-up is made in the square he stands on; the others are tests of leaving `from`.
  return stage === 'pick-up'
    ? { kind: stage, player: id, square: to, target, modifier, rest }
    : { kind: stage, player: id, square: to, from, target, modifier, rest };
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
    const test = stageTest(step, stage, id, from, to, stages.slice(i + 1));
    const outcome = rollTest(step, blockTarget ? { ...test, blockTarget } : test);
    if (outcome === 'pending') return;
    if (outcome === 'failure') {
      failMoveTest(step, { ...test, rolled: 0, skills: [] });
      return;
    }
    if (stage === 'pick-up') {
      step.state.ball = { at: to, carrier: id };
      step.events.push({ type: 'ball-picked-up', player: id });
    }
  }
}

/** What a failed movement test does (BB-MOVE-4, BB-MOVE-5, BB-MOVE-8, BB-BALL-7, BB-MOVE-7). */
export function failMoveTest(step: Step, test: FailedTest): void {
  switch (test.kind) {
    case 'rush':
    case 'dodge':
    case 'jump': {
      // Falling onto a teleporter he has just entered: teleported first, down where he lands (DB-TELE-13).
      const p = player(step, test.player);
      if (test.from && !sameSquare(test.from, p.at)) entered(step, p.id, false);
      if (p.box === null) knockDown(step, test.player, { fell: true }); // in the square moved into (BB-MOVE-8 for a Jump)
      turnover(step, `failed ${{ rush: 'Rush', dodge: 'Dodge', jump: 'Jump' }[test.kind]}`);
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
  if (test.kind === 'stand-up' || test.kind === 'jump-up') return standUpDone(step, test.player);
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
 * What standing up takes (BB-MOVE-7): 3 MA; for a player with MA under 3, a 4+ roll, after which
 * he may only Rush (all his MA is spent). Jump Up (BB-SKILL-1) stands up for free; in a Block
 * action it is an Agility test at +1. On a failed roll he stays Prone and his activation ends.
 */
export function standingUp(
  p: PlayerState,
  action: ActionKind,
): {
  readonly cost: number;
  readonly test: {
    readonly kind: 'stand-up' | 'jump-up';
    readonly target: number;
    readonly modifier: number;
  } | null;
} {
  if (hasSkill(p, 'Jump Up'))
    return {
      cost: 0,
      test: action === 'block' ? { kind: 'jump-up', target: p.ag, modifier: 1 } : null,
    };
  if (p.ma >= 3) return { cost: 3, test: null };
  return { cost: p.ma, test: { kind: 'stand-up', target: 4, modifier: 0 } };
}

/** The active player stands up, as `standingUp` says. */
export function standUp(step: Step): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const { test } = standingUp(p, activation.action);
  if (!test) return standUpDone(step, p.id);
  const outcome = rollTest(step, { ...test, player: p.id, square: p.at!, rest: [] });
  if (outcome === 'success') standUpDone(step, p.id);
  else if (outcome === 'failure') endActivation(step);
}

/** He is up, and has spent what standing up costs. */
export function standUpDone(step: Step, id: string): void {
  const p = player(step, id);
  p.stance = 'standing';
  const activation = step.state.turn.activation;
  if (activation) activation.spent += standingUp(p, activation.action).cost;
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
