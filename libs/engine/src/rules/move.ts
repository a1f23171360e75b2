import {
  adjacent,
  adjacentNow,
  chestOn,
  hasSkill,
  markers,
  playerAt,
  sameSquare,
  teleporterAt,
} from '../board/squares';
import { askTackleZones } from './dungeonbowl/alliances/tackle-zones';
import { revealChest } from './dungeonbowl/chests';
import { entered, teleport } from './dungeonbowl/teleporters';
import { fallInto } from './falling';
import { slip } from './precarious';
import {
  dungeonOf,
  fallsInto,
  passageBetween,
  barrierBetween,
  moveBetweenNow,
  standRefusal,
  stepRefusal,
} from '../board/dungeon';
import type { Passage } from '../board/dungeon';
import type { FailedTest, StepStage, StepTestFailed, TestToRoll } from '../model/decisions';
import { putBeneath, takeFrame, type StepFrame } from '../model/frames';
import type {
  ActionKind,
  Activation,
  Board,
  GameState,
  Pitch,
  PlayerState,
  Square,
} from '../model/state';
import { bounce } from './ball';
import { declareBlock } from './block';
import { heldByTentacles } from './dodge';
import { gaze } from './hypnotic-gaze';
import { stab } from './stab';
import {
  jumpedOver,
  jumpedSquare,
  movementLeft,
  rolledBeforeLeaving,
  stepParts,
  stepTestTarget,
  type StepTest,
  type StepWay,
} from './step-rolls';
import { changing, copyWith, player, type ReadStep, type Step } from './context';
import { knockDown, placeProne } from './injury';
import { withLeagueRule } from '../model/league';
import { lastRoll, offerReroll, rollTest } from './tests';
import { passes } from './d6-test';
import { endActivation, turnover } from './turn';
import { characteristics } from './characteristics';

// What a move costs, whether the movement left pays for it and the Rushes it takes, in one place
// for the rules and the move plan: `ma` is the movement left before Rushing, `rushes` the Rushes
// left (`movementLeft`).

/**
 * What a move costs with `ma` movement left: its own `cost`, but nothing for a way that is free
 * once his movement is spent, when it is and he has not Rushed (getting off a mine cart,
 * DB-CART-4).
 */
export const moveCost = (
  cost: number,
  passage: Pick<Passage, 'freeWhenSpent'> | undefined,
  ma: number,
  rushed: boolean,
): number => (passage?.freeWhenSpent && ma <= 0 && !rushed ? 0 : cost);

/**
 * Whether the movement left pays for a move costing `cost`: Rushes included (BB-MOVE-5), unless the
 * way takes none (riding the rotating lift, DB-ROTLIFT-10; a mine-cart ride, DB-CART-5).
 */
export const movementPays = (
  cost: number,
  ma: number,
  rushes: number,
  passage?: Pick<Passage, 'noRush'>,
): boolean => cost <= (passage?.noRush ? ma : ma + rushes);

/** The Rushes a move costing `cost` takes with `ma` movement left before Rushing (BB-MOVE-5). */
export const rushesFor = (cost: number, ma: number): number => Math.max(0, cost - Math.max(0, ma));

/** Why the active player may not move at all now, or null if he may (BB-BLOCK-1, Take Root, Tentacles). */
export function movingRefusal(step: ReadStep): string | null {
  const activation = step.state.turn.activation;
  if (!activation) return 'No player is moving.';
  const p = player(step, activation.player);
  if (p.stance !== 'standing' && activation.action !== 'block')
    return `${p.name} must stand up first.`;
  return movementRefusal(step.state, p, activation);
}

/**
 * Why a player may not move in this activation, once Standing, or null if he may: a Block action
 * has no movement (BB-BLOCK-1); a rooted player cannot leave his square, nor one Tentacles held;
 * a mechanism may hold him (a player shaken off a ladder, DB-FLOOR-9).
 */
export function movementRefusal(
  state: Pick<GameState, 'board' | 'mechanismState'>,
  p: PlayerState,
  activation: Activation,
): string | null {
  if (activation.action === 'block') return 'A Block action includes no movement (BB-BLOCK-1).';
  if (p.rooted) return `${p.name} has taken root and cannot leave his square (Take Root).`;
  if (activation.held) return `${p.name} is held by Tentacles: his movement is over.`;
  return dungeonOf(state.board).movingRefusal(state, p);
}

