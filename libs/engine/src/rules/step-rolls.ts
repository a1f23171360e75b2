import { hasSkill, markers, sameSquare } from '../board/squares';
import { PRECARIOUS_TARGET } from './precarious';
import { ballHandling, isPrecarious, passageBetween } from '../board/dungeon';
import type { StepStage } from '../model/decisions';
import type { Pitch, PlayerState, Ruleset, Square } from '../model/state';
import { dodgeModifier } from './dodge';
import { jervisJumpModifier, jumpModifier, jumpTest } from './jump';
import { characteristics } from './characteristics';

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

/**
 * A step's Rushes, one part each: a list pushed to one by one, like every list of parts, rather
 * than one made at its length, which the JavaScript engine keeps as a list with holes.
 */
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
