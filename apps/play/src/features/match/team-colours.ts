/**
 * One colour a team, in team order, each with white letters readable on it, told apart from one
 * another, from every colour of the board (terrain, shades, marks: `team-colours.test.ts`
 * checks) and by most colour-blind eyes: deep blue, crimson, dark teal, pink.
 */
const COLOURS = ['#1e40af', '#9f1239', '#0f766e', '#db2777'] as const;

/** A dungeon monster's, which belongs to no team (DB-GOBLOURS-1), as its piece on the board. */
const MONSTER = '#4c1d95';

export const teamColour = (team: number): string =>
  team < 0 ? MONSTER : COLOURS[team % COLOURS.length]!;