/**
 * The active player as he sets off, worked out once for every square he is asked about: who he
 * is, where he stands and the movement he has left.
 */
export interface Mover {
  readonly p: PlayerState;
  readonly at: Square;
  readonly left: { readonly ma: number; readonly rushes: number };
}

/** The active player if he may move now (`movingRefusal`), else why he may not. */
export function moverNow(step: ReadStep): Mover | string {
  const refused = movingRefusal(step);
  if (refused !== null) return refused;
  const p = player(step, step.state.turn.activation!.player);
  if (!p.at) return 'He is not on the board.';
  return { p, at: p.at, left: movementLeft(step) };
}

/** Why the active player may not move into a square, or null if he may. */
export function moveRefusal(step: ReadStep, to: Square): string | null {
  const mover = moverNow(step);
  return typeof mover === 'string' ? mover : moverRefusal(step, mover, to);
}

/**
 * As `moveRefusal`, for a mover who may move now (`moverNow`); `move` is the move there now
 * (`moveBetweenNow`), if already known.
 */
export function moverRefusal(
  step: ReadStep,
  mover: Mover,
  to: Square,
  move = moveBetweenNow(step.state, mover.at, to),
): string | null {
  const { p, at, left } = mover;
  if (!move)
    return at.floor === to.floor && adjacent(step.state.board, at, to)
      ? 'That square cannot be walked into.'
      : 'A player moves one square at a time, never diagonally past a wall corner (DB-MOVE-1), or up or down a ladder or rope from its foot or a square next to its hole (DB-LADDER-2).';
  const crossing = crossingRefusal(step.state, at, to, move.way);
  if (crossing !== null) return crossing;
  const taken = enterRefusal(step.state, to) ?? standRefusal(step.state, p, to);
  if (taken !== null) return taken;
  const early = teleporterTooEarly(step, to);
  if (early !== null) return early;
  const { ma, rushes } = left;
  const cost = costNow(step, move, ma);
  if (movementPays(cost, ma, rushes, move.passage)) return null;
  return movementPays(cost, ma, rushes)
    ? `${p.name} has ${ma} movement left: ${move.passage!.noRush}`
    : `${p.name} has not enough movement left (${ma} and ${rushes} Rushes; the square costs ${cost}).`;
}

/** What a move costs the active player now, with `ma` movement left before Rushing (`moveCost`). */
const costNow = (
  step: ReadStep,
  move: NonNullable<ReturnType<typeof moveBetweenNow>>,
  ma: number,
): number => moveCost(move.cost, move.passage, ma, step.state.turn.activation!.rushes > 0);

/**
 * Why nobody may move into a square, whoever he is and wherever from, or null: a chest
 * (DB-CHEST-2), a player (BB-MOVE-1). Which squares a move leads to, and what they cost, is
 * `moveBetween`'s: walls, statues and hazards are not among them.
 */
export function enterRefusal(pitch: Pitch, to: Square): string | null {
  if (chestOn(pitch, to))
    return 'Nobody may enter a chest square: open the chest from next to it (DB-CHEST-2).';
  if (playerAt(pitch, to)) return 'That square is taken (BB-MOVE-1).';
  return null;
}

/**
 * Why nobody may go from one square into another by `way` now, or null: a closed portcullis
 * between them (DB-PORT-2; a ladder or rope does not pass through it), or the tilting corridor's
 * raised end (DB-TILT-1); a jump neither passes a closed portcullis on either side of the square
 * it jumps nor lands in the raised end. Unlike walls, these change during a match: the board's
 * grid keeps the step, and the rules and the move plan ask this.
 */
export function crossingRefusal(
  pitch: Pick<GameState, 'board' | 'mechanismState'>,
  from: Square,
  to: Square,
  way: StepWay,
): string | null {
  const over = way === 'jump' ? jumpedSquare(from, to) : null;
  const barrier =
    way === 'passage'
      ? null
      : over
        ? (barrierBetween(pitch, from, over) ?? barrierBetween(pitch, over, to))
        : barrierBetween(pitch, from, to);
  return barrier ?? stepRefusal(pitch, from, to);
}

