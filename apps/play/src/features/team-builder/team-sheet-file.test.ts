import { describe, expect, it } from 'vitest';
import { READY_TEAMS } from '@dungeonbowl/engine';
import { teamFromText } from '../start/team-choice';
import { teamSheetFileName, teamSheetText } from './team-sheet-file';

describe('saved team sheets', () => {
  it("are named after the team, and read back by the start screen's Team sheet input as the same team", () => {
    for (const sheet of [READY_TEAMS[0]!, READY_TEAMS[READY_TEAMS.length - 1]!]) {
      const read = teamFromText(teamSheetText(sheet));
      expect(read).toMatchObject({ team: { sheet } });
    }
    expect(teamSheetFileName({ ...READY_TEAMS[0]!, name: 'The Reikland Reavers!' })).toBe(
      'the-reikland-reavers.team.json',
    );
    expect(teamSheetFileName({ ...READY_TEAMS[0]!, name: '' })).toBe('team.team.json');
  });
});
