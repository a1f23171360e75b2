import { roll } from '../dice/draw';
import { adjacent, hasSkill } from '../board/squares';
import type { PlayerState } from '../model/state';
import { player, type Step } from './context';
import { knockDown } from './injury';
import { endActivation, turnover } from './turn';

/**
 * The rolls some traits make once an action is declared (BB-SKILL-1), in the order Take Root,
 * Bone Head, Really Stupid, Animal Savagery. None of their failures is a turnover (BB-TO-12), and
 * the declared action counts against its limit all the same (BB-TURN-5).
 */
export function activationRolls(step: Step): void {
  const activation = step.state.turn.activation!;
  const p = player(step, activation.player);
  if (hasSkill(p, 'Take Root') && !p.rooted && !traitRoll(step, p, 'take-root', 2)) p.rooted = true;
  if (hasSkill(p, 'Bone Head') && !traitRoll(step, p, 'bone-head', 2)) return distracted(step, p);
  if (hasSkill(p, 'Really Stupid')) {
    const helped = teamMates(step, p).some((q) => !hasSkill(q, 'Really Stupid'));
    if (!traitRoll(step, p, 'really-stupid', helped ? 2 : 4)) return distracted(step, p);
  }
  if (hasSkill(p, 'Animal Savagery')) {
    const fierce = activation.action === 'block' || activation.action === 'blitz';
    if (!traitRoll(step, p, 'animal-savagery', 4, fierce ? 2 : 0)) lashOut(step, p);
  }
}

/** A D6 against a target, with no natural-1 or natural-6 rule beyond the target itself. */
function traitRoll(
  step: Step,
  p: PlayerState,
  test: 'take-root' | 'bone-head' | 'really-stupid' | 'animal-savagery',
  target: number,
  modifier = 0,
): boolean {
  const rolled = roll(step.state, 6);
  const success = rolled + modifier >= target;
  step.events.push({ type: 'test', test, player: p.id, target, modifier, rolled, success });
  return success;
}

/** His activation ends and he loses his tackle zone until his next activation (BB-STATE-7). */
function distracted(step: Step, p: PlayerState): void {
  p.distracted = true;
  endActivation(step);
}

/** Standing team-mates next to him (walls respected, DB-MOVE-2). */
function teamMates(step: Step, p: PlayerState): PlayerState[] {
  return step.state.players.filter(
    (q) =>
      q.team === p.team &&
      q.id !== p.id &&
      q.box === null &&
      q.stance === 'standing' &&
      !!q.at &&
      !!p.at &&
      adjacent(step.state.board, p.at, q.at),
  );
}

/**
 * Animal Savagery failed: he Knocks Down a Standing team-mate next to him, chosen by his coach, and
 * may then act; with none next to him his activation ends and he is distracted (BB-SKILL-1).
 */
function lashOut(step: Step, p: PlayerState): void {
  const candidates = teamMates(step, p).map((q) => q.id);
  if (candidates.length === 0) return distracted(step, p);
  if (candidates.length === 1) return answerLashOut(step, candidates[0] as string);
  step.state.pending.push({ kind: 'lash-out', team: p.team, player: p.id, candidates });
}

/**
 * The team-mate is Knocked Down; a turnover only if he held the ball. Interpretation: his own
 * Mighty Blow and Claws do not apply, this is no block.
 */
export function answerLashOut(step: Step, target: string): void {
  const carried = step.state.ball.carrier === target;
  knockDown(step, target);
  if (carried) turnover(step, 'a team-mate holding the ball was lashed out at');
}
