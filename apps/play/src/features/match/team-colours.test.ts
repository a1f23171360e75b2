import { describe, expect, it } from 'vitest';
import { terrainFills } from '@dungeonbowl/ui';
import { BOARD_MARK_COLOURS } from './board-colours';
import { teamColour } from './team-colours';

/** How far apart two colours are: the distance between them in RGB, 0 to 441. */
function distance(a: string, b: string): number {
  const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
}

describe('the teams’ colours on the board', () => {
  const teams = [0, 1, 2, 3].map(teamColour);

  it('are told apart from every terrain, shade and tint of the board', () => {
    for (const team of teams)
      for (const board of [...Object.values(terrainFills), ...BOARD_MARK_COLOURS])
        expect(distance(team, board), `${team} against ${board}`).toBeGreaterThan(40);
  });

  it('are told apart from one another and from the monsters’', () => {
    const all = [...teams, teamColour(-1)];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1))
        expect(distance(a, b), `${a} against ${b}`).toBeGreaterThan(60);
  });
});
