import { adjacentNow, hasSkill, skillValue } from '../board/squares';
import type { GameState, Square } from '../model/state';
import { askAssists, forgetAssists } from './dungeonbowl/alliances/assists';
import { assists } from './block-strength';
import { player, type Step } from './context';
import { armourRoll } from './injury';
import { endActivation } from './turn';

/**
 * Foul (BB-FOUL-1, BB-FOUL-2, BB-FOUL-3, BB-FOUL-4): an Armour roll against a Prone or Stunned
 * opponent, with assists; Dirty Player adds its value to the Armour or the Injury roll (BB-FOUL-2,
 * BB-SKILL-1); no referee underground. The fouler's activation ends, but a Sneaky Git may go on
 * moving with the movement he has left (BB-SKILL-1); his foul is spent all the same. With 3 or 4
 * teams, other teams' players may assist either side, as their coaches choose (DB-MULTI-4).
 */
export function foul(step: Step, target: string): void {
  const fouler = player(step, step.state.turn.activation!.player);
  const victim = player(step, target);
  // With 3 or 4 teams, the other coaches first say whom their players assist (DB-MULTI-4).
  if (askAssists(step, 'foul', fouler.id, victim.id)) return;
  const modifier =
    assists(step, fouler, victim, victim.id) - assists(step, victim, fouler, fouler.id);
  forgetAssists(step.state);
  step.events.push({ type: 'fouled', player: fouler.id, victim: victim.id });
  armourRoll(step, victim.id, modifier, {
    bonus: skillValue(fouler, 'Dirty Player'),
    claws: false,
  });
  if (!hasSkill(fouler, 'Sneaky Git')) return endActivation(step);
  const activation = step.state.turn.activation!;
  activation.skillsUsed = [...activation.skillsUsed, 'Sneaky Git'];
  step.events.push({ type: 'skill-used', player: fouler.id, skill: 'Sneaky Git' });
}

/** A Sneaky Git who has fouled in this activation, and may only move on (BB-SKILL-1). */
export const fouledAlready = (state: GameState): boolean =>
  !!state.turn.activation?.skillsUsed.includes('Sneaky Git');

/** Opponents a fouler may foul: Prone or Stunned, next to him. */
export function foulTargets(state: GameState, from: Square, team: number): string[] {
  return state.players
    .filter(
      (p) =>
        p.team !== team &&
        p.box === null &&
        p.stance !== 'standing' &&
        p.at &&
        adjacentNow(state, from, p.at),
    )
    .map((p) => p.id);
}
