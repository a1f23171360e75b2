import { describe, expect, it } from 'vitest';
import { createMatch } from '../flow/create';
import { board } from '../testing/fixture';
import {
  INDUCEMENT_IDS,
  checkInducements,
  inducementBudgets,
  inducementCost,
  withInducements,
} from './inducements';
import { readyTeamsFor } from './ready-teams';
import { teamSetup } from './match-players';
import { teamValue } from './team-builder';
import { codes, sheet } from './team-sheet-fixture';

describe('inducements', () => {
  const cheap = sheet('orc', [['lineman', 11]]);
  const dear = sheet('orc', [['lineman', 11]], { rerolls: 3, apothecary: true });

  it('DB-TEAM-3, DB-TEAM-4: each budget is the highest team value less its own; the highest gets none', () => {
    const third = sheet('orc', [['lineman', 12]]);
    expect(inducementBudgets([cheap, dear, third])).toEqual([
      teamValue(dear) - teamValue(cheap),
      0,
      teamValue(dear) - teamValue(third),
    ]);
    expect(inducementBudgets([cheap, cheap])).toEqual([0, 0]);
  });

  it('DB-TEAM-5: 4 Extra Team Training pass and a fifth fails; 2 Wandering Apothecaries pass and a third fails', () => {
    expect(checkInducements(cheap, { 'extra-team-training': 4 }, 1_000_000)).toEqual([]);
    expect(codes(checkInducements(cheap, { 'extra-team-training': 5 }, 1_000_000))).toEqual([
      'inducement-max',
    ]);
    expect(checkInducements(cheap, { 'wandering-apothecary': 2 }, 1_000_000)).toEqual([]);
    expect(codes(checkInducements(cheap, { 'wandering-apothecary': 3 }, 1_000_000))).toEqual([
      'inducement-max',
    ]);
  });

  it('DB-TEAM-4: spending exactly the budget passes, one gold piece short fails', () => {
    const chosen = { 'extra-team-training': 1, 'wandering-apothecary': 1 };
    expect(inducementCost(chosen)).toBe(200_000);
    expect(checkInducements(cheap, chosen, 200_000)).toEqual([]);
    expect(checkInducements(cheap, chosen, 199_999)).toEqual([
      {
        code: 'inducements-over-budget',
        message: `These inducements cost 200,000 gold pieces; ${cheap.name} may spend 199,999.`,
        ruleId: 'DB-TEAM-4',
      },
    ]);
  });

  it('DB-TEAM-6, BB-NA-7: only Extra Team Training and Wandering Apothecaries are offered: nothing for the kick-off, half-time or the referee', () => {
    expect(INDUCEMENT_IDS).toEqual(['extra-team-training', 'wandering-apothecary']);
  });

  it('DB-INJ-4: a team whose list allows no apothecary may not take a Wandering one', () => {
    const undead = readyTeamsFor('shambling-undead')[0] ?? readyTeamsFor('necromantic-horror')[0]!;
    expect(codes(checkInducements(undead, { 'wandering-apothecary': 1 }, 1_000_000))).toEqual([
      'inducement-not-allowed',
    ]);
  });

  it('DB-TEAM-5: Extra Team Training adds team re-rolls and Wandering Apothecaries apothecaries, for the match', () => {
    const setup = withInducements(teamSetup(dear), {
      'extra-team-training': 2,
      'wandering-apothecary': 1,
    });
    expect(setup).toMatchObject({ rerolls: 5, apothecaries: 2 });
    const state = createMatch(board(['...']).build().board, [setup, teamSetup(cheap)], 'seed');
    expect(state.teams[0]).toMatchObject({ rerolls: 5, apothecaries: 2 });
    expect(state.teams[1]!.apothecaries).toBeUndefined();
  });
});
