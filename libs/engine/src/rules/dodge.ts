import { hasSkill, markers, moveCost } from '../board/squares';
import type { TestToRoll } from '../model/decisions';
import type { Pitch, PlayerState, Square } from '../model/state';
import { player, type Step } from './context';
import { d6Test } from './d6-test';
import { characteristics } from './characteristics';

/**
 * The modifier of a Dodge from `from` into `to` (BB-MOVE-3): −1 per opponent Marking the square
 * entered, which a Stunty player ignores, and which a void he jumps down into never counts
 * (DB-FLOOR-3); −1 if an opponent with Prehensile Tail Marks the square left, however many do;
 * +1 with Two Heads (BB-SKILL-1).
 */
export function dodgeModifier(pitch: Pitch, dodger: PlayerState, from: Square, to: Square): number {
  const marked = !hasSkill(dodger, 'Stunty') && moveCost(pitch.board, to) !== null;
  const marking = marked ? markers(pitch, dodger.team, to).length : 0;
  const tail = markers(pitch, dodger.team, from).some((p) => hasSkill(p, 'Prehensile Tail'));
  return -marking - (tail ? 1 : 0) + (hasSkill(dodger, 'Two Heads') ? 1 : 0);
}

/** Tackle (BB-SKILL-1): an opponent with Tackle Marking the square left denies the Dodge skill. */
export function tackled(pitch: Pitch, dodger: PlayerState, from: Square): boolean {
  return markers(pitch, dodger.team, from).some((p) => hasSkill(p, 'Tackle'));
}

/** The bonus Break Tackle gives a Dodge (BB-SKILL-1): +1, or +2 with ST 5 or more; 0 without the skill. */
export const breakTackleBonus = (dodger: PlayerState): number =>
  hasSkill(dodger, 'Break Tackle') ? (characteristics(dodger).st >= 5 ? 2 : 1) : 0;

/**
 * Whether Break Tackle is used on a Dodge rolled `rolled`: when, and only when, its bonus turns a
 * failure into a success (a natural 1 still fails, BB-GEN-2).
 */
export const breakTackleTurns = (
  rolled: number,
  modifier: number,
  target: number,
  bonus: number,
): boolean =>
  bonus > 0 && rolled !== 1 && rolled + modifier < target && rolled + modifier + bonus >= target;

/**
 * Break Tackle (BB-SKILL-1), once per activation after rolling a Dodge: +1, or +2 with ST 5 or
 * more. The engine uses it when, and only when, it turns a failed Dodge into a success; returns
 * the bonus used.
 */
export function breakTackle(step: Step, test: TestToRoll, rolled: number): number {
  const activation = step.state.turn.activation;
  const dodger = player(step, test.player);
  if (test.kind !== 'dodge' || !activation || activation.skillsUsed.includes('Break Tackle'))
    return 0;
  const bonus = breakTackleBonus(dodger);
  if (!breakTackleTurns(rolled, test.modifier, test.target, bonus)) return 0;
  activation.skillsUsed = [...activation.skillsUsed, 'Break Tackle'];
  step.events.push({ type: 'skill-used', player: dodger.id, skill: 'Break Tackle' });
  return bonus;
}

/**
 * Tentacles (BB-SKILL-1): a player stepping out of a square Marked by an opponent with Tentacles
 * is held in place on D6 + that opponent's ST − his ST of 6 or more (a natural 6 always holds, a
 * natural 1 never); his movement ends. Interpretation: one attempt per step, by the strongest
 * Tentacles player Marking him, rolled before the step and its Rushes and Dodge.
 */
export function heldByTentacles(
  step: Step,
  mover: PlayerState,
  from: Square,
  leaving?: readonly PlayerState[],
): boolean {
  const hold = tentacles(step.state, mover, from, leaving);
  return !!hold && d6Test(step, 'tentacles', hold.grabber.id, hold.target, hold.modifier);
}

/**
 * The opponent who tries Tentacles on a player stepping out of `from`, and what his roll needs;
 * null when none Marks it. `leaving` is those Marking `from` (`markers`), if already known.
 */
export function tentacles(
  pitch: Pitch,
  mover: PlayerState,
  from: Square,
  leaving: readonly PlayerState[] = markers(pitch, mover.team, from),
): { readonly grabber: PlayerState; readonly target: number; readonly modifier: number } | null {
  if (leaving.length === 0) return null;
  const grabbers = leaving.filter((p) => hasSkill(p, 'Tentacles'));
  const grabber = grabbers.sort((a, b) => characteristics(b).st - characteristics(a).st)[0];
  return grabber
    ? { grabber, target: 6, modifier: characteristics(grabber).st - characteristics(mover).st }
    : null;
}
