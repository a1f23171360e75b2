import { hasSkill, markers, sameSquare } from '../board/squares';
import type { Pitch, PlayerState, Square } from '../model/state';
import { dodgeModifier } from './dodge';
import { jumpModifier } from './jump';

/** A test a step of movement may need. */
export type StepTest = 'rush' | 'dodge' | 'jump' | 'pick-up';

/**
 * The tests a step from `from` into `to` needs, in the order they are rolled: its Rushes first
 * (BB-MOVE-5), then the Dodge out of a Marked square (BB-MOVE-3) or the Jump (BB-MOVE-8), then
 * the pick-up of a ball lying there (BB-BALL-7). The engine rolls them and the move plan foresees
 * them from this one list.
 */
export function stepTests(
  pitch: Pitch,
  mover: PlayerState,
  from: Square,
  to: Square,
  rushes: number,
  jumping: boolean,
): StepTest[] {
  const tests = Array<StepTest>(rushes).fill('rush');
  if (jumping) tests.push('jump');
  else if (markers(pitch, mover.team, from).length > 0) tests.push('dodge');
  if (pitch.ball.carrier === null && sameSquare(pitch.ball.at, to)) tests.push('pick-up');
  return tests;
}

/**
 * What a test of a step needs: Rush 2+ (BB-MOVE-5, no weather underground), Dodge, Jump and
 * pick-up on the mover's Agility, with their modifiers.
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
      return { target: mover.ag, modifier: dodgeModifier(pitch, mover, from, to) };
    case 'jump':
      return { target: mover.ag, modifier: jumpModifier(pitch, mover, from, to) };
    case 'pick-up':
      return { target: mover.ag, modifier: pickUpModifier(pitch, mover, to) };
  }
}

/**
 * The modifier of a pick-up (BB-BALL-7): −1 per opponent Marking the square, which Big Hand
 * ignores; +1 with Extra Arms (BB-SKILL-1).
 */
function pickUpModifier(pitch: Pitch, p: PlayerState, at: Square): number {
  const marking = hasSkill(p, 'Big Hand') ? 0 : markers(pitch, p.team, at).length;
  return -marking + (hasSkill(p, 'Extra Arms') ? 1 : 0);
}
