/** One colour a team, in team order, told apart on every terrain and by most colour-blind eyes. */
const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea'] as const;

/** A dungeon monster's, which belongs to no team (DB-GOBLOURS-1), as its piece on the board. */
const MONSTER = '#4c1d95';

export const teamColour = (team: number): string =>
  team < 0 ? MONSTER : COLOURS[team % COLOURS.length]!;
