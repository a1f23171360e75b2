import { roll, roll2d6 } from '../dice/draw';
import { hasSkill, skillValue } from '../board/squares';
import type { OffBoard } from '../model/state';
import { treatCasualty, treatKnockOut } from './apothecary';
import { bounceFromFallen } from './ball';
import {
  casualtyModifier,
  casualtyResult,
  lastingInjuryResult,
  type CasualtyResult,
  type LastingInjury,
} from '../model/casualty-tables';
import { changing, player, type Step } from './context';
import { d6Test } from './d6-test';
import { characteristics } from './characteristics';
import { withLeagueRule } from '../model/league';

export interface KnockDown {
  /** Added to the Armour roll: +1 against a wall (DB-MOVE-5), fall heights, spikes... */
  readonly armourModifier?: number;
  /** Added to the Injury roll if the armour breaks: fall heights (DB-FLOOR-6), spikes... */
  readonly injuryModifier?: number;
  /** He fell by his own failed roll (Falls Over, BB-STATE-5) rather than being knocked down. */
  readonly fell?: boolean;
  /** The attacker whose block knocked him down: his Mighty Blow and Claws apply (BB-SKILL-1). */
  readonly blocker?: string;
}

/**
 * Knocked Down or Falls Over: placed Prone, Armour roll, Injury roll if broken; then the ball he
 * held, or a loose ball in the square he fell in, bounces (BB-STATE-4, BB-STATE-5, BB-BALL-6), from
 * that square even when the injury took him off the board (`removeFromPlay`).
 */
export function knockDown(step: Step, id: string, how: KnockDown = {}): void {
  if (player(step, id).box !== null) return; // gone already, lost in the Interstice for one (DB-TELE-13)
  const victim = changing(step, id);
  victim.stance = 'prone';
  victim.rooted = false; // Take Root ends (BB-SKILL-1)
  step.events.push({ type: 'knocked-down', player: id, fell: how.fell ?? false });
  armourRoll(
    step,
    id,
    how.armourModifier ?? 0,
    blockerSkills(step, how.blocker),
    how.injuryModifier ?? 0,
  );
  bounceFromFallen(step, id, victim.at);
}

/**
 * Placed Prone (BB-STATE-6): Prone with no Armour roll; the ball he held, or a loose ball in his
 * square, bounces (BB-BALL-6).
 */
export function placeProne(step: Step, id: string): void {
  const victim = changing(step, id);
  victim.stance = 'prone';
  victim.rooted = false; // Take Root ends (BB-SKILL-1)
  step.events.push({ type: 'placed-prone', player: id });
  bounceFromFallen(step, id, victim.at);
}

/**
 * Skills of the player causing an Armour roll (BB-INJ-2): a bonus chosen after rolling for the
 * Armour or the Injury roll (Mighty Blow on a block, Dirty Player on a foul), and Claws.
 */
export interface ArmourSkills {
  readonly bonus: number;
  readonly claws: boolean;
}

/** The skills a blocker brings to the Armour roll of a player his block knocks down (BB-SKILL-1). */
export function blockerSkills(step: Step, blockerId: string | undefined): ArmourSkills {
  if (blockerId === undefined) return { bonus: 0, claws: false };
  const blocker = player(step, blockerId);
  return { bonus: skillValue(blocker, 'Mighty Blow'), claws: hasSkill(blocker, 'Claws') };
}

/**
 * 2D6 + modifiers against AV: broken on AV or more (BB-INJ-1, BB-CHAR-6). Claws breaks armour
 * on an unmodified 8+ (BB-SKILL-1); the bonus (Mighty Blow, Dirty Player) goes on the Armour roll
 * when that breaks it and on the Injury roll otherwise, the best use of a choice made after rolling.
 * `injuryModifier` goes on the Injury roll that a broken armour leads to (fall heights, DB-FLOOR-6).
 */
export function armourRoll(
  step: Step,
  id: string,
  modifier: number,
  skills: ArmourSkills = { bonus: 0, claws: false },
  injuryModifier = 0,
): void {
  const victim = player(step, id);
  if (victim.box !== null) return; // gone already, lost in the Interstice for one (DB-TELE-13)
  const { bonus } = skills;
  const dice = roll2d6(step.state);
  const natural = dice[0] + dice[1];
  const clawed = skills.claws && natural >= 8;
  const onArmour =
    !clawed &&
    natural + modifier < characteristics(victim).av &&
    natural + modifier + bonus >= characteristics(victim).av;
  const total = modifier + (onArmour ? bonus : 0);
  const broken = clawed || natural + total >= characteristics(victim).av;
  step.events.push({ type: 'armour', player: id, dice, modifier: total, broken });
  if (broken) injuryRoll(step, id, injuryModifier + (onArmour ? 0 : bonus));
}

