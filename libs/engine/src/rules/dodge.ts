import { hasSkill, markers, moveCost } from '../board/squares';
import type { FailedTest } from '../model/decisions';
import type { PlayerState, Square } from '../model/state';
import { player, type Step } from './context';
import { d6Test } from './d6-test';

/**
 * The modifier of a Dodge from `from` into `to` (BB-MOVE-3): −1 per opponent Marking the square
 * entered, which a Stunty player ignores, and which a void he jumps down into never counts
 * (DB-FLOOR-3); −1 if an opponent with Prehensile Tail Marks the square left, however many do;
 * +1 with Two Heads (BB-SKILL-1).
 */
export function dodgeModifier(step: Step, dodger: PlayerState, from: Square, to: Square): number {
  const marked = !hasSkill(dodger, 'Stunty') && moveCost(step.state.board, to) !== null;
  const marking = marked ? markers(step.state, dodger.team, to).length : 0;
  const tail = markers(step.state, dodger.team, from).some((p) => hasSkill(p, 'Prehensile Tail'));
  return -marking - (tail ? 1 : 0) + (hasSkill(dodger, 'Two Heads') ? 1 : 0);
}

/** Tackle (BB-SKILL-1): an opponent with Tackle Marking the square left denies the Dodge skill. */
export function tackled(step: Step, dodger: PlayerState, from: Square): boolean {
  return markers(step.state, dodger.team, from).some((p) => hasSkill(p, 'Tackle'));
}

/**
 * Break Tackle (BB-SKILL-1), once per activation after rolling a Dodge: +1, or +2 with ST 5 or
 * more. The engine uses it when, and only when, it turns a failed Dodge into a success (a natural
 * 1 still fails, BB-GEN-2); returns the bonus used.
 */
export function breakTackle(
  step: Step,
  test: Omit<FailedTest, 'rolled' | 'skills'>,
  rolled: number,
): number {
  const activation = step.state.turn.activation;
  const dodger = player(step, test.player);
  if (test.kind !== 'dodge' || !activation || !hasSkill(dodger, 'Break Tackle')) return 0;
  if (activation.skillsUsed.includes('Break Tackle')) return 0;
  const bonus = dodger.st >= 5 ? 2 : 1;
  if (
    rolled === 1 ||
    rolled + test.modifier >= test.target ||
    rolled + test.modifier + bonus < test.target
  )
    return 0;
  activation.skillsUsed.push('Break Tackle');
  step.events.push({ type: 'skill-used', player: dodger.id, skill: 'Break Tackle' });
  return bonus;
}

/**
 * Tentacles (BB-SKILL-1): a player stepping out of a square Marked by an opponent with Tentacles
 * is held in place on D6 + that opponent's ST − his ST of 6 or more (a natural 6 always holds, a
 * natural 1 never); his movement ends. Interpretation: one attempt per step, by the strongest
 * Tentacles player Marking him, rolled before the step and its Rushes and Dodge.
 */
export function heldByTentacles(step: Step, mover: PlayerState, from: Square): boolean {
  const grabbers = markers(step.state, mover.team, from).filter((p) => hasSkill(p, 'Tentacles'));
  const grabber = grabbers.sort((a, b) => b.st - a.st)[0];
  if (!grabber) return false;
  return d6Test(step, 'tentacles', grabber.id, 6, grabber.st - mover.st);
}
