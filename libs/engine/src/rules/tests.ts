import { roll } from '../dice/draw';
import { hasSkill } from '../board/squares';
import type { FailedTest, TestToRoll } from '../model/decisions';
import type { Activation, GameState, Pitch, PlayerState, Square } from '../model/state';
import { d6Test, succeeds } from './d6-test';
import { divable, offerDivingTackle } from './diving-tackle';
import { breakTackle, tackled } from './dodge';
import { changingTeam, copyWith, player, type Step } from './context';

/** The skill that may re-roll each kind of test (BB-RR-4). */
const rerollSkill: Readonly<Record<FailedTest['kind'], string | null>> = {
  dodge: 'Dodge',
  jump: null,
  rush: 'Sure Feet',
  'pick-up': 'Sure Hands',
  'stand-up': null,
  'jump-up': null,
  'take-root': null,
  'bone-head': null,
  'really-stupid': null,
  'animal-savagery': null,
  'foul-appearance': null,
  dauntless: null,
  'pit-entry': null,
  catch: 'Catch',
  pass: 'Pass',
  // A Throw Team-mate's throw is a Passing Ability test (BB-PASS-15), which Pass re-rolls.
  'throw-team-mate': 'Pass',
  landing: null,
  'floor-landing': null,
  'obstacle-jump': null,
  precarious: null,
  'hypnotic-gaze': null,
};

/** Whether the team may spend a team re-roll now (BB-RR-1, BB-RR-2). */
export function teamRerollAvailable(
  state: Pick<GameState, 'teams' | 'turn' | 'options'>,
  team: number,
): boolean {
  const t = state.teams[team];
  return (
    !!t &&
    state.turn.team === team &&
    t.rerolls > 0 &&
    !(state.options.oneTeamRerollPerTurn && t.rerollUsedThisTurn)
  );
}

/**
 * Rolls a test for the active player. On a failure that can be re-rolled, the coach is asked
 * (a pending decision) and the result is 'pending'; otherwise it is final.
 */
export function rollTest(step: Step, test: TestToRoll): 'success' | 'failure' | 'pending' {
  const { state } = step;
  const p = player(step, test.player);
  const rolled = roll(state, 6);
  const modifier = test.modifier + breakTackle(step, test, rolled);
  const success = succeeds(test, rolled, modifier);
  step.events.push({
    type: 'test',
    test: test.kind,
    player: p.id,
    target: test.target,
    modifier,
    rolled,
    success,
  });
  if (success && !divable(test)) return 'success';
  const done = copyWith(test, { rolled, skills: [] }) as FailedTest;
  if (success) return offerDivingTackle(step, done, modifier, false) ? 'pending' : 'success';
  return offerReroll(step, done);
}

/** The D6 of the test rolled last in this step, as `rollTest` read it. */
export function lastRoll(step: Step): number {
  const test = step.events.findLast((e) => e.type === 'test');
  return test?.type === 'test' ? test.rolled : 0;
}

/** A failed test: the coach is asked about the re-rolls he may use, if any (BB-RR-1, BB-RR-4). */
export function offerReroll(step: Step, test: FailedTest): 'failure' | 'pending' {
  const { state } = step;
  if (step.noRerolls) return 'failure';
  const p = player(step, test.player);
  const skill = skillReroll(state, p, test.kind, 'from' in test ? test.from : undefined);
  const used = state.turn.activation?.skillRerolls ?? [];
  const skills = skill && !(onceATurn(skill) && used.includes(skill)) ? [skill] : [];
  const teamReroll = teamRerollAvailable(state, p.team);
  const pro = proAvailable(step, p.id);
  if (skills.length === 0 && !teamReroll && !pro) return 'failure';
  state.pending.push({ kind: 'reroll', team: p.team, test: { ...test, skills }, teamReroll, pro });
  return 'pending';
}

/**
 * The skill that may re-roll a failed test of this player (BB-RR-4), however often he has used
 * it: Dodge (denied by an opponent with Tackle Marking the square left, BB-SKILL-1), Sure Feet,
 * Sure Hands, Catch, Pass; null if none.
 */
export function skillReroll(
  pitch: Pitch,
  p: PlayerState,
  kind: FailedTest['kind'],
  from: Square | undefined,
): string | null {
  const skill = rerollSkill[kind];
  if (!skill || !hasSkill(p, skill)) return null;
  if (skill === 'Dodge' && from !== undefined && tackled(pitch, p, from)) return null;
  return skill;
}

/** The skills that re-roll once a team turn, that is once in the player's activation (BB-RR-4). */
export const onceATurnSkills: readonly string[] = ['Dodge', 'Sure Feet'];

export const onceATurn = (skill: string): boolean => onceATurnSkills.includes(skill);

/** Pro (BB-SKILL-1, BB-RR-4): once, during the player's own activation. */
export function proAvailable(step: Step, id: string): boolean {
  const activation = step.state.turn.activation;
  return activation?.player === id && proLeft(player(step, id), activation);
}

/** Whether a player has Pro and has not used it in this activation (null: one not yet begun). */
export const proLeft = (p: PlayerState, activation: Activation | null): boolean =>
  hasSkill(p, 'Pro') && !activation?.skillsUsed.includes('Pro');

/** Tries Pro: 3+ lets the roll be re-rolled; on 1-2 it stands, with no other re-roll (BB-RR-4). */
export function tryPro(step: Step, id: string): boolean {
  const activation = step.state.turn.activation;
  if (activation) activation.skillsUsed = [...activation.skillsUsed, 'Pro'];
  return d6Test(step, 'pro', id, 3);
}

/** Spends a team re-roll; a Loner must first roll his number or the re-roll is lost (BB-RR-5). */
export function spendTeamReroll(step: Step, team: number, playerId: string): boolean {
  const t = changingTeam(step, team);
  t.rerolls -= 1;
  t.rerollUsedThisTurn = true;
  step.events.push({ type: 'reroll-used', team, source: 'team' });
  const loner = lonerTarget(player(step, playerId));
  return loner === null || d6Test(step, 'loner', playerId, loner);
}

/** What a Loner must roll to use a team re-roll, "Loner (4+)" needing 4 (BB-RR-5); null for anyone else. */
export function lonerTarget(p: PlayerState): number | null {
  const loner = p.skills.find((s) => s.startsWith('Loner'));
  return loner === undefined ? null : Number(/\((\d)\+\)/.exec(loner)?.[1] ?? 4);
}

/** Re-rolls a failed test once (BB-GEN-4): the new result stands. */
export function reroll(
  step: Step,
  test: FailedTest,
  source: 'team' | 'skill' | 'pro',
): { success: boolean; rolled: number; modifier: number } {
  const rolled = roll(step.state, 6);
  const modifier = test.modifier + breakTackle(step, test, rolled);
  const success = succeeds(test, rolled, modifier);
  step.events.push({
    type: 'test',
    test: test.kind,
    player: test.player,
    target: test.target,
    modifier,
    rolled,
    success,
    reroll: source,
  });
  return { success, rolled, modifier };
}
