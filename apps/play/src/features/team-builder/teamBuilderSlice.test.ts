import { describe, expect, it } from 'vitest';
import { READY_TEAMS, checkTeam, readyTeamsFor, type TeamSheet } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  apothecaryChosen,
  emptyTeam,
  playerAdded,
  playerNigglingChanged,
  playerRemoved,
  playerRenamed,
  positionPlayerRemoved,
  rerollAdded,
  rerollRemoved,
  teamBuilderReducer,
  teamListChosen,
  teamOpened,
  teamRenamed,
} from './teamBuilderSlice';
import { summariseTeam, type TeamSummary } from './team-summary';

const build = (start: TeamSheet, ...actions: UnknownAction[]): TeamSheet =>
  actions.reduce(teamBuilderReducer, start);

const times = (n: number, action: UnknownAction): UnknownAction[] => Array(n).fill(action);

/** 11 Humans for 900,000: an Ogre, 4 Blitzers, 4 Catchers, 2 Throwers. */
const humans = (...more: UnknownAction[]): TeamSheet =>
  build(
    emptyTeam('human', 'Altdorf Lanterns'),
    playerAdded('ogre'),
    ...times(4, playerAdded('blitzer')),
    ...times(4, playerAdded('catcher')),
    ...times(2, playerAdded('thrower')),
    ...more,
  );

const line = (summary: TeamSummary, positionId: string) =>
  summary.groups.flatMap((g) => g.lines).find((l) => l.position.id === positionId);

describe('building a team', () => {
  it('a player added takes the lowest free shirt number and a name after his position', () => {
    const team = build(
      emptyTeam('human', 'Altdorf Lanterns'),
      playerAdded('blitzer'),
      playerAdded('lineman'),
      playerAdded('catcher'),
      playerRemoved(2),
      playerAdded('thrower'),
    );
    expect(team.players).toEqual([
      { number: 1, name: 'Blitzer 1', positionId: 'blitzer' },
      { number: 3, name: 'Catcher 3', positionId: 'catcher' },
      { number: 2, name: 'Thrower 2', positionId: 'thrower' },
    ]);
  });

  it("removing by position sends away that position's last player to join, and nobody else", () => {
    const start = build(
      emptyTeam('human', 'Altdorf Lanterns'),
      playerAdded('blitzer'),
      playerAdded('catcher'),
      playerAdded('blitzer'),
    );
    const team = build(start, positionPlayerRemoved('blitzer'));
    expect(team.players.map((p) => p.number)).toEqual([1, 2]);
    expect(build(team, positionPlayerRemoved('ogre'))).toEqual(team);
  });

  it('players and the team are renamed; re-rolls go up one by one and never below none', () => {
    const team = build(
      emptyTeam('human'),
      teamRenamed('Altdorf Lanterns'),
      playerAdded('ogre'),
      playerRenamed({ number: 1, name: 'Big Gruff' }),
      rerollAdded(),
      rerollAdded(),
      rerollRemoved(),
    );
    expect(team.name).toBe('Altdorf Lanterns');
    expect(team.players[0]?.name).toBe('Big Gruff');
    expect(team.rerolls).toBe(1);
    expect(build(team, rerollRemoved(), rerollRemoved()).rerolls).toBe(0);
  });

  it('BB-INJ-8: a player is given the Niggling Injuries a league recorded, none leaving the sheet as it was', () => {
    const team = build(emptyTeam('human'), playerAdded('ogre'), playerAdded('blitzer'));
    const hurt = build(team, playerNigglingChanged({ number: 1, count: 2 }));
    expect(hurt.players[0]?.nigglingInjuries).toBe(2);
    expect(hurt.players[1]).toEqual(team.players[1]);
    // Back to none: the field goes, and the sheet is the one saved before.
    expect(build(hurt, playerNigglingChanged({ number: 1, count: 0 }))).toEqual(team);
    // Not a whole number of 0 or more, or nobody with that shirt: nothing changes.
    for (const count of [-1, 1.5, Number.NaN])
      expect(build(hurt, playerNigglingChanged({ number: 1, count }))).toEqual(hurt);
    expect(build(team, playerNigglingChanged({ number: 7, count: 1 }))).toEqual(team);
    // The engine takes it from the sheet, as it does from a file.
    expect(checkTeam(hurt).some((p) => p.code === 'invalid-niggling-injuries')).toBe(false);
  });

  it('another team list starts an empty team that keeps its name and colours', () => {
    const team = humans(rerollAdded(), apothecaryChosen(true), teamListChosen('light-wizards'));
    expect(team).toEqual({
      ...emptyTeam('light-wizards', 'Altdorf Lanterns'),
      colours: humans().colours,
    });
  });

  it('a ready team opens as a copy to edit: the ready team itself never changes', () => {
    const ready = READY_TEAMS[0]!;
    const before = structuredClone(ready);
    const team = build(emptyTeam('orc'), teamOpened(ready), playerRemoved(1), teamRenamed('Mine'));
    expect(team.rosterId).toBe(ready.rosterId);
    expect(team.players).toHaveLength(ready.players.length - 1);
    expect(ready).toEqual(before);
  });
});

