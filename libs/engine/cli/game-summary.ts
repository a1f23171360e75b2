import {
  LASTING_INJURIES,
  type GameSummary,
  type LastingInjuryLine,
  type MatchEndReason,
} from '../src/index';

const endings: Record<MatchEndReason, string> = {
  touchdown: 'touchdown',
  'round-limit': 'draw at the round limit',
  'nobody-left': 'draw, nobody left to play',
  conceded: 'the others conceded',
};

/** A Lasting Injury as a person reads it: `Grim Ironfist (0-3) smashed knee, -1 MA` (BB-INJ-7). */
const lastingWords = ({ id, name, injury }: LastingInjuryLine): string =>
  `${name} (${id}) ${injury.replaceAll('-', ' ')}, -1 ${LASTING_INJURIES[injury].toUpperCase()}`;

/**
 * One line for a person: `team 0 (human) won in round 9, touchdown by ...; casualties 0/1, ...;
 * lasting injuries: ...; winnings 15,000/9,000 gp`, the lasting injuries only when there are some.
 */
export function describeGame(summary: GameSummary, teamLabels: readonly string[]): string {
  const { winner, reason, rounds, scorer } = summary;
  const outcome =
    reason === null
      ? `not finished after ${rounds} round${rounds === 1 ? '' : 's'}`
      : winner !== null && reason === 'conceded'
        ? `team ${winner} (${teamLabels[winner] ?? '?'}) won in round ${rounds}, ${endings[reason]}`
        : winner !== null
          ? `team ${winner} (${teamLabels[winner] ?? '?'}) won in round ${rounds}, touchdown by ${scorer?.name ?? '?'} (${scorer?.id ?? '?'})`
          : `${endings[reason]} after ${rounds} round${rounds === 1 ? '' : 's'}`;
  const winnings = summary.postMatch
    ? `; winnings ${summary.postMatch.teams.map((t) => t.winnings.toLocaleString('en-GB')).join('/')} gp`
    : '';
  const lasting = summary.lastingInjuries
    ? `; lasting injuries: ${summary.lastingInjuries.map(lastingWords).join('; ')}`
    : '';
  return `${outcome}; casualties ${summary.casualties.join('/')}, chests opened ${summary.chestsOpened}, players lost ${summary.playersLost.join('/')}, ${summary.actions} actions${lasting}${winnings}`;
}
