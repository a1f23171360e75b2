import { TEAM_COLOUR } from '@dungeonbowl/online-protocol';
import { terrainFills } from '@dungeonbowl/ui';
import { BOARD_MARK_COLOURS } from './board-colours';

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

/** How far a team's colour stays from every colour of the board, and from another team's. */
export const FROM_BOARD = 40;
export const FROM_TEAM = 60;

const rgb = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** How far apart two colours (#rrggbb) are: the distance between them in RGB, 0 to 441. */
export function colourDistance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
}

/** Whether white letters read on a colour: a contrast of 3 to 1 at least, as for large text. */
function whiteReads(colour: string): boolean {
  const [r, g, b] = rgb(colour).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05) >= 3;
}

const BOARD: readonly string[] = [...Object.values(terrainFills), ...BOARD_MARK_COLOURS];

/** Why a colour will not do on the board beside the teams' colours taken, or null if it will. */
function clash(colour: string, taken: readonly string[]): string | null {
  if (!whiteReads(colour)) return 'too light for the white numbers on the discs';
  if (BOARD.some((b) => colourDistance(colour, b) <= FROM_BOARD))
    return 'too close to a colour of the board';
  if ([...taken, MONSTER].some((t) => colourDistance(colour, t) <= FROM_TEAM))
    return "too close to another team's colour or the monsters'";
  return null;
}

/** Every 17th step of each of red, green and blue: the colours a clashing choice may move to. */
const STEPS = Array.from({ length: 16 }, (_, i) => i * 17);
const hex = (v: number) => v.toString(16).padStart(2, '0');

/** The colour nearest to `wanted` that clashes with nothing taken. */
function nearestDistinct(wanted: string, taken: readonly string[]): string {
  let best = '';
  let bestDistance = Infinity;
  for (const r of STEPS)
    for (const g of STEPS)
      for (const b of STEPS) {
        const colour = `#${hex(r)}${hex(g)}${hex(b)}`;
        const d = colourDistance(colour, wanted);
        if (d < bestDistance && clash(colour, taken) === null) [best, bestDistance] = [colour, d];
      }
  return best;
}

/** The teams' colours on the board, and what was changed from the coaches' choices and why. */
export interface TeamColours {
  readonly colours: readonly string[];
  /** One sentence a team whose chosen colour the board cannot use as it is. */
  readonly notes: readonly string[];
}

/**
 * The colour of each of `count` teams on the board: the one its coach chose (in the team builder,
 * or in a team sheet file) where there is one, else the team's own of `teamColour`. A chosen
 * colour too close to a colour of the board or to another team's, or too light for white numbers,
 * gives way to the nearest colour that is none of these, and a note says so.
 */
export function boardTeamColours(
  count: number,
  chosen: readonly (string | null | undefined)[] = [],
): TeamColours {
  const wanted = Array.from({ length: count }, (_, i) => {
    const c = chosen[i];
    return typeof c === 'string' && TEAM_COLOUR.test(c) ? c.toLowerCase() : undefined;
  });
  // The teams that chose nothing keep theirs; the chosen colours then make room for them.
  const colours = wanted.map((w, i) => (w === undefined ? teamColour(i) : ''));
  const notes: string[] = [];
  for (const [i, w] of wanted.entries()) {
    if (w === undefined) continue;
    const taken = colours.filter((c, j) => c !== '' && j !== i);
    const why = clash(w, taken);
    colours[i] = why === null ? w : nearestDistinct(w, taken);
    if (why !== null)
      notes.push(`Team ${i + 1}'s colour ${w} is ${why}: the board shows it as ${colours[i]}.`);
  }
  return { colours, notes };
}

/** A player's colour on the board: his team's of `colours`, a monster's for a dungeon monster. */
export const pieceColour = (colours: readonly string[], team: number): string =>
  team < 0 ? teamColour(team) : (colours[team] ?? teamColour(team));
