/** One colour a team, in team order, told apart on every terrain and by most colour-blind eyes. */
const COLOURS = ['#2563eb', '#dc2626', '#16a34a', '#9333ea'] as const;

export const teamColour = (team: number): string => COLOURS[team % COLOURS.length]!;
