import type { PublicState } from '@dungeonbowl/engine';

/**
 * Short letters for each position of a team, drawn on its players' discs so that an Ogre is not
 * taken for a Lineman: the first letter of the position's last word ("Blitzer" B), else its first
 * two or three letters ("Big Un Blocker" Bl) or the words' initials, whichever no other position
 * of the team has. The positions with most players choose first, so the Linemen keep their L, then
 * those of fewest words.
 */
export function positionLetters(state: PublicState): Map<string, string> {
  const letters = new Map<string, string>(); // key: team and position
  const teams = new Set(state.players.map((p) => p.team));
  for (const team of teams) {
    const counts = new Map<string, number>();
    for (const p of state.players)
      if (p.team === team) counts.set(p.position, (counts.get(p.position) ?? 0) + 1);
    const taken = new Set<string>();
    const words = (position: string) => position.split(/\s+/).length;
    const byCount = [...counts].sort(
      (a, b) => b[1] - a[1] || words(a[0]) - words(b[0]) || a[0].localeCompare(b[0]),
    );
    for (const [position] of byCount) {
      const parts = position.split(/\s+/).filter(Boolean);
      const last = parts.at(-1) ?? position;
      const initials = parts.map((w) => w[0]!.toUpperCase()).join('');
      const candidates = [last.slice(0, 1), last.slice(0, 2), last.slice(0, 3), initials, position];
      const code = candidates.find((c) => !taken.has(c)) ?? position;
      taken.add(code);
      letters.set(positionKey(team, position), code);
    }
  }
  return letters;
}

export const positionKey = (team: number, position: string) => `${team}:${position}`;