describe('what the builder shows', () => {
  it('the problems are exactly what checkTeam says, for a team as it is being built', () => {
    const steps = [
      emptyTeam('human'),
      humans(),
      humans(playerRenamed({ number: 3, name: '' })),
      humans(teamRenamed(''), ...times(9, rerollAdded())),
      build(readyTeamsFor('light-wizards')[0]!, ...times(3, playerAdded('dwarf/runner'))),
    ];
    for (const team of steps) expect(summariseTeam(team).problems).toEqual(checkTeam(team));
    expect(summariseTeam(humans()).problems).toEqual([]);
  });

  it('DB-TEAM-1: the fourth Human Blitzer shows 4/4 and passes, a fifth shows 5/4 and is refused', () => {
    const four = summariseTeam(humans());
    expect(line(four, 'blitzer')).toMatchObject({ count: 4, limit: 4 });
    expect(four.problems).toEqual([]);
    const five = summariseTeam(humans(playerAdded('blitzer')));
    expect(line(five, 'blitzer')).toMatchObject({ count: 5, limit: 4 });
    expect(five.problems).toEqual([
      {
        code: 'position-max',
        message: 'Human teams may have at most 4 Blitzers; this team has 5.',
        ruleId: 'DB-TEAM-1',
      },
    ]);
  });

  it('DB-TEAM-3: players, re-rolls at the list price and the apothecary count; 1,000,000 passes, more is refused', () => {
    const full = summariseTeam(humans(rerollAdded(), rerollAdded()));
    expect(full).toMatchObject({ total: 1_000_000, budget: 1_000_000, left: 0, problems: [] });
    expect(full.rerollCost).toBe(50_000);
    const over = summariseTeam(humans(rerollAdded(), rerollAdded(), apothecaryChosen(true)));
    expect(over).toMatchObject({ total: 1_050_000, left: -50_000 });
    expect(over.problems).toEqual([
      {
        code: 'over-budget',
        message: 'This team costs 1,050,000 gold pieces; the budget is 1,000,000.',
        ruleId: 'DB-TEAM-3',
      },
    ]);
  });

  it('a player without a name is named by his shirt number in the problem', () => {
    const problems = summariseTeam(humans(playerRenamed({ number: 3, name: ' ' }))).problems;
    expect(problems).toEqual([
      { code: 'invalid-player-name', message: 'Player 3 needs a name.', playerNumber: 3 },
    ]);
  });

  it('DB-TEAM-7, DB-TEAM-10: a College shows each race of its chart against its limit', () => {
    const team = build(
      emptyTeam('light-wizards', 'Lantern Bearers'),
      ...times(2, playerAdded('dwarf/runner')),
      ...times(3, playerAdded('halfling/hopeful-lineman')),
      playerAdded('norse/raider-lineman'),
    );
    const summary = summariseTeam(team);
    expect(summary.listName).toBe('Light Wizards');
    expect(summary.rerollCost).toBe(50_000);
    expect(summary.groups.map((g) => [g.title, g.tally?.count, g.tally?.limit])).toEqual([
      ['Dwarfs (main race)', 2, 16],
      ['Halflings (other race)', 3, 6],
      ['Norse (last race)', 1, 2],
    ]);
    expect(line(summary, 'dwarf/runner')).toMatchObject({ count: 2, limit: 2 });
    expect(line(summary, 'dwarf/blocker-lineman')).toMatchObject({ count: 0, limit: 12 });
  });

  it('DB-TEAM-8: a College shows its whole-team role totals; 2 blitzers pass, a third is refused', () => {
    const two = build(
      readyTeamsFor('light-wizards')[0]!,
      ...times(2, positionPlayerRemoved('dwarf/blitzer')),
      ...times(2, positionPlayerRemoved('norse/berserker')),
      ...times(2, playerAdded('dwarf/blitzer')),
    );
    const blitzers = (team: TeamSheet) =>
      summariseTeam(team).roles.find((r) => r.label === 'Blitzers');
    expect(blitzers(two)).toEqual({ label: 'Blitzers', count: 2, limit: 2 });
    expect(summariseTeam(two).problems.map((p) => p.code)).not.toContain('college-role-max');
    const three = build(two, playerAdded('norse/berserker'));
    expect(blitzers(three)).toEqual({ label: 'Blitzers', count: 3, limit: 2 });
    expect(summariseTeam(three).problems).toContainEqual({
      code: 'college-role-max',
      message: 'Light Wizards teams may have at most 2 blitzers; this team has 3.',
      ruleId: 'DB-TEAM-8',
    });
    expect(summariseTeam(three).roles.map((r) => r.label)).toEqual([
      'Blitzers',
      'Blockers',
      'Catchers',
      'Throwers',
      'Big guys',
    ]);
  });

  it('the apothecary is offered only where the team list allows one', () => {
    expect(summariseTeam(emptyTeam('human')).apothecaryAllowed).toBe(true);
    expect(summariseTeam(emptyTeam('shambling-undead')).apothecaryAllowed).toBe(false);
    expect(summariseTeam(emptyTeam('black-wizards')).apothecaryAllowed).toBe(false);
  });
});