/** A Blitzing player may enter a teleporter, on foot or by a jump, only after his block (DB-TELE-9). */
export function teleporterTooEarly(step: ReadStep, to: Square): string | null {
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

/**
 * A `move` (BB-MOVE-1): a step to a neighbour, up or down a ladder or rope, into, along or out of a
 * mine cart, or a jump down into a void, as `moveBetween` says, with the rolls it needs.
 */
export function moveStep(step: Step, to: Square): void {
  const p = player(step, step.state.turn.activation!.player);
  // With 3 or 4 teams, the coaches whose players mark him say whether they do (DB-MULTI-5).
  if (askTackleZones(step, p, { kind: 'step', from: p.at!, to })) return;
  const move = moveBetweenNow(step.state, p.at!, to)!;
  const { ma } = movementLeft(step);
  enterSquare(step, to, costNow(step, move, ma), move.way, ma);
}

/**
 * The active player leaves his square for `to` by `way`, spending `cost` movement of the `ma` he
 * has left before Rushing: Tentacles may hold him first; then what the step makes (`stepParts`),
 * and a teleporter there takes him (DB-TELE-2).
 */
export function enterSquare(
  step: Step,
  to: Square,
  cost: number,
  way: StepWay,
  ma = movementLeft(step).ma,
): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const from = p.at!;
  const { state } = step;
  // Those Marking the square he leaves, for Tentacles and the Dodge: nobody moves in between.
  const leaving = markers(state, p.team, from);
  if (heldByTentacles(step, p, from, leaving)) {
    activation.held = true;
    return;
  }
  const rushes = rushesFor(cost, ma);
  const { ruleset } = state.options;
  const stages: StepStage[] = stepParts(state, ruleset, p, from, to, rushes, way, leaving);
  if (teleporterAt(state.board, to)) stages.push('teleport');
  activation.spent += cost;
  activation.rushes += rushes;
  if (!rolledBeforeLeaving(stages)) arrive(step, p.id, from, to);
  continueStep(step, p.id, from, to, stages);
}

/** The player arrives in a square by his own movement: the ball goes with him, the event is logged. */
function arrive(step: Step, id: string, from: Square, to: Square): void {
  const p = changing(step, id);
  p.at = to;
  if (step.state.ball.carrier === id) step.state.ball.at = to;
  const via = from.floor === to.floor ? undefined : passageBetween(step.state.board, from, to)?.via;
  step.events.push(
    via ? { type: 'moved', player: id, from, to, via } : { type: 'moved', player: id, from, to },
  );
}

/**
 * The test a stage of a step makes, as `stepTestTarget` reads it: made from `from` into `to`, but
 * a pick-up in the square he stands on (DB-PREC-4 too for the precarious roll before it).
 */
function stageTest(
  step: Step,
  stage: StepTest,
  id: string,
  from: Square,
  to: Square,
  rest: readonly StepStage[],
): Extract<TestToRoll, { kind: StepTest }> {
  const { target, modifier } = stepTestTarget(step.state, stage, player(step, id), from, to);
  if (stage === 'precarious') return { kind: stage, player: id, target, modifier }; // the step waits beneath (`waitBeneath`)
  return {
    kind: stage,
    player: id,
    square: to,
    from: stage === 'pick-up' ? to : from,
    target,
    modifier,
    beforeLeaving: rolledBeforeLeaving(rest),
  };
}

/** Puts what is left of a step beneath the decision its roll has just pushed on `state.pending`. */
export function waitBeneath(step: Step, frame: StepFrame): void {
  putBeneath(step.state.pending, frame);
}

/** Takes what is left of a step off `state.pending`, the decision above it answered and taken off. */
export function resumeStep(step: Step): StepFrame {
  return takeFrame(step.state.pending, 'step');
}

