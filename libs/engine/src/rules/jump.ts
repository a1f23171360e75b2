import {
  adjacent,
  chestOn,
  distance,
  hasSkill,
  isWall,
  moveCost,
  neighbours,
  playerAt,
} from '../board/squares';
import { isPrecarious } from '../board/dungeon';
import type { Board, Pitch, PlayerState, Square } from '../model/state';
import { jumpedSquare, obstacleAt, teleporterJumped } from './step-rolls';
import { askTackleZones } from './dungeonbowl/alliances/tackle-zones';
import { player, type ReadStep, type Step } from './context';
import {
  crossingRefusal,
  enterSquare,
  moverNow,
  moverRefusal,
  movementPays,
  moveStep,
  teleporterTooEarly,
  type Mover,
} from './move';

/**
 * Why the active player may not jump to `to`, or null if he may: the jump itself
 * (`jumpPathRefusal`), a teleporter before a Blitz's block (DB-TELE-9), and his movement left; it
 * costs the square jumped plus the landing square, Rushes allowed. A jump over a teleporter ends
 * in it (DB-JUMP-4): it is refused as a step into the teleporter would be, and costs what that
 * step costs.
 */
export function jumpRefusal(step: ReadStep, to: Square): string | null {
  const mover = moverNow(step);
  return typeof mover === 'string' ? mover : jumperRefusal(step, mover, to);
}

/** As `jumpRefusal`, for a mover who may move now (`moverNow`). */
function jumperRefusal(step: ReadStep, mover: Mover, to: Square): string | null {
  const { p, at, left } = mover;
  const path = jumpPathRefusal(step.state, p, at, to);
  if (path !== null) return path;
  const teleporter = teleporterJumped(step.state.board, at, to);
  if (teleporter) {
    const entering = moverRefusal(step, mover, teleporter);
    return entering === null
      ? null
      : `A jump over a teleporter ends in it, as a step into it would (DB-JUMP-4): ${entering}`;
  }
  const early = teleporterTooEarly(step, to);
  if (early !== null) return early;
  const cost = jumpCost(step.state.board, to);
  if (!movementPays(cost, left.ma, left.rushes))
    return `${p.name} has not enough movement left (${left.ma} and ${left.rushes} Rushes; the jump costs ${cost}).`;
  return null;
}

/**
 * Why a player may not jump from `from` to `to`, whatever his movement left, or null if he may.
 * A Jump (BB-MOVE-8) passes over an obstacle (`obstacleAt`): a Prone or Stunned player, a chest
 * (DB-JUMP-2), a statue, a hazard one square wide (DB-JUMP-1); a Leap (BB-SKILL-1) also over any
 * square a player could stand on, empty or with a Standing player. The jump is a straight line on one floor into a free square, never past a wall
 * or a wall corner (DB-JUMP-6). A jump over a teleporter ends in it (DB-JUMP-4, `jump`); a landing
 * on a teleporter enters it (DB-TELE-2).
 */
export function jumpPathRefusal(
  pitch: Pitch,
  jumper: PlayerState,
  from: Square,
  to: Square,
): string | null {
  const over = jumpedSquare(from, to);
  if (!over)
    return 'A jump goes two squares in a straight line, over the square between (DB-JUMP-6).';
  const board = pitch.board;
  if (
    isWall(board, over) ||
    isWall(board, to) ||
    !adjacent(board, from, over) ||
    !adjacent(board, over, to)
  )
    return 'A jump cannot pass a wall or a wall corner (DB-JUMP-6).';
  const crossing = crossingRefusal(pitch, from, to, 'jump');
  if (crossing !== null) return crossing;
  const obstacle = obstacleAt(pitch, over);
  if (!obstacle && (moveCost(board, over) === null || !hasSkill(jumper, 'Leap')))
    return 'Only Leap jumps over an empty square or a Standing player; a Jump is over a Prone or Stunned player, a chest, a statue or a hazard one square wide (BB-MOVE-8, DB-JUMP-1, DB-JUMP-2).';
  if (moveCost(board, to) === null) return 'The landing square cannot be walked into.';
  if (playerAt(pitch, to) || chestOn(pitch, to))
    return 'The landing square is taken (BB-MOVE-8, DB-CHEST-2).';
  return null;
}

