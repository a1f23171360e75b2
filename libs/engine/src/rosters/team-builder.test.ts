import { describe, expect, it } from 'vitest';
import { checkTeam, formatGold, pluralName, readyTeamsFor, teamValue } from './index';
import type { TeamSheet } from './index';
import { codes, sheet } from './team-sheet-fixture';

describe('teamValue', () => {
  it('DB-TEAM-3: players, plus re-rolls at the roster price, plus 50,000 for an apothecary', () => {
    const team = sheet('orc', [['lineman', 11]], { rerolls: 2, apothecary: true });
    expect(teamValue(team)).toBe(11 * 50_000 + 2 * 60_000 + 50_000);
  });

  it('counts unknown positions and malformed entries as nothing, and never throws', () => {
    expect(teamValue(sheet('orc', [['wizard', 3]]))).toBe(0);
    expect(teamValue(null as unknown as TeamSheet)).toBe(0);
    expect(teamValue({ rosterId: 'orc', players: [null, 7] } as unknown as TeamSheet)).toBe(0);
  });
});

describe('checkTeam on a BB2020 roster', () => {
  it('a legal team has no problem', () => {
    expect(
      checkTeam(
        sheet('human', [
          ['blitzer', 4],
          ['lineman', 7],
        ]),
      ),
    ).toEqual([]);
  });

  it('DB-TEAM-2: big guys may play underground: a human team with its Ogre is legal', () => {
    expect(
      checkTeam(
        sheet('human', [
          ['ogre', 1],
          ['blitzer', 4],
          ['lineman', 6],
        ]),
      ),
    ).toEqual([]);
  });

  it('DB-TEAM-1: exactly the maximum of a position passes, one more fails', () => {
    expect(
      checkTeam(
        sheet('human', [
          ['blitzer', 4],
          ['lineman', 7],
        ]),
      ),
    ).toEqual([]);
    expect(
      checkTeam(
        sheet('human', [
          ['blitzer', 5],
          ['lineman', 6],
        ]),
      ),
    ).toEqual([
      {
        code: 'position-max',
        message: 'Human teams may have at most 4 Blitzers; this team has 5.',
        ruleId: 'DB-TEAM-1',
      },
    ]);
    const ogres = checkTeam(
      sheet('human', [
        ['ogre', 2],
        ['lineman', 9],
      ]),
    );
    expect(ogres.map((problem) => problem.message)).toEqual([
      'Human teams may have at most 1 Ogre; this team has 2.',
    ]);
  });

  it('LM-10: with the league rule, 2 big guys pass and a third fails; without it, 3 pass', () => {
    const ogres = (count: number) =>
      sheet('ogre', [
        ['ogre-blocker', count],
        ['gnoblar-lineman', 11 - count],
      ]);
    const league = { league: ['LM-10'] as const };
    expect(codes(checkTeam(ogres(2), undefined, league))).toEqual([]);
    expect(checkTeam(ogres(3), undefined, league)).toEqual([
      {
        code: 'league-big-guys',
        message:
          'League rules allow at most 2 big guys (Bull Centaurs, Ogres, Minotaurs, Trolls, Rat Ogres, Treemen, Vampires) in a team; this team has 3.',
        ruleId: 'LM-10',
      },
    ]);
    expect(codes(checkTeam(ogres(3)))).toEqual([]);
  });

  it('LM-10: a Bull Centaur counts as a big guy although BB2020 calls him a blitzer', () => {
    const centaurs = sheet('chaos-dwarf', [
      ['bull-centaur-blitzer', 2],
      ['enslaved-minotaur', 1],
      ['hobgoblin-lineman', 8],
    ]);
    expect(codes(checkTeam(centaurs, 2_000_000, { league: ['LM-10'] }))).toEqual([
      'league-big-guys',
    ]);
  });

  it('DB-TEAM-1: 16 players pass, 17 fail', () => {
    expect(checkTeam(sheet('skaven', [['clanrat-lineman', 16]]))).toEqual([]);
    const seventeen = checkTeam(
      sheet('skaven', [
        ['clanrat-lineman', 16],
        ['thrower', 1],
      ]),
    );
    expect(codes(seventeen)).toEqual(['too-many-players']);
    expect(seventeen[0]?.message).toBe('A team may have at most 16 players; this team has 17.');
  });

  it('DB-TEAM-1: 11 players pass, 10 fail, unless a lower minimum is asked for', () => {
    expect(checkTeam(sheet('orc', [['lineman', 11]]))).toEqual([]);
    expect(codes(checkTeam(sheet('orc', [['lineman', 10]])))).toEqual(['too-few-players']);
    expect(checkTeam(sheet('orc', [['lineman', 6]]), undefined, { minPlayers: 6 })).toEqual([]);
    expect(codes(checkTeam(sheet('orc', [['lineman', 5]]), undefined, { minPlayers: 6 }))).toEqual([
      'too-few-players',
    ]);
  });

  it('DB-TEAM-3: a team of exactly 1,000,000 passes, one gold piece short of budget fails', () => {
    const [team] = readyTeamsFor('black-orc');
    if (!team) throw new Error('no ready Black Orc team');
    expect(teamValue(team)).toBe(1_000_000);
    expect(checkTeam(team)).toEqual([]);
    expect(checkTeam(team, 999_999)).toEqual([
      {
        code: 'over-budget',
        message: 'This team costs 1,000,000 gold pieces; the budget is 999,999.',
        ruleId: 'DB-TEAM-3',
      },
    ]);
  });

  it('re-rolls: 8 pass, 9 fail, and so do negative or fractional counts', () => {
    const team = (rerolls: number) => sheet('human', [['lineman', 11]], { rerolls });
    expect(checkTeam(team(8))).toEqual([]);
    for (const rerolls of [9, -1, 1.5]) {
      expect(codes(checkTeam(team(rerolls)))).toEqual(['invalid-rerolls']);
    }
  });

  it('an apothecary is refused to a team list that allows none', () => {
    const undead = sheet('shambling-undead', [['skeleton-lineman', 11]], { apothecary: true });
    expect(checkTeam(undead)).toEqual([
      {
        code: 'apothecary-not-allowed',
        message: 'Shambling Undead teams may not have an apothecary.',
        ruleId: 'DB-TEAM-1',
      },
    ]);
    expect(checkTeam({ ...undead, apothecary: false })).toEqual([]);
  });

  it('numbers 1 and 99 pass; 0, 100, 7.5 and a number worn twice fail', () => {
    const team = sheet('human', [['lineman', 11]]);
    const renumber = (numbers: number[]) => ({
      ...team,
      players: team.players.map((player, index) => ({
        ...player,
        number: numbers[index] ?? 50 + index,
      })),
    });
    expect(checkTeam(renumber([1, 99]))).toEqual([]);
    expect(codes(checkTeam(renumber([0, 100, 7.5])))).toEqual([
      'invalid-player-number',
      'invalid-player-number',
      'invalid-player-number',
    ]);
    const twice = checkTeam(renumber([7, 7]));
    expect(twice).toEqual([
      {
        code: 'duplicate-player-number',
        message:
          'Number 7 is worn by more than one player; each player needs a number of their own.',
        playerNumber: 7,
      },
    ]);
  });

  it('an unknown roster or position is named in the problem', () => {
    expect(checkTeam(sheet('elf', [['lineman', 11]]))).toEqual([
      { code: 'unknown-roster', message: 'There is no team list called "elf".' },
    ]);
    const wizard = checkTeam(
      sheet('human', [
        ['lineman', 10],
        ['wizard', 1],
      ]),
    );
    expect(wizard).toEqual([
      {
        code: 'unknown-position',
        message: 'Player 11 plays "wizard", which is not a position of the Human team list.',
        playerNumber: 11,
      },
    ]);
  });

  it('a team needs a name, named players and CSS hex colours', () => {
    const team = sheet('human', [['lineman', 11]]);
    const broken = {
      ...team,
      name: ' ',
      colours: { primary: 'red', secondary: '#12345' },
      players: team.players.map((player, index) =>
        index === 0 ? { ...player, name: '' } : player,
      ),
    };
    expect(checkTeam(broken).map((problem) => [problem.code, problem.playerNumber])).toEqual([
      ['invalid-name', undefined],
      ['invalid-colour', undefined],
      ['invalid-colour', undefined],
      ['invalid-player-name', 1],
    ]);
  });

  it('BB-INJ-8: a player’s Niggling Injuries, when the sheet records them, are a whole number, 0 or more', () => {
    const team = sheet('human', [['lineman', 11]]);
    const injured = (nigglingInjuries: unknown, index = 0): TeamSheet => ({
      ...team,
      players: team.players.map((player, i) =>
        i === index ? { ...player, nigglingInjuries: nigglingInjuries as number } : player,
      ),
    });
    expect(checkTeam(injured(0))).toEqual([]);
    expect(checkTeam(injured(2))).toEqual([]);
    for (const wrong of [-1, 1.5, '1', null]) {
      expect(checkTeam(injured(wrong, 2))).toEqual([
        {
          code: 'invalid-niggling-injuries',
          message: "Player 3's Niggling Injuries must be a whole number, 0 or more.",
          ruleId: 'BB-INJ-8',
          playerNumber: 3,
        },
      ]);
    }
  });

  it('never throws on bad input, and reports it', () => {
    const inputs: unknown[] = [
      null,
      undefined,
      42,
      'human',
      [],
      {},
      { rosterId: 'human', players: 'none' },
      { rosterId: 7, players: [null, 3, { number: '1' }], colours: null, rerolls: '2' },
      { ...sheet('human', [['lineman', 11]]), apothecary: 'yes' },
    ];
    for (const input of inputs) {
      const problems = checkTeam(input as TeamSheet);
      expect(problems.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const problem of problems) expect(problem.message).toMatch(/\.$/);
    }
    expect(checkTeam(sheet('human', [['lineman', 11]]), Number.NaN)).toEqual([]);
  });
});

describe('wording helpers', () => {
  it('plural position names and gold amounts read as a coach writes them', () => {
    expect(
      ['Blitzer', 'Human Lineman', 'Witch Elf', 'Werewolf', 'Mummy', 'Eagle Warrior Linewoman'].map(
        pluralName,
      ),
    ).toEqual([
      'Blitzers',
      'Human Linemen',
      'Witch Elves',
      'Werewolves',
      'Mummies',
      'Eagle Warrior Linewomen',
    ]);
    expect(formatGold(1_005_000)).toBe('1,005,000');
    expect(formatGold(50_000)).toBe('50,000');
  });
});