/** A failed test of movement: a step's, the precarious roll before a pick-up, standing up. */
export type StepFailure = StepTestFailed | Extract<FailedTest, { readonly kind: 'precarious' }>;

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
    if (stage === 'stab' || stage === 'oar-strike')
      return stab(step, id, blockTarget!, false, stage);
    if (stage === 'gaze') return gaze(step, id, blockTarget!);
    if (stage === 'open-chest') return revealChest(step, id, to);
    if (stage === 'teleport') return teleport(step, id, true);
    if (stage === 'climb') {
      arrive(step, id, from, to);
      continue;
    }
    if (stage === 'jump-down') return fallInto(step, { player: id, cause: 'jumped', into: to });
    const rest = stages.slice(i + 1);
    const test = stageTest(step, stage, id, from, to, rest);
    const outcome = rollTest(step, test);
    if (outcome === 'pending') {
      // A pick-up goes on from the square he stands on, as its test was made there.
      const at = stage === 'pick-up' ? to : from;
      const aimed = blockTarget === undefined ? {} : { blockTarget };
      const { team } = player(step, id);
      return waitBeneath(step, { kind: 'step', team, player: id, from: at, to, rest, ...aimed });
    }
    if (outcome === 'failure') {
      failMoveTest(step, copyWith(test, { rolled: lastRoll(step), skills: [] }) as StepFailure);
      return;
    }
    if (stage === 'pick-up') {
      step.state.ball = { at: to, carrier: id };
      step.events.push({ type: 'ball-picked-up', player: id });
    }
  }
}

/**
 * What a failed movement test does (BB-MOVE-4, BB-MOVE-5, BB-MOVE-8, BB-BALL-7, BB-MOVE-7). A
 * failed precarious roll before a pick-up is a slip (DB-PREC-6). A jump over a hazard that fails
 * on a natural 1 ([Torguer 2021] DB-JUMP-3), or any failed jump over an obstacle ([Jervis 1998]
 * DB-JUMP-5), ends in the hazard; Jervis's jumper who fails over anything else Falls Over in the
 * square he jumped from.
 */
export function failMoveTest(step: Step, test: StepFailure): void {
  if (test.kind === 'precarious') return slip(step, test.player); // DB-PREC-6: no pick-up
  const over = test.kind === 'jump' || test.kind === 'obstacle-jump' ? jumpedOver(test) : null;
  if (over && fallsInto(step.state.board, over) && (test.kind !== 'jump' || test.rolled === 1))
    return fallInto(step, { player: test.player, cause: 'slipped', into: over });
  if (test.kind === 'obstacle-jump') {
    const p = player(step, test.player);
    arrive(step, p.id, p.at!, test.from);
  }
  switch (test.kind) {
    case 'rush':
    case 'dodge':
    case 'jump':
    case 'obstacle-jump': {
      // Falling onto a teleporter he has just entered: teleported first, down where he lands (DB-TELE-13).
      const p = player(step, test.player);
      if (!sameSquare(test.from, p.at)) entered(step, p.id, false);
      // In the square moved into (BB-MOVE-8 for a Jump); with the league's LM-23 a failed Rush is no Armour roll.
      if (p.box === null && test.kind === 'rush' && withLeagueRule(step.state.options, 'LM-23'))
        placeProne(step, test.player);
      else if (p.box === null) knockDown(step, test.player, { fell: true });
      const name = { rush: 'Rush', dodge: 'Dodge', jump: 'Jump', 'obstacle-jump': 'Jump' };
      turnover(step, `failed ${name[test.kind]}`);
      endActivation(step);
      return;
    }
    case 'pick-up':
      bounce(step, test.square);
      turnover(step, 'failed pick-up');
      endActivation(step);
      return;
  }
}

/** A movement test passed after a decision about it: the step goes on, `frame` saying with what. */
export function passMoveTest(step: Step, test: StepTestFailed, frame: StepFrame): void {
  if (test.kind === 'pick-up') {
    step.state.ball = { at: test.square, carrier: test.player };
    step.events.push({ type: 'ball-picked-up', player: test.player });
  }
  continueStep(step, frame.player, frame.from, frame.to, frame.rest, frame.blockTarget);
}

/**
 * The diver's coach answers. Used: the diver lands Prone in the square left, and the Dodge is
 * read again at −2; failed, it may still be re-rolled if it was not already, at −2 again.
 */
