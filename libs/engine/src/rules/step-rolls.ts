import {
  chestOn,
  hasSkill,
  isStatue,
  markers,
  playerAt,
  sameSquare,
  teleporterAt,
} from '../board/squares';
import { ballHandling, isHazard, isPrecarious, passageBetween } from '../board/dungeon';
import type { StepStage, StepTestFailed } from '../model/decisions';
import type { Board, GameState, Pitch, PlayerState, Ruleset, Square } from '../model/state';
import { dodgeModifier } from './dodge';
import { characteristics } from './characteristics';
import { player, type ReadStep } from './context';

/** A test a step of movement may need. */
export type StepTest = 'rush' | 'dodge' | 'jump' | 'obstacle-jump' | 'precarious' | 'pick-up';

/**
 * How a player goes from his square to the next: a step to a neighbour (BB-MOVE-1), a jump over
 * the square between (BB-MOVE-8), a way up or down a ladder or rope (DB-LADDER, DB-ROPE), or a
 * jump down into a void (DB-FLOOR-3). `moveBetween` tells which way a `move` action takes.
 */
export type StepWay = 'step' | 'jump' | 'passage' | 'jump-down';

/** What a step is made of until he is where it takes him: its tests, and his way to another floor. */
export type StepPart = StepTest | 'climb' | 'jump-down';

/**
 * What a step from `from` into `to` makes, in order. Its Rushes first (BB-MOVE-5), then the Dodge
 * out of a Marked square (BB-MOVE-3) or the jump's test (`jumpTest`), then, in a square on the
 * edge, the precarious roll before picking up a ball lying there (DB-PREC-4) and the pick-up
 * (BB-BALL-7). On foot or jumping he is in `to` as they are rolled; up or down a ladder or rope,
 * or jumping down, the Rushes and the Dodge come before the way itself (`climb`, `jump-down`), so
 * that failing one he falls where he stood (DB-LADDER-5), unless the way carries him there first
 * (an elevator's cabin, `Passage.carried`, DB-LIFT-7). The engine rolls them and the move plan
 * foresees them from this one list. `leaving` is those Marking `from` (`markers`), if already
 * known.
 */
export function stepParts(
  pitch: Pitch,
  ruleset: Ruleset,
  mover: PlayerState,
  from: Square,
  to: Square,
  rushes: number,
  way: StepWay,
  leaving?: readonly PlayerState[],
): StepPart[] {
  const parts = rushParts(rushes);
  if (way === 'jump') parts.push(jumpTest(pitch, ruleset, from, to));
  else if ((leaving ?? markers(pitch, mover.team, from)).length > 0) parts.push('dodge');
  if (way === 'jump-down') return [...parts, 'jump-down'];
  if (way === 'passage' && !passageBetween(pitch.board, from, to)?.carried) parts.push('climb');
  if (pitch.ball.carrier === null && sameSquare(pitch.ball.at, to)) {
    if (isPrecarious(pitch.board, to)) parts.push('precarious');
    parts.push('pick-up');
  }
  return parts;
}

/** A step's Rushes, one part each, pushed to one by one (README, "Performance"). */
export function rushParts(rushes: number): StepPart[] {
  const parts: StepPart[] = [];
  for (let k = 0; k < rushes; k++) parts.push('rush');
  return parts;
}

/**
 * Whether a test of a step is rolled before he leaves his square, `rest` being what follows it in
 * the step: up or down a ladder or rope, or jumping down (`stepParts`).
 */
export const rolledBeforeLeaving = (rest: readonly StepStage[]): boolean =>
  rest.includes('climb') || rest.includes('jump-down');

/**
 * What a test of a step needs: Rush 2+ (BB-MOVE-5, no weather underground); Dodge, Jump and
 * pick-up on the mover's Agility, with their modifiers; Jervis's jump over an obstacle, his D6
 * against the squares jumped (DB-JUMP-5); the precarious roll (DB-PREC-4).
 */
export function stepTestTarget(
  pitch: Pitch,
  test: StepTest,
  mover: PlayerState,
  from: Square,
  to: Square,
): { readonly target: number; readonly modifier: number } {
  switch (test) {
    case 'rush':
      return { target: 2, modifier: 0 };
    case 'dodge':
      return { target: characteristics(mover).ag, modifier: dodgeModifier(pitch, mover, from, to) };
    case 'jump':
      return { target: characteristics(mover).ag, modifier: jumpModifier(pitch, mover, from, to) };
    case 'obstacle-jump':
      return { target: 1, modifier: jervisJumpModifier(pitch, mover, from, to) };
    case 'precarious':
      return { target: PRECARIOUS_TARGET, modifier: 0 };
    case 'pick-up':
      return { target: characteristics(mover).ag, modifier: pickUpModifier(pitch, mover, to) };
  }
}

/**
 * The modifier of a pick-up (BB-BALL-7): −1 per opponent Marking the square, which Big Hand
 * ignores; +1 with Extra Arms (BB-SKILL-1); what the square adds, −1 in water (DB-WATER-4).
 */
