import { describe, expect, it } from 'vitest';
import {
  BB2020_ROSTERS,
  COLLEGES,
  READY_TEAMS,
  checkTeam,
  readyTeamsFor,
  teamValue,
} from './index';

describe('ready teams', () => {
  it('there is at least one ready team per BB2020 roster and per College', () => {
    for (const { id } of [...BB2020_ROSTERS, ...COLLEGES]) {
      expect(readyTeamsFor(id).length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(READY_TEAMS.map((team) => [team.name, team] as const))(
    '%s passes checkTeam with no problem',
    (_, team) => {
      expect(checkTeam(team)).toEqual([]);
      expect(teamValue(team)).toBeLessThanOrEqual(1_000_000);
    },
  );

  it('team names are unique and every sheet is plain JSON', () => {
    const names = READY_TEAMS.map((team) => team.name);
    expect(new Set(names).size).toBe(names.length);
    expect(JSON.parse(JSON.stringify(READY_TEAMS))).toEqual(READY_TEAMS);
  });
});
