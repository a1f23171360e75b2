import { roll, roll2d6 } from '../dice/draw';
import { hasSkill, skillValue } from '../board/squares';
import type { OffBoard } from '../model/state';
import { dropBall } from './ball';
import { player, type Step } from './context';

export interface KnockDown {
  /** Added to the Armour roll: +1 against a wall (DB-MOVE-5), fall heights, spikes... */
  readonly armourModifier?: number;
  /** He fell by his own failed roll (Falls Over, BB-STATE-5) rather than being knocked down. */
  readonly fell?: boolean;
  /** The attacker whose block knocked him down: his Mighty Blow and Claws apply (BB-SKILL-1). */
  readonly blocker?: string;
}

/** Knocked Down or Falls Over: placed Prone, Armour roll, Injury roll if broken, the ball bounces (BB-STATE-4/5). */
export function knockDown(step: Step, id: string, how: KnockDown = {}): void {
  const victim = player(step, id);
  victim.stance = 'prone';
  step.events.push({ type: 'knocked-down', player: id, fell: how.fell ?? false });
  armourRoll(step, id, how.armourModifier ?? 0, how.blocker);
  dropBall(step, id);
}

/** Placed Prone (BB-STATE-6): Prone with no Armour roll; a held ball bounces. */
export function placeProne(step: Step, id: string): void {
  player(step, id).stance = 'prone';
  step.events.push({ type: 'placed-prone', player: id });
  dropBall(step, id);
}

/**
 * 2D6 + modifiers against AV: broken on AV or more (BB-INJ-1, BB-CHAR-6). A blocker's skills
 * (BB-SKILL-1, BB-INJ-2): Claws breaks armour on an unmodified 8+; Mighty Blow, chosen after
 * rolling, goes on the Armour roll when that breaks it and on the Injury roll otherwise.
 */
export function armourRoll(step: Step, id: string, modifier: number, blockerId?: string): void {
  const victim = player(step, id);
  const blocker = blockerId === undefined ? undefined : player(step, blockerId);
  const mightyBlow = blocker ? skillValue(blocker, 'Mighty Blow') : 0;
  const dice = roll2d6(step.state);
  const natural = dice[0] + dice[1];
  const clawed = !!blocker && hasSkill(blocker, 'Claws') && natural >= 8;
  const onArmour =
    !clawed && natural + modifier < victim.av && natural + modifier + mightyBlow >= victim.av;
  const total = modifier + (onArmour ? mightyBlow : 0);
  const broken = clawed || natural + total >= victim.av;
  step.events.push({ type: 'armour', player: id, dice, modifier: total, broken });
  if (broken) injuryRoll(step, id, onArmour ? 0 : mightyBlow);
}

/** The Injury roll (BB-INJ-3; Stunty BB-INJ-4; Thick Skull BB-INJ-5), then the Casualty roll if needed. */
export function injuryRoll(
  step: Step,
  id: string,
  modifier: number,
  stunnedCountsAsKo = false,
): void {
  const victim = player(step, id);
  const dice = roll2d6(step.state);
  const total = dice[0] + dice[1] + modifier;
  const stunty = hasSkill(victim, 'Stunty');
  const thickSkull = hasSkill(victim, 'Thick Skull');
  let result: 'stunned' | 'ko' | 'casualty';
  if (stunty) {
    result = total <= 6 || (thickSkull && total === 7) ? 'stunned' : total <= 8 ? 'ko' : 'casualty';
  } else {
    result = total <= 7 || (thickSkull && total === 8) ? 'stunned' : total <= 9 ? 'ko' : 'casualty';
  }
  if (result === 'stunned' && stunnedCountsAsKo) result = 'ko';
  step.events.push({ type: 'injury', player: id, dice, modifier, result });
  if (result === 'stunned') {
    victim.stance = 'stunned';
    victim.stunnedOnOwnTurn = victim.team === step.state.turn.team;
    dropBall(step, id);
  } else if (result === 'ko') {
    removeFromPlay(step, id, 'ko');
  } else if (stunty && total === 9) {
    // Stunty: a 9 is Badly Hurt without a Casualty roll (BB-INJ-4).
    step.events.push({ type: 'casualty', player: id, rolled: 0, result: 'badly-hurt' });
    removeFromPlay(step, id, 'casualty');
  } else {
    casualtyRoll(step, id);
  }
}

/** The Casualty table, D16 (BB-INJ-6). */
function casualtyRoll(step: Step, id: string): void {
  const rolled = roll(step.state, 16);
  const result =
    rolled <= 6
      ? 'badly-hurt'
      : rolled <= 9
        ? 'seriously-hurt'
        : rolled <= 12
          ? 'serious-injury'
          : rolled <= 14
            ? 'lasting-injury'
            : 'dead';
  step.events.push({ type: 'casualty', player: id, rolled, result });
  removeFromPlay(step, id, 'casualty');
}

/** Off the board into a box; a held ball bounces from the square he left. */
export function removeFromPlay(step: Step, id: string, box: OffBoard): void {
  dropBall(step, id);
  const victim = player(step, id);
  victim.box = box;
  victim.at = null;
  victim.stance = 'standing';
  step.events.push({ type: 'removed', player: id, to: box });
}
