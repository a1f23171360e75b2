import { mechanismMarks, type PublicState } from '@dungeonbowl/engine';
import { coachLabels, type Coach } from './match-record';
import {
  answerKey,
  defaultAnswer,
  tackleZoneAnswerLabels,
  type TackleZoneAnswer,
} from './tackle-zone-answers';
import { useTeamColours } from './use-team-colours';

interface Props {
  readonly state: PublicState;
  readonly coaches: readonly Coach[];
  readonly acting: number | null;
  /** With 3 or 4 teams, each coach's standing answers about tackle zones (DB-MULTI-5); none in a replay. */
  readonly answers?: Readonly<Record<string, TackleZoneAnswer>>;
  readonly onAnswer?: (coach: number, mover: number, answer: TackleZoneAnswer) => void;
}

/**
 * Each team's coach, re-rolls, apothecaries and boxes (Reserves, KO, casualties, lost), the chests
 * left, and what the dungeon's mechanisms are doing (folded).
 */
export function TeamsPanel({ state, coaches, acting, answers, onAnswer }: Props) {
  const colours = useTeamColours();
  const count = (team: number, box: string) =>
    state.players.filter((p) => p.team === team && p.box === box).length;
  // The dungeon's state takes a line a mechanism, twenty on some maps: folded, not to push the rest away.
  const marks = mechanismMarks(state);
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
                <span className="team-dot" style={{ background: colours[i] }} /> {t.name}
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
      {state.teams.length > 2 && answers && onAnswer && (
        <TackleZoneAnswers
          teams={state.teams.map((t) => t.name)}
          coaches={coaches}
          colours={colours}
          answers={answers}
          onAnswer={onAnswer}
        />
      )}
      {marks.length > 0 && (
        <details className="dungeon-status">
          <summary>The dungeon: {marks.length} things to know</summary>
          <ul className="mechanisms" aria-label="The dungeon">
            {marks.map((mark, i) => (
              <li key={i}>{mark.label}</li>
            ))}
          </ul>
        </details>
      )}
      <p className="chests-left">
        Chests still closed: {state.chests.length}
        {state.ballFoundBy !== null ? ' · the ball has been found' : ''}
      </p>
    </section>
  );
}

/**
 * With 3 or 4 teams, what each person coaching answers when asked whether his players mark
 * another team's mover (DB-MULTI-5): always, never, or ask him each time. Bots answer for
 * themselves.
 */
function TackleZoneAnswers({
  teams,
  coaches,
  answers,
  onAnswer,
  colours,
}: {
  readonly teams: readonly string[];
  readonly colours: readonly string[];
  readonly coaches: readonly Coach[];
  readonly answers: Readonly<Record<string, TackleZoneAnswer>>;
  readonly onAnswer: NonNullable<Props['onAnswer']>;
}) {
  const people = teams.flatMap((name, coach) =>
    (coaches[coach] ?? 'human') === 'human' ? [{ name, coach }] : [],
  );
  if (people.length === 0) return null;
  return (
    <details className="tackle-zone-answers">
      <summary>Tackle zones: who marks whom</summary>
      {people.map(({ name, coach }) => (
        <fieldset key={coach}>
          <legend>
            <span className="team-dot" style={{ background: colours[coach] }} /> {name} mark
          </legend>
          {teams.map((other, mover) =>
            mover === coach ? null : (
              <label key={mover}>
                {other}{' '}
                <select
                  aria-label={`${name} mark ${other}`}
                  value={answers[answerKey(coach, mover)] ?? defaultAnswer}
                  onChange={(e) => onAnswer(coach, mover, e.target.value as TackleZoneAnswer)}
                >
                  {Object.entries(tackleZoneAnswerLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            ),
          )}
        </fieldset>
      ))}
    </details>
  );
}
