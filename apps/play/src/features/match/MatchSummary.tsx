import {
  summarise,
  type PublicState,
  type SppAward,
  type SppReason,
  type TeamPostMatch,
} from '@dungeonbowl/engine';
import { lastingInjuryWords } from './injury-words';
import type { MatchRecord } from './match-record';
import { pieceColour } from './team-colours';
import { useTeamColours } from './use-team-colours';

interface Props {
  readonly record: MatchRecord;
  readonly state: PublicState;
  readonly onReplay: () => void;
  readonly onExport: () => void;
  /** Shuts the summary, to look at the board as the match ended. */
  readonly onClose: () => void;
}

const endings = {
  touchdown: 'Touchdown',
  'round-limit': 'Draw: the round limit was reached',
  'nobody-left': 'Draw: nobody was left to play',
  conceded: 'Won by concession',
} as const;

const reasons: Record<SppReason, string> = {
  'ball-found': 'found the ball',
  touchdown: 'touchdown',
  completion: 'completion',
  deflection: 'deflection',
  interception: 'interception',
  casualty: 'casualty',
  standing: 'standing at the end',
  mvp: 'MVP',
  monster: 'took out a monster',
};

/** A player's SPP earned in the match, and the reasons, e.g. "touchdown 5, standing at the end 1". */
function sppByPlayer(awards: readonly SppAward[]): Map<string, { total: number; why: string }> {
  const byPlayer = new Map<string, Map<SppReason, number>>();
  for (const a of awards) {
    const mine = byPlayer.get(a.player) ?? new Map<SppReason, number>();
    mine.set(a.reason, (mine.get(a.reason) ?? 0) + a.spp);
    byPlayer.set(a.player, mine);
  }
  return new Map(
    [...byPlayer].map(([player, mine]) => [
      player,
      {
        total: [...mine.values()].reduce((sum, n) => sum + n, 0),
        why: [...mine].map(([reason, n]) => `${reasons[reason]} ${n}`).join(', '),
      },
    ]),
  );
}

const fansText = (t: TeamPostMatch): string =>
  `${t.fansChange > 0 ? '+1' : t.fansChange < 0 ? '−1' : 'no change'}${t.fansRoll === null ? '' : ` (rolled ${t.fansRoll}${t.fansModifier ? ` ${t.fansModifier}` : ''})`}, now ${t.dedicatedFans}`;

const gold = (gp: number): string => `${gp.toLocaleString('en-GB')} gp`;

/** The end of a match: who won and how, and what it cost each team. */
export function MatchSummary({ record, state, onReplay, onExport, onClose }: Props) {
  const teamColours = useTeamColours();
  const summary = summarise(state, record.map.chests.length, record.actions.length);
  const winner = summary.winner === null ? null : state.teams[summary.winner];
  const post = state.postMatch;
  const earned = sppByPlayer(state.spp.awards);
  const nameOf = (id: string | null) => state.players.find((p) => p.id === id)?.name ?? '—';
  return (
    <div className="summary-backdrop">
      <section className="summary" role="dialog" aria-label="Match summary">
        <h2>{winner ? `${winner.name} win!` : 'A draw'}</h2>
        <p>
          {summary.reason ? endings[summary.reason] : ''}
          {summary.scorer ? ` by ${summary.scorer.name}` : ''}
          {state.conceded?.length
            ? ` (${state.conceded.map((t) => state.teams[t]?.name).join(', then ')} conceded)`
            : ''}{' '}
          in round {summary.rounds}, after {summary.actions} actions; {summary.chestsOpened} of{' '}
          {record.map.chests.length} chests opened.
        </p>
        {record.seed !== '' && (
          <p className="seed-note">
            Seed {record.seed}:{' '}
            {record.seedTyped
              ? 'typed by a coach before the match, so whoever knew it could know the dice in advance.'
              : 'drawn at random when the match began.'}
          </p>
        )}
        <table>
          <thead>
            <tr>
              <th>Team</th>
              <th>Casualties suffered</th>
              <th>Lost in the interstice</th>
              {post && (
                <>
                  <th>Winnings</th>
                  <th>MVP</th>
                  <th>Dedicated Fans</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {state.teams.map((t, i) => (
              <tr key={i}>
                <td>
                  <span className="team-dot" style={{ background: pieceColour(teamColours, i) }} />{' '}
                  {t.name}
                </td>
                <td>{summary.casualties[i]}</td>
                <td>{summary.playersLost[i]}</td>
                {post?.teams[i] && (
                  <>
                    <td>{gold(post.teams[i].winnings)}</td>
                    <td>{nameOf(post.teams[i].mvp)}</td>
                    <td>{fansText(post.teams[i])}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        {summary.lastingInjuries && (
          <section aria-label="Lasting injuries">
            <h3>Lasting injuries</h3>
            <ul className="injury-list">
              {summary.lastingInjuries.map((l) => (
                <li key={l.id}>
                  <span
                    className="team-dot"
                    style={{ background: pieceColour(teamColours, l.team) }}
                  />{' '}
                  {l.name}: {lastingInjuryWords(l.injury)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {earned.size > 0 && (
          <section aria-label="Star Player Points">
            <h3>Star Player Points earned</h3>
            <ul className="spp-list">
              {state.players
                .filter((p) => earned.has(p.id))
                .map((p) => (
                  <li key={p.id}>
                    <span
                      className="team-dot"
                      style={{ background: pieceColour(teamColours, p.team) }}
                    />{' '}
                    {p.name} (#{p.number}): {earned.get(p.id)!.total} SPP — {earned.get(p.id)!.why}
                  </li>
                ))}
            </ul>
          </section>
        )}
        <div className="choices">
          <button type="button" onClick={onReplay}>
            Watch the replay
          </button>
          <button type="button" onClick={onExport}>
            Export the match
          </button>
          <button type="button" onClick={onClose}>
            Look at the board
          </button>
        </div>
      </section>
    </div>
  );
}
