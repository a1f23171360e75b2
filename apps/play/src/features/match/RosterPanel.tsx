import type { Action, MatchView } from '@dungeonbowl/engine';
import { squareWords } from '../log/square-words';
import { casualtyName } from './injury-words';
import { isSettingUp } from './phase';
import { pieceColour } from './team-colours';
import { useTeamColours } from './use-team-colours';

interface Props {
  readonly view: MatchView;
  readonly selected: string | null;
  readonly busy: boolean;
  readonly onSelect: (player: string) => void;
  readonly onAct: (action: Action) => void;
}

const boxWords = { reserves: 'Reserves', ko: 'KO', casualty: 'Casualty', lost: 'Lost' } as const;
const stanceWords = { standing: '', prone: ', prone', stunned: ', stunned' } as const;

/**
 * The team of the coach at the screen, player by player: where each is, and a click selects him
 * (the same as clicking his disc, and the way to pick a Reserve to set up, or to see the card of a
 * player in the dugout: a Casualty's result, BB-INJ-6). Players in the dugout carry what may be
 * done for them now: the pit teleporter, the Magic Sponge. It folds away.
 */
export function RosterPanel({ view, selected, busy, onSelect, onAct }: Props) {
  const teamColours = useTeamColours();
  if (view.viewer === null) return null;
  const state = view.state;
  const team = state.players.filter((p) => p.team === view.viewer);
  const mayAct = (id: string) => view.actions.some((a) => a.type === 'activate' && a.player === id);
  const dugoutActions = (id: string) =>
    view.actions.filter(
      (a) => (a.type === 'pit-teleport' || a.type === 'sponge') && a.player === id,
    );
  return (
    <section className="roster" aria-label="Your team">
      <details open>
        <summary>
          <span
            className="team-dot"
            style={{ background: pieceColour(teamColours, view.viewer) }}
          />{' '}
          {state.teams[view.viewer]?.name}
        </summary>
        <ul>
          {team.map((p) => (
            <li key={p.id} className={p.id === selected ? 'selected' : undefined}>
              <button
                type="button"
                className={mayAct(p.id) ? 'roster-player may-act' : 'roster-player'}
                onClick={() => onSelect(p.id)}
              >
                #{p.number} {p.name} <small>{p.position}</small>
              </button>
              <small className="where">
                {p.box
                  ? `${boxWords[p.box]}${p.casualty ? ` (${casualtyName(p.casualty)})` : ''}${p.waits > 0 ? `, waits ${p.waits}` : ''}`
                  : `${p.at ? squareWords(p.at, state.board.floors.length) : ''}${stanceWords[p.stance]}${p.activated ? ', acted' : ''}`}
              </small>
              {dugoutActions(p.id).map((a, i) => (
                <button key={i} type="button" disabled={busy} onClick={() => onAct(a)}>
                  {a.type === 'pit-teleport' ? 'Pit teleporter' : 'Magic Sponge'}
                </button>
              ))}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** The end-zone roll-off, round by round: each team's 2D6 (DB-SETUP-12). */
export function RollOffPanel({ view }: { view: MatchView }) {
  const teamColours = useTeamColours();
  const rolls = view.state.setup?.rolls ?? [];
  if (rolls.length === 0 || !isSettingUp(view.state)) return null;
  return (
    <section className="roll-off" aria-label="End-zone roll-off">
      <h3>End-zone roll-off</h3>
      {rolls.map((round, r) => (
        <p key={r}>
          {round.map((roll) => (
            <span key={roll.team} className="roll">
              <span
                className="team-dot"
                style={{ background: pieceColour(teamColours, roll.team) }}
              />{' '}
              {view.state.teams[roll.team]?.name}: {roll.dice[0]} + {roll.dice[1]} ={' '}
              <strong>{roll.dice[0] + roll.dice[1]}</strong>
            </span>
          ))}
        </p>
      ))}
    </section>
  );
}