/** The Injury roll (BB-INJ-3; Stunty BB-INJ-4; Thick Skull BB-INJ-5), then the Casualty roll if needed. */
export function injuryRoll(
  step: Step,
  id: string,
  modifier: number,
  stunnedCountsAsKo = false,
): void {
  const victim = player(step, id);
  if (victim.box !== null) return; // gone already, lost in the Interstice for one (DB-TELE-13)
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
  if (result === 'stunned') stun(step, id);
  else if (result === 'ko') {
    // Removed whatever the roll (DB-TELE-4, DB-SPRING-1): no apothecary keeps him in play.
    if (stunnedCountsAsKo || !treatKnockOut(step, victim)) removeFromPlay(step, id, 'ko');
    else stun(step, id);
  } else if (stunty && total === 9) {
    // Stunty: a 9 is Badly Hurt without a Casualty roll (BB-INJ-4).
    step.events.push({ type: 'casualty', player: id, rolled: 0, result: 'badly-hurt' });
    afterCasualtyRoll(step, id, 'badly-hurt');
  } else {
    const rolled = roll(step.state, 16);
    const modifier = casualtyModifier(victim); // BB-INJ-8
    const hurt = casualtyResult(rolled, modifier); // BB-INJ-6
    step.events.push({
      type: 'casualty',
      player: id,
      rolled,
      ...(modifier !== 0 && { modifier }),
      result: hurt,
    });
    afterCasualtyRoll(step, id, hurt);
  }
}

/**
 * Stunned where he is (BB-STATE-3), by his Injury roll or kept in play so by the apothecary
 * (BB-INJ-10): the ball he held, or a loose ball in his square, bounces (BB-BALL-6).
 */
function stun(step: Step, id: string): void {
  const stunned = changing(step, id);
  stunned.stance = 'stunned';
  stunned.stunnedOnOwnTurn = stunned.team === step.state.turn.team;
  bounceFromFallen(step, id, stunned.at);
}

/** After the Casualty roll: the apothecary, if the team has one left (BB-INJ-10), then Regeneration. */
function afterCasualtyRoll(step: Step, id: string, result: CasualtyResult): void {
  const stands = treatCasualty(step, player(step, id), result);
  if (stands === 'reserves') removeFromPlay(step, id, 'reserves');
  else casualty(step, id, stands);
}

/**
 * A Casualty leaves the board with the result that stands; with Regeneration a D6 of 4+ (3+ with
 * the league's LM-32) sends him to the Reserves instead (BB-INJ-11, BB-SKILL-1). No team re-roll:
 * the roll belongs to the Casualty procedure (BB-RR-1).
 */
export function casualty(step: Step, id: string, result: CasualtyResult): void {
  if (hasSkill(player(step, id), 'Regeneration')) {
    const target = withLeagueRule(step.state.options, 'LM-32') ? 3 : 4;
    if (d6Test(step, 'regeneration', id, target)) return removeFromPlay(step, id, 'reserves');
  }
  toCasualtyBox(step, id, result);
}

/**
 * Into the Casualty box, where he keeps the result that put him there (BB-INJ-6); a Lasting
 * Injury is rolled on its table, a D6 (BB-INJ-7), unless `lasting` names it already (DB-POTION-6).
 */
export function toCasualtyBox(
  step: Step,
  id: string,
  result: CasualtyResult,
  lasting?: LastingInjury,
): void {
  removeFromPlay(step, id, 'casualty');
  const victim = changing(step, id);
  victim.casualty = result;
  if (result !== 'lasting-injury') return;
  const rolled = lasting === undefined ? roll(step.state, 6) : null;
  const injury = rolled === null ? lasting! : lastingInjuryResult(rolled);
  victim.lastingInjury = injury;
  step.events.push({ type: 'lasting-injury', player: id, rolled, injury });
}

/**
 * Off the board into a box; then the ball he held, or a loose ball in the square he lay in Prone
 * or Stunned, bounces from the square he left, where he no longer is. A Casualty result he kept
 * is forgotten: only `toCasualtyBox` gives one.
 */
export function removeFromPlay(step: Step, id: string, box: OffBoard): void {
  const victim = changing(step, id);
  const from = victim.at;
  const lying = victim.stance === 'standing' ? null : from;
  victim.box = box;
  victim.casualty = undefined;
  victim.at = null;
  victim.stance = 'standing';
  victim.rooted = false;
  step.events.push({ type: 'removed', player: id, to: box, from });
  bounceFromFallen(step, id, lying);
}