function pickUpModifier(pitch: Pitch, p: PlayerState, at: Square): number {
  const marking = hasSkill(p, 'Big Hand') ? 0 : markers(pitch, p.team, at).length;
  return -marking + (hasSkill(p, 'Extra Arms') ? 1 : 0) + ballHandling(pitch.board, at);
}

/** The precarious roll passes on a 2 or more: a 1 and he slips (DB-PREC-4). */
export const PRECARIOUS_TARGET = 2;

/** The square a jump from `from` to `to` passes over, or null if the two are not in a straight line two squares apart (DB-JUMP-6). */
export function jumpedSquare(from: Square, to: Square): Square | null {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (from.floor !== to.floor || dx % 2 !== 0 || dy % 2 !== 0) return null;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 2) return null;
  return { floor: from.floor, x: from.x + dx / 2, y: from.y + dy / 2 };
}

/**
 * The teleporter a jump from `from` to `to` passes over, or null: nobody jumps over one without
 * being sucked in, and the jump ends in it (DB-JUMP-4, DB-TELE-15, `jump`).
 */
export function teleporterJumped(board: Board, from: Square, to: Square): Square | null {
  const over = jumpedSquare(from, to);
  return over && teleporterAt(board, over) ? over : null;
}

/** The square a failed jump test was jumping over. */
export const jumpedOver = (test: Pick<StepTestFailed, 'from' | 'square'>): Square | null =>
  jumpedSquare(test.from, test.square);

/**
 * What a jump passes over that makes it a jump: a Prone or Stunned player or a chest (BB-MOVE-8,
 * DB-JUMP-2), a statue (DB-STATUE-1), or a hazard one square wide, holes and ladder holes
 * included (DB-JUMP-1, DB-HOLE-1, DB-LADDER-6); null when there is none.
 */
export function obstacleAt(pitch: Pitch, over: Square): 'hazard' | 'object' | null {
  const { board } = pitch;
  if (isHazard(board, over) && !playerAt(pitch, over)) return 'hazard';
  if (isStatue(board, over) || chestOn(pitch, over)) return 'object';
  const below = playerAt(pitch, over);
  return below && below.stance !== 'standing' ? 'object' : null;
}

/**
 * The test a jump from `from` to `to` makes: the BB2020 Agility test (BB-MOVE-8, DB-JUMP-2,
 * DB-JUMP-3), or with Jervis's rules, over an obstacle, his D6 against the squares jumped
 * (DB-JUMP-5).
 */
export function jumpTest(
  pitch: Pitch,
  ruleset: Ruleset,
  from: Square,
  to: Square,
): 'jump' | 'obstacle-jump' {
  const over = jumpedSquare(from, to);
  return ruleset === 'jervis-1998' && over && obstacleAt(pitch, over) !== null
    ? 'obstacle-jump'
    : 'jump';
}

/**
 * Jervis's jump (DB-JUMP-5): −1 if one or more opponents' tackle zones cover the square jumped
 * from or the square landed in, never more than −1.
 */
export function jervisJumpModifier(
  pitch: Pitch,
  jumper: PlayerState,
  from: Square,
  to: Square,
): number {
  const marked =
    markers(pitch, jumper.team, from, jumper.id).length > 0 ||
    markers(pitch, jumper.team, to, jumper.id).length > 0;
  return marked ? -1 : 0;
}

/**
 * The modifier of a Jump or Leap (BB-MOVE-8): −1 per opponent Marking the square left or the
 * square landed in, whichever has more, and −1 if an opponent with Prehensile Tail Marks the
 * square left. Leap and Very Long Legs reduce a negative total by 1, to no better than −1
 * (BB-SKILL-1). Interpretation: a player with both reduces it once, as both skills read "by 1".
 */
export function jumpModifier(pitch: Pitch, jumper: PlayerState, from: Square, to: Square): number {
  const left = markers(pitch, jumper.team, from);
  const marking = Math.max(left.length, markers(pitch, jumper.team, to).length);
  const tail = left.some((p) => hasSkill(p, 'Prehensile Tail')) ? 1 : 0;
  const modifier = 0 - marking - tail; // 0, not −0, with nobody Marking
  const long = hasSkill(jumper, 'Leap') || hasSkill(jumper, 'Very Long Legs');
  return long && modifier < 0 ? Math.min(-1, modifier + 1) : modifier;
}

/** Rushes a player may make in an activation: 2, or 3 with Sprint (BB-MOVE-5, BB-SKILL-1). */
export const rushesAllowed = (p: PlayerState): number => (hasSkill(p, 'Sprint') ? 3 : 2);

/**
 * Movement left before Rushing, and Rushes left: 2, or 3 with Sprint (BB-MOVE-5). `active` is the
 * player being activated, if already found.
 */
export function movementLeft(
  step: ReadStep<Pick<GameState, 'turn' | 'players'>>,
  active?: PlayerState,
): { ma: number; rushes: number } {
  const activation = step.state.turn.activation;
  if (!activation) return { ma: 0, rushes: 0 };
  const p = active ?? player(step, activation.player);
  return {
    ma: Math.max(0, characteristics(p).ma - activation.spent),
    rushes: rushesAllowed(p) - activation.rushes,
  };
}
