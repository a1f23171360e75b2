import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { printable } from '@dungeonbowl/dungeon-schema/node';
import type { FairnessReport, Spread } from '../src/index';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const plural = (n: number, word: string) =>
  `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
const number = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** `2 / 3 / 5 (of 480 games; 1 to 12)`: quartiles and median, how many games, least and most. */
function spreadWords(spread: Spread | null, games: number): string {
  if (!spread) return 'never';
  return `${number(spread.q1)} / ${number(spread.median)} / ${number(spread.q3)}   (in ${spread.games} of ${games} games; ${spread.min} to ${spread.max})`;
}

/** The busiest squares of a floor for one count: `(12,7) 9, (11,6) 7`. */
function busiest(
  squares: FairnessReport['heat'][number]['squares'],
  field: 'knockedDown' | 'lost',
  count: number,
): string {
  const top = squares
    .filter((s) => s[field] > 0)
    .sort((a, b) => b[field] - a[field] || a.y - b.y || a.x - b.x)
    .slice(0, count);
  return top.length === 0 ? 'none' : top.map((s) => `(${s.x},${s.y}) ${s[field]}`).join(', ');
}

/** The fairness report as a designer reads it, in lines, the map's names with control characters escaped. */
export function describeFairness(report: FairnessReport, map: DungeonMap, seconds: number): string {
  const floorName = (floor: number) => map.floors[floor]?.name ?? `floor ${floor}`;
  const bots = [...new Set(report.agents)].join(' and ');
  const placings =
    report.endZones.length === report.teams ? 'in turn' : 'in turn, and each set of them is used';
  const lines = [
    `${report.map}: ${plural(report.games, 'game')}, ${report.teams} teams, all alike (the ${report.roster} roster's ready-made team), ${bots} bots, seed ${report.seed}, at most ${report.maxRounds} rounds`,
    `The teams start in each end zone ${placings}.`,
    '',
    `Wins per end zone, of the games won (a draw counts for none), with its interval (${(report.intervalConfidence * 100).toFixed(1).replace(/\.0$/, '')}% each, 95% for the ${report.endZones.length} together); an even share is ${percent(report.evenShare)}:`,
    ...report.endZones.map((z) => {
      const share =
        z.share === null
          ? 'no game won'
          : `${percent(z.share).padStart(4)}   ${percent(z.low)} to ${percent(z.high)}`;
      const flag =
        z.verdict === 'favoured'
          ? '   MORE than even'
          : z.verdict === 'unfavoured'
            ? '   LESS than even'
            : '';
      return `  ${z.endZone.padEnd(4)} ${String(z.wins).padStart(5)} of ${String(z.decided).padEnd(6)} ${share}${flag}`;
    }),
    report.verdict,
    '',
    'Rounds, first quartile / median / third quartile:',
    `  to the first chest opened   ${spreadWords(report.rounds.firstChest, report.games)}`,
    `  to the ball found           ${spreadWords(report.rounds.ballFound, report.games)}`,
    `  to the touchdown            ${spreadWords(report.rounds.touchdown, report.games)}`,
    `Draws at the round limit: ${report.draws.roundLimit} of ${report.games} (${percent(report.draws.roundLimitShare)})${report.draws.nobodyLeft > 0 ? `; with nobody left to play: ${report.draws.nobodyLeft}` : ''}`,
    '',
    'Chests: opened first / the ball found in it',
    ...report.chests.map(
      (c) =>
        `  chest ${c.chest + 1}  ${`${floorName(c.at.floor)} (${c.at.x},${c.at.y})`.padEnd(24)} ${percent(c.firstOpenedShare).padStart(4)}   ${percent(c.ballFoundShare).padStart(4)}`,
    ),
    `Touchdowns scored in: ${report.touchdowns.map((t) => `${t.endZone} ${percent(t.share)} (${t.count})`).join(', ')}`,
    '',
    'Where players went down, the busiest squares of each floor:',
    ...(report.heat.length === 0
      ? ['  nobody']
      : report.heat.flatMap((f) => [
          `  ${floorName(f.floor)}: knocked down ${busiest(f.squares, 'knockedDown', 5)}`,
          `  ${' '.repeat(floorName(f.floor).length)}  lost ${busiest(f.squares, 'lost', 5)}`,
        ])),
    '',
    `Played in ${seconds.toFixed(1)} s (${seconds > 0 ? (report.games / seconds).toFixed(1) : '-'} games/s).`,
  ];
  return lines.map(printable).join('\n');
}
