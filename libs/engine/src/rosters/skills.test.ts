import { describe, expect, it } from 'vitest';
import { BB2020_ROSTERS, SKILLS, isSkillName, skillDefinition } from './index';

describe('skill names', () => {
  it('BB-SKILL-1: every row of the rules table is a skill name, with its category', () => {
    expect(skillDefinition('Block')?.category).toBe('G');
    expect(skillDefinition('Sidestep')?.category).toBe('A');
    expect(skillDefinition('Throw Team-mate')?.category).toBe('T');
    expect(skillDefinition('Mighty Blow')?.tableName).toBe('Mighty Blow (+1)');
    expect(skillDefinition('Loner')?.tableName).toBe('Loner (X+)');
    const fromTable = SKILLS.filter((skill) => !('notInRulesTable' in skill));
    expect(fromTable).toHaveLength(55);
  });

  it('isSkillName accepts skill names and refuses anything else', () => {
    expect(isSkillName('Dodge')).toBe(true);
    expect(isSkillName('Always Hungry')).toBe(true);
    expect(isSkillName('dodge')).toBe(false);
    expect(isSkillName('Loner (4+)')).toBe(false);
    expect(isSkillName('')).toBe(false);
    expect(isSkillName('toString')).toBe(false);
  });

  it('names are unique and categories are A, G, M, P, S or T', () => {
    const names = SKILLS.map((skill) => skill.name);
    expect(new Set(names).size).toBe(names.length);
    for (const skill of SKILLS) expect(['A', 'G', 'M', 'P', 'S', 'T']).toContain(skill.category);
  });

  it('every skill added beyond the rules table is used by some roster', () => {
    const used = new Set(
      BB2020_ROSTERS.flatMap((roster) => roster.positions.flatMap((position) => position.skills)),
    );
    const added = SKILLS.filter((skill) => 'notInRulesTable' in skill).map((skill) => skill.name);
    expect(added.filter((name) => !used.has(name))).toEqual([]);
  });
});
