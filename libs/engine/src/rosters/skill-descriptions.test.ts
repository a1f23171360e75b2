import { describe, expect, it } from 'vitest';
import { BB2020_ROSTERS } from './rosters-bb2020';
import { SKILLS } from './skills';
import { SKILL_DESCRIPTIONS, skillDescription } from './skill-descriptions';

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
});
