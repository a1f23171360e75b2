import { describe, expect, it } from 'vitest';
import { BB2020_ROSTERS } from './rosters-bb2020';
import { SKILLS, type SkillName } from './skills';
import { SKILL_DESCRIPTIONS, skillDescription } from './skill-descriptions';
import { sourceFrenchIn } from './source-terms';

describe('what each skill does, for the player card', () => {
  it('BB-SKILL-1: every skill and trait has a description of one or two plain sentences', () => {
    for (const { name } of SKILLS) {
      const text = SKILL_DESCRIPTIONS[name];
      expect(text, name).toMatch(/^\S.{8,160}\.$/);
    }
  });

  it('BB-SKILL-1: every skill a roster gives, value included, reads its description', () => {
    const written = BB2020_ROSTERS.flatMap((r) => r.positions.flatMap((p) => p.skills));
    expect(written.length).toBeGreaterThan(0);
    for (const skill of written) expect(skillDescription(skill), skill).not.toBeNull();
    expect(skillDescription('Mighty Blow (+1)')).toBe(SKILL_DESCRIPTIONS['Mighty Blow']);
    expect(skillDescription('Loner (4+)')).toBe(SKILL_DESCRIPTIONS.Loner);
    expect(skillDescription('Flying')).toBeNull();
  });

  it('DB-GEN-1: where a Dungeonbowl rule takes a skill away, the card says the Dungeonbowl rule, not the BB2020 one', () => {
    // BB-SKILL-1 against DB-PASS-2 (forbidden), DB-PASS-1 (no Long pass), DB-MATCH-3 (no kick-off).
    const overridden: [SkillName, RegExp][] = [
      ['Hail Mary Pass', /forbidden underground \(DB-PASS-2\)/],
      ['Blunderbuss', /forbidden underground \(DB-PASS-2\)/],
      ['Cloud Burster', /Long passes, which are forbidden underground \(DB-PASS-1\)/],
      ['Kick', /kick-off, which Dungeonbowl has not/],
      ['Swarming', /kick-off, which Dungeonbowl has not/],
    ];
    for (const [skill, says] of overridden) expect(SKILL_DESCRIPTIONS[skill], skill).toMatch(says);
  });

  it('DB-GEN-10: skills are named and described in the BB2020 terms the French of the sources maps to, never in that French', () => {
    // The BB2020 skills of DB-GEN-10's table, for the French terms of the sources.
    const bb2020: SkillName[] = [
      'Block',
      'Dodge',
      'Mighty Blow',
      'Sidestep',
      'Stab',
      'Animal Savagery',
      'Bone Head',
      'Really Stupid',
      'Take Root',
      'Foul Appearance',
      'Leap',
      'Claws',
      'Regeneration',
      'Stand Firm',
      'Prehensile Tail',
      'Multiple Block',
    ];
    const names = SKILLS.map((s) => s.name);
    for (const skill of bb2020) expect(names, skill).toContain(skill);
    const read = [
      ...names,
      ...Object.values(SKILL_DESCRIPTIONS),
      ...BB2020_ROSTERS.flatMap((r) => r.positions.flatMap((p) => [p.name, ...p.skills])),
    ];
    expect(
      read.flatMap((text) => sourceFrenchIn(text).map((term) => `${term} in "${text}"`)),
    ).toEqual([]);
  });
});
