import { adjacent, skillValue } from '../board/squares';
import type { GameState, Square } from '../model/state';
import { assists } from './block-strength';
import { player, type Step } from './context';
import { armourRoll } from './injury';
import { endActivation } from './turn';

/**
 * Foul (BB-FOUL-1 to BB-FOUL-4): an Armour roll against a Prone or Stunned opponent, with
 * assists; Dirty Player adds its value to the Armour or the Injury roll (BB-FOUL-2, BB-SKILL-1);
 * no referee underground.
 */
export function foul(step: Step, target: string): void {
  const fouler = player(step, step.state.turn.activation!.player);
  const victim = player(step, target);
  const modifier =
    assists(step, fouler, victim, victim.id) - assists(step, victim, fouler, fouler.id);
  step.events.push({ type: 'fouled', player: fouler.id, victim: victim.id });
  armourRoll(step, victim.id, modifier, {
    bonus: skillValue(fouler, 'Dirty Player'),
    claws: false,
  });
  endActivation(step);
}

/** Opponents a fouler may foul: Prone or Stunned, next to him. */
export function foulTargets(state: GameState, from: Square, team: number): string[] {
  return state.players
    .filter(
      (p) =>
        p.team !== team &&
        p.box === null &&
        p.stance !== 'standing' &&
        p.at &&
        adjacent(state.board, from, p.at),
    )
    .map((p) => p.id);
}
