import { describe, expect, it } from 'vitest';
import { terrainFills } from '@dungeonbowl/ui';
import { BOARD_MARK_COLOURS } from './board-colours';
import {
  FROM_BOARD,
  FROM_TEAM,
  boardTeamColours,
  colourDistance as distance,
  teamColour,
} from './team-colours';

describe('the teams’ colours on the board', () => {
  const teams = [0, 1, 2, 3].map(teamColour);

  it('are told apart from every terrain, shade and tint of the board', () => {
    for (const team of teams)
      for (const board of [...Object.values(terrainFills), ...BOARD_MARK_COLOURS])
        expect(distance(team, board), `${team} against ${board}`).toBeGreaterThan(FROM_BOARD);
  });

  it('are told apart from one another and from the monsters’', () => {
    const all = [...teams, teamColour(-1)];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1))
        expect(distance(a, b), `${a} against ${b}`).toBeGreaterThan(FROM_TEAM);
  });
});

describe('the colour a coach chose for his team, on the board', () => {
  const board = [...Object.values(terrainFills), ...BOARD_MARK_COLOURS];

  it('is drawn as chosen when it stands apart from the board and the other teams', () => {
    expect(boardTeamColours(2, ['#14532d', null])).toEqual({
      colours: ['#14532d', teamColour(1)],
      notes: [],
    });
  });

  it('leaves every team its usual colour when none was chosen, as in older matches', () => {
    expect(boardTeamColours(3).colours).toEqual([0, 1, 2].map(teamColour));
    expect(boardTeamColours(2, ['not a colour', null]).colours).toEqual([0, 1].map(teamColour));
  });

  it('too close to a colour of the board, gives way to the nearest one apart, and says so', () => {
    const water = terrainFills['~'];
    const { colours, notes } = boardTeamColours(2, [water, null]);
    expect(colours[0]).not.toBe(water);
    for (const b of board) expect(distance(colours[0]!, b)).toBeGreaterThan(FROM_BOARD);
    expect(distance(colours[0]!, water)).toBeLessThan(80);
    expect(notes).toEqual([
      `Team 1's colour ${water} is too close to a colour of the board: the board shows it as ${colours[0]}.`,
    ]);
  });

  it("too close to another team's colour, or too light for white numbers, gives way too", () => {
    const { colours, notes } = boardTeamColours(2, [null, '#1d4ed8']); // the team builder's blue
    expect(distance(colours[1]!, teamColour(0))).toBeGreaterThan(FROM_TEAM);
    expect(notes[0]).toMatch(/^Team 2's colour #1d4ed8 is too close to another team's colour/);
    const light = boardTeamColours(2, ['#fef08a', '#fef08a']);
    expect(light.notes).toHaveLength(2);
    expect(light.notes[0]).toMatch(/too light for the white numbers/);
    expect(distance(light.colours[0]!, light.colours[1]!)).toBeGreaterThan(FROM_TEAM);
  });
});
