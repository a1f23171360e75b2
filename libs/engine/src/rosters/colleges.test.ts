import { describe, expect, it } from 'vitest';
import { COLLEGES, collegePositions, collegeRoster, getCollege, getRoster } from './index';

function rosterOf(collegeId: string) {
  const college = getCollege(collegeId);
  if (!college) throw new Error(`no College ${collegeId}`);
  return collegeRoster(college);
}

describe('Colleges of Magic', () => {
  it('DB-TEAM-10: the College chart, main, other and last race', () => {
    const chart = COLLEGES.map((college) => [
      college.name,
      college.races.main.name,
      college.races.other.name,
      college.races.last.name,
    ]);
    expect(chart).toEqual([
      ['Light Wizards', 'Dwarfs', 'Halflings', 'Norse'],
      ['Gold Wizards', 'Orcs', 'Chaos Dwarfs', 'Ogres'],
      ['Jade Wizards', 'Goblins', 'Orcs', 'Trolls'],
      ['Celestial Wizards', 'High Elves', 'Wood Elves', 'Treemen'],
      ['Grey Wizards', 'Humans', 'Chaos', 'Ogres'],
      ['Amethyst Wizards', 'Skaven', 'Goblins', 'Minotaurs'],
      ['Bright Wizards', 'Dwarfs', 'Humans', 'Norse'],
      ['Amber Wizards', 'Dark Elves', 'Orcs', 'Skaven'],
      ['Rainbow Wizards', 'Wood Elves', 'Halflings', 'Humans'],
      ['Black Wizards', 'Undead', 'Dark Elves', 'Trolls'],
    ]);
  });

  it('DB-TEAM-10: "Chaos" is Chaos Chosen and "Undead" is Shambling Undead', () => {
    expect(getCollege('grey-wizards')?.races.other.rosterId).toBe('chaos-chosen');
    expect(getCollege('black-wizards')?.races.main.rosterId).toBe('shambling-undead');
  });

  it('DB-TEAM-10: a big-guy race supplies its big guy only', () => {
    for (const college of COLLEGES) {
      for (const race of Object.values(college.races)) {
        if (race.positionIds === undefined) continue;
        const roster = getRoster(race.rosterId);
        for (const id of race.positionIds) {
          expect(roster?.positions.find((position) => position.id === id)?.bigGuy).toBe(true);
        }
      }
    }
  });

  it.each(COLLEGES.map((college) => [college.name, college] as const))(
    '%s: every race is a known roster and every position id is unique',
    (_, college) => {
      for (const race of Object.values(college.races)) {
        expect(getRoster(race.rosterId), race.rosterId).toBeDefined();
      }
      const ids = collegePositions(college).map((position) => position.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(getRoster(college.id)).toBeUndefined();
    },
  );

  it('DB-TEAM-9: a College buys team re-rolls at 50,000 gold pieces', () => {
    for (const college of COLLEGES) expect(collegeRoster(college).rerollCost).toBe(50_000);
  });

  it('DB-TEAM-9: the apothecary is bought as usual: not by an Undead College', () => {
    expect(rosterOf('black-wizards').apothecary).toBe(false);
    expect(rosterOf('light-wizards').apothecary).toBe(true);
  });

  it('College positions keep their race profile and cost, named after the race', () => {
    const light = rosterOf('light-wizards');
    const runner = light.positions.find((position) => position.id === 'dwarf/runner');
    expect(runner).toMatchObject({ name: 'Dwarf Runner', cost: 85_000, max: 2, ma: 6 });
    const lineman = light.positions.find((position) => position.id === 'dwarf/blocker-lineman');
    expect(lineman?.name).toBe('Dwarf Blocker Lineman');
    expect(JSON.parse(JSON.stringify(light))).toEqual(light);
  });
});
