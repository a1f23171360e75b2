import { useEffect, useMemo, useReducer, useRef } from 'react';
import { BB2020_ROSTERS, COLLEGES, type TeamSheet } from '@dungeonbowl/engine';
import { downloadFile } from '@dungeonbowl/ui';
import { TEAM_OFFERS } from '../start/team-choice';
import { PositionTable, TallyText } from './PositionTable';
import { PlayerList } from './PlayerList';
import { TeamCosts } from './TeamCosts';
import {
  colourPicked,
  teamBuilderReducer,
  teamListChosen,
  teamOpened,
  teamRenamed,
} from './teamBuilderSlice';
import { summariseTeam } from './team-summary';
import { teamSheetFileName, teamSheetText } from './team-sheet-file';
import './team-builder.css';

interface Props {
  /** The team to start from: the slot's ready team or own team. */
  readonly start: TeamSheet;
  /** The coach uses the team, which `checkTeam` found legal. */
  readonly onUse: (sheet: TeamSheet) => void;
  readonly onCancel: () => void;
}

/**
 * The team builder: a team list (a BB2020 roster or a College of Magic), a name, players by
 * position, re-rolls and an apothecary, with the cost and the engine's problems shown live.
 */
export function TeamBuilder({ start, onUse, onCancel }: Props) {
  const [sheet, dispatch] = useReducer(teamBuilderReducer, start);
  const summary = useMemo(() => summariseTeam(sheet), [sheet]);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
  }, []);

  const save = () =>
    downloadFile(
      new Blob([teamSheetText(sheet)], { type: 'application/json' }),
      teamSheetFileName(sheet),
    );
  const usable = summary.problems.length === 0;

  return (
    <dialog
      ref={dialog}
      className="team-builder"
      aria-labelledby="team-builder-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className="team-builder-body">
        <h2 id="team-builder-title">Team builder</h2>
        <div className="team-builder-row">
          <label>
            Team list{' '}
            <select
              aria-label="Team list"
              value={sheet.rosterId}
              onChange={(e) => dispatch(teamListChosen(e.target.value))}
            >
              <optgroup label="Blood Bowl 2020 rosters">
                {BB2020_ROSTERS.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Colleges of Magic (Jervis 1998)">
                {COLLEGES.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}: {c.races.main.name}, {c.races.other.name}, {c.races.last.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <label>
            Start from a ready team{' '}
            <select
              aria-label="Start from a ready team"
              value=""
              onChange={(e) => {
                const offer = TEAM_OFFERS.find((o) => o.id === e.target.value);
                if (offer) dispatch(teamOpened(offer.sheet));
              }}
            >
              <option value="">Choose…</option>
              {TEAM_OFFERS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="team-builder-row">
          <label>
            Team name{' '}
            <input
              aria-label="Team name"
              value={sheet.name}
              placeholder="The team's name"
              onChange={(e) => dispatch(teamRenamed(e.target.value))}
            />
          </label>
          <label>
            Colours{' '}
            <input
              type="color"
              aria-label="Primary colour"
              value={sheet.colours.primary}
              onChange={(e) => dispatch(colourPicked({ which: 'primary', colour: e.target.value }))}
            />{' '}
            <input
              type="color"
              aria-label="Secondary colour"
              value={sheet.colours.secondary}
              onChange={(e) =>
                dispatch(colourPicked({ which: 'secondary', colour: e.target.value }))
              }
            />
          </label>
        </div>

        <PositionTable groups={summary.groups} dispatch={dispatch} />
        {summary.roles.length > 0 && (
          <p className="college-roles">
            Whole team (DB-TEAM-8):{' '}
            {summary.roles.map((tally) => (
              <span key={tally.label}>
                {tally.label} <TallyText tally={tally} />
              </span>
            ))}
          </p>
        )}

        <div className="team-builder-columns">
          <PlayerList
            sheet={sheet}
            problems={summary.problems}
            listName={summary.listName}
            dispatch={dispatch}
          />
          <TeamCosts sheet={sheet} summary={summary} dispatch={dispatch} />
        </div>
      </div>

      <footer className="team-builder-footer">
        <section className="team-problems" aria-label="Problems" aria-live="polite">
          {usable ? (
            <p className="team-ok">No problem: this team may play.</p>
          ) : (
            <ul>
              {summary.problems.map((p, i) => (
                <li key={i}>
                  {p.ruleId && <code>{p.ruleId}</code>} {p.message}
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="team-builder-buttons">
          <button type="button" onClick={save}>
            Save team sheet
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="start-button"
            disabled={!usable}
            title={usable ? undefined : 'Fix the problems above first'}
            onClick={() => onUse(sheet)}
          >
            Use this team
          </button>
        </div>
      </footer>
    </dialog>
  );
}