export function answerDivingTackle(
  step: Step,
  diverId: string,
  choice: { test: StepTestFailed; total: number; rerolled: boolean },
  use: boolean,
): void {
  const { test } = choice;
  const frame = resumeStep(step);
  if (!use) return passMoveTest(step, test, frame);
  const diver = player(step, diverId);
  const from = test.from;
  step.events.push({ type: 'skill-used', player: diverId, skill: 'Diving Tackle' });
  step.events.push({ type: 'moved', player: diverId, from: diver.at!, to: from });
  if (step.state.ball.carrier === diverId) step.state.ball.at = from;
  changing(step, diverId).at = from;
  placeProne(step, diverId);
  if (passes(test.rolled, choice.total - 2, test.target)) return passMoveTest(step, test, frame);
  const failed = { ...test, modifier: test.modifier - 2, dived: true };
  if (choice.rerolled || offerReroll(step, failed) === 'failure') return failMoveTest(step, failed);
  waitBeneath(step, frame); // the re-roll offered is of the step's roll
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
      test:
        action === 'block' ? { kind: 'jump-up', target: characteristics(p).ag, modifier: 1 } : null,
    };
  if (characteristics(p).ma >= 3) return { cost: 3, test: null };
  return { cost: characteristics(p).ma, test: { kind: 'stand-up', target: 4, modifier: 0 } };
}

/** The active player stands up, as `standingUp` says. */
export function standUp(step: Step): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const { test } = standingUp(p, activation.action);
  if (!test) return standUpDone(step, p.id);
  const outcome = rollTest(step, { ...test, player: p.id });
  if (outcome === 'success') standUpDone(step, p.id);
  else if (outcome === 'failure') endActivation(step);
}

/** He is up, and has spent what standing up costs. */
export function standUpDone(step: Step, id: string): void {
  const p = changing(step, id);
  p.stance = 'standing';
  const activation = step.state.turn.activation;
  if (activation) activation.spent += standingUp(p, activation.action).cost;
  step.events.push({ type: 'stood-up', player: id });
}

/** Opening a chest costs a square of movement, which a Rush may pay (DB-CHEST-3). */
export function openChest(step: Step, chest: Square): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  const { ma } = movementLeft(step);
  activation.spent += 1;
  if (ma >= 1) return revealChest(step, p.id, chest);
  activation.rushes += 1;
  continueStep(step, p.id, p.at!, chest, ['rush', 'open-chest']);
}

/**
 * A Block action ends with its block; a Blitz goes on moving (BB-BLITZ-3). A Frenzy player who
 * followed up a defender still Standing must block him again, once; in a Blitz that block costs a
 * square of movement or a Rush, and without either there is none (BB-SKILL-1). A Multiple Block
 * goes on to its second target.
 */
export function finishBlock(step: Step, followedUp?: string): void {
  const activation = step.state.turn.activation;
  if (!activation) return;
  const attacker = player(step, activation.player);
  if (
    followedUp !== undefined &&
    hasSkill(attacker, 'Frenzy') &&
    activation.blocks === 1 &&
    stillBlockable(step, attacker, followedUp)
  ) {
    if (activation.action === 'block') return declareBlock(step, attacker.id, followedUp);
    const { ma, rushes } = movementLeft(step);
    if (ma + rushes >= 1) return blitzBlock(step, followedUp);
  }
  const [next, ...rest] = activation.multipleBlock ?? [];
  if (next !== undefined) {
    activation.multipleBlock = rest;
    if (stillBlockable(step, attacker, next)) return declareBlock(step, attacker.id, next);
  }
  if (activation.action === 'block') endActivation(step);
}

/** Whether the attacker, still Standing, may block the target now: Standing next to him, and no turnover. */
function stillBlockable(step: Step, attacker: PlayerState, targetId: string): boolean {
  const target = player(step, targetId);
  return (
    !!target.at &&
    !!attacker.at &&
    attacker.stance === 'standing' &&
    target.box === null &&
    target.stance === 'standing' &&
    adjacentNow(step.state, attacker.at, target.at) &&
    step.state.turn.turnover === null
  );
}

/**
 * A Blitz's block, or the Stab or oar strike (DB-BOAT-13) made instead of it, costs one square of movement, which a Rush may
 * pay (BB-BLITZ-2, BB-MOVE-6).
 */
export function blitzBlock(
  step: Step,
  target: string,
  strike: 'block' | 'stab' | 'oar-strike' = 'block',
): void {
  const activation = step.state.turn.activation!;
  const { ma } = movementLeft(step);
  activation.spent += 1;
  if (ma < 1) activation.rushes += 1;
  const p = player(step, activation.player);
  continueStep(step, p.id, p.at!, p.at!, ma >= 1 ? [strike] : ['rush', strike], target);
}
