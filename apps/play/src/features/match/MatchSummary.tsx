import { summarise, type PublicState } from '@dungeonbowl/engine';
import type { MatchRecord } from './match-record';
import { teamColour } from './team-colours';

interface Props {
  readonly record: MatchRecord;
  readonly state: PublicState;
  readonly onReplay: () => void;
  readonly onExport: () => void;
}

const endings = {
  touchdown: 'Touchdown',
  'round-limit': 'Draw: the round limit was reached',
  'nobody-left': 'Draw: nobody was left to play',
} as const;

/** The end of a match: who won and how, and what it cost each team. */
export function MatchSummary({ record, state, onReplay, onExport }: Props) {
  const summary = summarise(state, record.map.chests.length, record.actions.length);
  const winner = summary.winner === null ? null : state.teams[summary.winner];
  return (
    <div className="summary-backdrop">
      <section className="summary" role="dialog" aria-label="Match summary">
        <h2>{winner ? `${winner.name} win!` : 'A draw'}</h2>
        <p>
          {summary.reason ? endings[summary.reason] : ''}
          {summary.scorer ? ` by ${summary.scorer.name}` : ''} in round {summary.rounds}, after{' '}
          {summary.actions} actions; {summary.chestsOpened} of {record.map.chests.length} chests
          opened.
        </p>
        <table>
          <thead>
            <tr>
              <th>Team</th>
              <th>Casualties suffered</th>
              <th>Lost in the interstice</th>
            </tr>
          </thead>
          <tbody>
            {state.teams.map((t, i) => (
              <tr key={i}>
                <td>
                  <span className="team-dot" style={{ background: teamColour(i) }} /> {t.name}
                </td>
                <td>{summary.casualties[i]}</td>
                <td>{summary.playersLost[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="choices">
          <button type="button" onClick={onReplay}>
            Watch the replay
          </button>
          <button type="button" onClick={onExport}>
            Export the match
          </button>
        </div>
      </section>
    </div>
  );
}
