import { describe, expect, it } from 'vitest';
import {
  BB2020_ROSTERS,
  COLLEGES,
  collegeRoster,
  getRoster,
  isSkillName,
  skillDefinition,
} from './index';
import type { Position } from './index';

const EXPECTED_IDS = [
  'amazon',
  'black-orc',
  'chaos-chosen',
  'chaos-dwarf',
  'dark-elf',
  'dwarf',
  'elven-union',
  'goblin',
  'halfling',
  'high-elf',
  'human',
  'imperial-nobility',
  'lizardmen',
  'necromantic-horror',
  'norse',
  'ogre',
  'orc',
  'shambling-undead',
  'skaven',
  'underworld-denizens',
  'wood-elf',
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function profile(position: Position | undefined): unknown {
  if (!position) return undefined;
  const { max, cost, ma, st, ag, pa, av, skills, skillParams, primary, secondary } = position;
  return { max, cost, profile: [ma, st, ag, pa, av], skills, skillParams, primary, secondary };
}

describe('BB2020 rosters', () => {
  it('BB-CHAR-8: every position of every roster and College is within the limits: MA 1–9, ST 1–8, AG and PA 1+ to 6+ (or no PA), AV 3+ to 11+', () => {
    const outside = [...BB2020_ROSTERS, ...COLLEGES.map(collegeRoster)].flatMap((roster) =>
      roster.positions.flatMap(({ id, ma, st, ag, pa, av }) => {
        const within =
          ma >= 1 && ma <= 9 && st >= 1 && st <= 8 && ag >= 1 && ag <= 6 && av >= 3 && av <= 11;
        return within && (pa === null || (pa >= 1 && pa <= 6)) ? [] : [`${roster.id}/${id}`];
      }),
    );
    expect(outside).toEqual([]);
  });

  it('DB-TEAM-1: the 21 team lists load, each once', () => {
    expect(BB2020_ROSTERS.map((roster) => roster.id)).toEqual(EXPECTED_IDS);
    for (const id of EXPECTED_IDS) expect(getRoster(id)?.id).toBe(id);
    expect(getRoster('elf')).toBeUndefined();
  });

  describe.each(BB2020_ROSTERS.map((roster) => [roster.name, roster] as const))(
    '%s',
    (_, roster) => {
      it('has a kebab-case id, a re-roll price, special rules and a source', () => {
        expect(roster.id).toMatch(KEBAB);
        expect([50_000, 60_000, 70_000]).toContain(roster.rerollCost);
        expect(roster.specialRules.length).toBeGreaterThan(0);
        expect(roster.source.length).toBeGreaterThan(40);
      });

      it('has unique kebab-case position ids and a line position of 12 or 16', () => {
        const ids = roster.positions.map((position) => position.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(KEBAB);
        const line = roster.positions.filter((position) => position.role === 'lineman');
        expect(line.some((position) => position.max === 12 || position.max === 16)).toBe(true);
      });

      it('BB-SKILL-1: every skill of every position is a known skill name', () => {
        for (const position of roster.positions) {
          for (const skill of position.skills) expect(isSkillName(skill), skill).toBe(true);
        }
      });

      it('a skill with a value on a roster always carries it, and only then', () => {
        for (const position of roster.positions) {
          const params = position.skillParams ?? {};
          for (const skill of position.skills) {
            const parameter = skillDefinition(skill)?.parameter;
            if (parameter) expect(params[parameter], `${position.name} ${skill}`).toBeDefined();
          }
          for (const key of Object.keys(params)) {
            const carrier = position.skills.find(
              (skill) => skillDefinition(skill)?.parameter === key,
            );
            expect(carrier, `${position.name} ${key}`).toBeDefined();
          }
        }
      });

      it('profiles, costs and skill categories are in range', () => {
        for (const position of roster.positions) {
          expect(position.max).toBeGreaterThanOrEqual(1);
          expect(position.max).toBeLessThanOrEqual(16);
          expect(position.cost % 5_000).toBe(0);
          expect(position.ma).toBeGreaterThanOrEqual(2);
          expect(position.ma).toBeLessThanOrEqual(9);
          expect(position.st).toBeGreaterThanOrEqual(1);
          expect(position.st).toBeLessThanOrEqual(7);
          expect(position.ag).toBeGreaterThanOrEqual(2);
          expect(position.ag).toBeLessThanOrEqual(5);
          if (position.pa !== null) expect(position.pa).toBeGreaterThanOrEqual(2);
          if (position.pa !== null) expect(position.pa).toBeLessThanOrEqual(6);
          expect(position.av).toBeGreaterThanOrEqual(6);
          expect(position.av).toBeLessThanOrEqual(11);
          expect(position.primary.filter((c) => position.secondary.includes(c))).toEqual([]);
          expect(position.bigGuy).toBe(position.role === 'big-guy');
        }
      });

      it('is plain data that survives a JSON round trip', () => {
        expect(JSON.parse(JSON.stringify(roster))).toEqual(roster);
      });
    },
  );

  it('only the two undead teams may not buy an apothecary', () => {
    const without = BB2020_ROSTERS.filter((roster) => !roster.apothecary).map((r) => r.id);
    expect(without).toEqual(['necromantic-horror', 'shambling-undead']);
  });

  it('BB-CHAR-1: pins sample profiles (MA, ST, AG, PA, AV): Human Blitzer, Orc Untrained Troll, Dwarf Deathroller, Wood Elf Wardancer', () => {
    const find = (rosterId: string, positionId: string) =>
      getRoster(rosterId)?.positions.find((position) => position.id === positionId);
    expect(profile(find('human', 'blitzer'))).toEqual({
      max: 4,
      cost: 85_000,
      profile: [7, 3, 3, 4, 9],
      skills: ['Block'],
      skillParams: undefined,
      primary: ['G', 'S'],
      secondary: ['A', 'P'],
    });
    expect(profile(find('orc', 'untrained-troll'))).toMatchObject({
      max: 1,
      cost: 115_000,
      profile: [4, 5, 5, 5, 10],
      skillParams: { loner: 4, mightyBlow: 1 },
    });
    expect(profile(find('dwarf', 'deathroller'))).toMatchObject({
      cost: 170_000,
      profile: [4, 7, 5, null, 11],
      skillParams: { loner: 5, mightyBlow: 1, dirtyPlayer: 2 },
    });
    expect(profile(find('wood-elf', 'wardancer'))).toMatchObject({
      max: 2,
      cost: 125_000,
      profile: [8, 3, 2, 4, 8],
      skills: ['Block', 'Dodge', 'Leap'],
    });
    expect(find('orc', 'lineman')?.skillParams).toEqual({ animosity: 'Orc Linemen' });
  });
});