/** What a jump costs (BB-MOVE-8): the square jumped, 1, plus the landing square's own cost. */
export const jumpCost = (board: Board, to: Square): number => 1 + moveCost(board, to)!;

/** The squares the active player may jump to now; `mover` is `moverNow`, if already known. */
export function jumpTargets(step: ReadStep, mover = moverNow(step)): Square[] {
  if (typeof mover === 'string') return [];
  // A jump costs 2 at least (`jumpCost`: every square costs 1 or more), but one over a teleporter
  // ends in it and costs that square alone (DB-JUMP-4): with nothing left, none is asked about.
  if (
    mover.left.ma + mover.left.rushes < 1 ||
    !mightJumpFrom(step.state, mover.p, mover.at, mover.chestsNext.length > 0)
  )
    return [];
  const { p, at } = mover;
  // A jump passes over a neighbour (`neighbours`), and without Leap only over an obstacle
  // (`jumpPathRefusal`): the squares beyond anything else are refused whatever they are, and need
  // not be asked about.
  const leaps = hasSkill(p, 'Leap');
  const targets: Square[] = [];
  for (const over of neighbours(step.state.board, at)) {
    if (!leaps && obstacleAt(step.state, over) === null) continue;
    const to = { floor: at.floor, x: 2 * over.x - at.x, y: 2 * over.y - at.y };
    if (jumperRefusal(step, mover, to) === null) targets.push(to);
  }
  return targets;
}

/**
 * Whether a player might jump from a square at all, the cheap test before `jumpPathRefusal`: with
 * Leap, or with something to jump over next to it (a Prone or Stunned player, a chest, a statue,
 * or a hazard, which makes the square precarious), since without Leap nothing else is jumped.
 * `chestNext`, whether a chest stands a square from it, if already known (`Mover`).
 */
export function mightJumpFrom(
  pitch: Pitch,
  jumper: PlayerState,
  at: Square,
  chestNext?: boolean,
): boolean {
  if (hasSkill(jumper, 'Leap') || isPrecarious(pitch.board, at) || chestNext) return true;
  // Plain loops: asked at every step of every mover.
  for (const q of pitch.players)
    if (q.box === null && q.stance !== 'standing' && q.at && distance(q.at, at) === 1) return true;
  if (chestNext === undefined)
    for (const c of pitch.chests) if (distance(c.at, at) === 1) return true;
  for (const s of pitch.board.statues) if (distance(s, at) === 1) return true;
  return false;
}

/**
 * The jump: the square jumped costs 1 and the landing square its own cost; Rushes first, then its
 * test (`jumpTest`). With 3 or 4 teams, the coaches marking him say first whether they do (DB-MULTI-5).
 *
 * A jump over a teleporter sucks him in: it teleports him as if he had entered it (DB-TELE-2), and
 * the jump ends there, short of the landing square (DB-JUMP-4, DB-TELE-15). Interpretation: he
 * makes the step into the teleporter and what it rolls, as any player entering it: its cost,
 * Rushed for if need be, and the Dodge out of a Marked square (BB-MOVE-3); then the teleport and
 * all that follows it (DB-TELE-2, DB-TELE-3, DB-TELE-4, DB-TELE-5, DB-TELE-6, DB-TELE-7, DB-TELE-8,
 * DB-TELE-9, DB-TELE-10, DB-TELE-11, DB-TELE-12, DB-TELE-13, DB-TELE-14), his square of recovery
 * included. He makes no Jump test: BB-MOVE-8's test is of clearing the square and landing beyond it
 * (those Marking the landing square count), and he never gets beyond; entering a teleporter asks no
 * such test of anyone else.
 */
export function jump(step: Step, to: Square): void {
  const p = player(step, step.state.turn.activation!.player);
  const teleporter = teleporterJumped(step.state.board, p.at!, to);
  if (teleporter) return moveStep(step, teleporter);
  if (askTackleZones(step, p, { kind: 'jump', from: p.at!, to })) return;
  enterSquare(step, to, jumpCost(step.state.board, to), 'jump');
}
