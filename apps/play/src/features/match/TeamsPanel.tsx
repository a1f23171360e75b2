import { mechanismMarks, type PublicState } from '@dungeonbowl/engine';
import { coachLabels, type Coach } from './match-record';
import { teamColour } from './team-colours';

interface Props {
  readonly state: PublicState;
  readonly coaches: readonly Coach[];
  readonly acting: number | null;
}

/** Each team's coach, re-rolls, apothecaries and boxes (Reserves, KO, casualties, lost), and the chests left. */
export function TeamsPanel({ state, coaches, acting }: Props) {
  const count = (team: number, box: string) =>
    state.players.filter((p) => p.team === team && p.box === box).length;
  return (
    <section className="teams-panel" aria-label="Teams">
      <table>
        <thead>
          <tr>
            <th>Team</th>
            <th title="Team re-rolls left">RR</th>
            <th title="Apothecaries left (BB-INJ-10)">Apo</th>
            <th title="Reserves">Res</th>
            <th title="Knocked out">KO</th>
            <th title="Casualties">Cas</th>
            <th title="Lost in the interstice">Lost</th>
          </tr>
        </thead>
        <tbody>
          {state.teams.map((t, i) => (
            <tr key={i} className={i === acting ? 'acting' : undefined}>
              <td>
                <span className="team-dot" style={{ background: teamColour(i) }} /> {t.name}
                <small> · {coachLabels[coaches[i] ?? 'human']}</small>
                {state.conceded?.includes(i) && <small> · conceded</small>}
              </td>
              <td>{t.rerolls}</td>
              <td>{t.apothecaries ?? 0}</td>
              <td>{count(i, 'reserves')}</td>
              <td>{count(i, 'ko')}</td>
              <td>{count(i, 'casualty')}</td>
              <td>{count(i, 'lost')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mechanisms" aria-label="The dungeon">
        {mechanismMarks(state).map((mark, i) => (
          <li key={i}>{mark.label}</li>
        ))}
      </ul>
      <p className="chests-left">
        Chests still closed: {state.chests.length}
        {state.ballFoundBy !== null ? ' · the ball has been found' : ''}
      </p>
    </section>
  );
}
