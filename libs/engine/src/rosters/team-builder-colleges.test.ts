import { describe, expect, it } from 'vitest';
import { checkTeam, positionLimit, readyTeamsFor, teamValue } from './index';
import { codes, sheet } from './team-sheet-fixture';

describe('checkTeam on a College team', () => {
  it('DB-TEAM-7: a College team may have any number of its main race', () => {
    expect(checkTeam(sheet('amethyst-wizards', [['skaven/clanrat-lineman', 16]]))).toEqual([]);
  });

  it('DB-TEAM-7: a College team may have at most 6 of its other race', () => {
    const team = (halflings: number) =>
      sheet('light-wizards', [
        ['dwarf/blocker-lineman', 6],
        ['halfling/hefty', 2],
        ['halfling/hopeful-lineman', halflings - 2],
      ]);
    expect(checkTeam(team(6))).toEqual([]);
    expect(checkTeam(team(7))).toEqual([
      {
        code: 'college-race-max',
        message:
          'Light Wizards teams may have at most 6 Halflings (their other race); this team has 7.',
        ruleId: 'DB-TEAM-7',
      },
    ]);
  });

  it('DB-TEAM-7, DB-TEAM-10: a College team may have at most 2 of its last race', () => {
    const team = (norse: number) =>
      sheet('light-wizards', [
        ['dwarf/blocker-lineman', 9],
        ['norse/raider-lineman', norse],
      ]);
    expect(checkTeam(team(2))).toEqual([]);
    expect(codes(checkTeam(team(3)))).toEqual(['college-race-max']);
    expect(checkTeam(team(3))[0]?.message).toBe(
      'Light Wizards teams may have at most 2 Norse (their last race); this team has 3.',
    );
  });

  it('DB-TEAM-8: at most 2 blitzers in all, counted over the races', () => {
    const team = (humanBlitzers: number) =>
      sheet('bright-wizards', [
        ['dwarf/blitzer', 2],
        ['dwarf/blocker-lineman', 9],
        ['human/blitzer', humanBlitzers],
      ]);
    expect(checkTeam(team(0))).toEqual([]);
    expect(checkTeam(team(1))).toEqual([
      {
        code: 'college-role-max',
        message: 'Bright Wizards teams may have at most 2 blitzers; this team has 3.',
        ruleId: 'DB-TEAM-8',
      },
    ]);
  });

  it('DB-TEAM-8: at most 4 blockers, 4 catchers and 2 throwers', () => {
    const blockers = (extra: number) =>
      sheet('gold-wizards', [
        ['orc/big-un-blocker', 4],
        ['orc/lineman', 7],
        ['chaos-dwarf/chaos-dwarf-blocker', extra],
      ]);
    expect(checkTeam(blockers(0))).toEqual([]);
    expect(checkTeam(blockers(1))[0]?.message).toBe(
      'Gold Wizards teams may have at most 4 blockers; this team has 5.',
    );
    const catchers = (extra: number) =>
      sheet('rainbow-wizards', [
        ['wood-elf/catcher', 4],
        ['wood-elf/lineman', 7],
        ['halfling/catcher', extra],
      ]);
    expect(checkTeam(catchers(0))).toEqual([]);
    expect(codes(checkTeam(catchers(1)))).toEqual(['college-role-max']);
    const throwers = (extra: number) =>
      sheet('celestial-wizards', [
        ['high-elf/thrower', 2],
        ['high-elf/lineman', 9],
        ['wood-elf/thrower', extra],
      ]);
    expect(checkTeam(throwers(0))).toEqual([]);
    expect(codes(checkTeam(throwers(1)))).toEqual(['college-role-max']);
  });

  it('DB-TEAM-8: "Coureurs" are read as blitzers, so runners are not in the blitzer total', () => {
    const team = sheet('light-wizards', [
      ['dwarf/blitzer', 2],
      ['dwarf/runner', 2],
      ['dwarf/blocker-lineman', 7],
    ]);
    expect(checkTeam(team)).toEqual([]);
  });

  it('a College team needs 11 players by default, with no rule ID: Jervis sets no minimum', () => {
    const problems = checkTeam(sheet('amethyst-wizards', [['skaven/clanrat-lineman', 10]]));
    expect(problems).toEqual([
      { code: 'too-few-players', message: 'A team needs at least 11 players; this team has 10.' },
    ]);
  });

  it('DB-TEAM-8: at most 1 big guy (the "Champion")', () => {
    const team = (ogreBlockers: number) =>
      sheet('grey-wizards', [
        ['human/ogre', 1],
        ['human/lineman', 10],
        ['ogre/ogre-blocker', ogreBlockers],
      ]);
    expect(checkTeam(team(0))).toEqual([]);
    expect(checkTeam(team(1))[0]?.message).toBe(
      'Grey Wizards teams may have at most 1 big guy; this team has 2.',
    );
  });

  it('DB-TEAM-8: at most 2 of a position outside the categories', () => {
    const team = (runners: number) =>
      sheet('amethyst-wizards', [
        ['skaven/gutter-runner', runners],
        ['skaven/clanrat-lineman', 9],
      ]);
    expect(checkTeam(team(2))).toEqual([]);
    expect(checkTeam(team(3))).toEqual([
      {
        code: 'college-position-max',
        message:
          'Amethyst Wizards teams may have at most 2 Skaven Gutter Runners; this team has 3.',
        ruleId: 'DB-TEAM-8',
      },
    ]);
  });

  it('DB-TEAM-10: a position keeps the maximum of its own race roster', () => {
    const team = sheet('light-wizards', [
      ['dwarf/runner', 3],
      ['dwarf/blocker-lineman', 8],
    ]);
    expect(checkTeam(team)).toEqual([
      {
        code: 'position-max',
        message: 'Light Wizards teams may have at most 2 Dwarf Runners; this team has 3.',
        ruleId: 'DB-TEAM-10',
      },
    ]);
  });

  it('DB-TEAM-10: only positions of the three races, and only the big guy of a big-guy race', () => {
    const humans = checkTeam(
      sheet('light-wizards', [
        ['dwarf/blocker-lineman', 10],
        ['human/blitzer', 1],
      ]),
    );
    expect(codes(humans)).toEqual(['unknown-position']);
    const gnoblar = checkTeam(
      sheet('gold-wizards', [
        ['orc/lineman', 10],
        ['ogre/gnoblar-lineman', 1],
      ]),
    );
    expect(codes(gnoblar)).toEqual(['unknown-position']);
  });

  it('DB-TEAM-8: a College team may have at most 16 players', () => {
    const team = (goblins: number) =>
      sheet('amethyst-wizards', [
        ['skaven/clanrat-lineman', 16 - 1],
        ['goblin/goblin-lineman', goblins],
      ]);
    expect(checkTeam(team(1))).toEqual([]);
    expect(checkTeam(team(2))).toEqual([
      {
        code: 'too-many-players',
        message: 'A team may have at most 16 players; this team has 17.',
        ruleId: 'DB-TEAM-8',
      },
    ]);
  });

  it('DB-TEAM-9: re-rolls cost 50,000; exactly 1,000,000 passes, one gold piece more fails', () => {
    const [team] = readyTeamsFor('celestial-wizards');
    if (!team) throw new Error('no ready Celestial Wizards team');
    expect(teamValue(team)).toBe(1_000_000);
    expect(teamValue({ ...team, rerolls: team.rerolls + 1 })).toBe(1_050_000);
    expect(checkTeam(team)).toEqual([]);
    expect(checkTeam(team, 999_999)).toEqual([
      {
        code: 'over-budget',
        message: 'This team costs 1,000,000 gold pieces; the budget is 999,999.',
        ruleId: 'DB-TEAM-9',
      },
    ]);
  });

  it('DB-TEAM-9: an apothecary is bought as usual, so never by an Undead College', () => {
    const team = sheet('black-wizards', [['shambling-undead/skeleton-lineman', 11]]);
    expect(checkTeam(team)).toEqual([]);
    expect(checkTeam({ ...team, apothecary: true })).toEqual([
      {
        code: 'apothecary-not-allowed',
        message:
          'Black Wizards teams may not have an apothecary: their main race (Undead) may not.',
        ruleId: 'DB-TEAM-9',
      },
    ]);
  });

  it('DB-TEAM-8, DB-TEAM-10: positionLimit is the limit checkTeam applies to one position', () => {
    // A runner outside the categories: 4 on a Skaven team, 2 on a College (DB-TEAM-8).
    expect(positionLimit('skaven', 'gutter-runner')).toBe(4);
    expect(positionLimit('amethyst-wizards', 'skaven/gutter-runner')).toBe(2);
    // A position inside the categories keeps its race's own maximum (DB-TEAM-10).
    expect(positionLimit('light-wizards', 'dwarf/blocker-lineman')).toBe(12);
    expect(positionLimit('light-wizards', 'dwarf/runner')).toBe(2);
    expect(positionLimit('light-wizards', 'dwarf/nobody')).toBeUndefined();
    expect(positionLimit('nowhere', 'lineman')).toBeUndefined();
  });
});
