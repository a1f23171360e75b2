import type { Dispatch } from 'react';
import { rosterFor, type TeamProblem, type TeamSheet } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import { playerNigglingChanged, playerRemoved, playerRenamed } from './teamBuilderSlice';

interface Props {
  readonly sheet: TeamSheet;
  readonly problems: readonly TeamProblem[];
  readonly listName: string | null;
  readonly dispatch: Dispatch<UnknownAction>;
}

/**
 * The team's players by shirt number, to rename, to give the Niggling Injuries a league recorded
 * (BB-INJ-8), or to send away; a player's own problems beside him.
 */
export function PlayerList({ sheet, problems, listName, dispatch }: Props) {
  const positions = rosterFor(sheet.rosterId)?.positions ?? [];
  const players = sheet.players.toSorted((a, b) => a.number - b.number);
  return (
    <section className="team-players" aria-label="Players">
      <h3>
        {players.length} player{players.length === 1 ? '' : 's'}
        {listName && <small> · {listName}</small>}
      </h3>
      {players.length === 0 ? (
        <p>Add players with the + of their position.</p>
      ) : (
        <>
          <p className="players-legend">
            Beside each player, his Niggling Injuries from earlier matches: +1 each to his Casualty
            rolls (BB-INJ-8).
          </p>
          <ol>
            {players.map((player) => {
              const position = positions.find((p) => p.id === player.positionId);
              const own = problems.filter((p) => p.playerNumber === player.number);
              return (
                <li key={player.number} className={own.length > 0 ? 'has-problem' : undefined}>
                  <span className="shirt">#{player.number}</span>
                  <input
                    aria-label={`Name of player ${player.number}`}
                    value={player.name}
                    onChange={(e) =>
                      dispatch(playerRenamed({ number: player.number, name: e.target.value }))
                    }
                  />
                  <span className="player-position" title={position?.name}>
                    {position?.name ?? player.positionId}
                  </span>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    className="niggling"
                    aria-label={`Niggling Injuries of player ${player.number}`}
                    title="Niggling Injuries from earlier matches: +1 each to his Casualty rolls (BB-INJ-8)"
                    value={player.nigglingInjuries ?? 0}
                    onChange={(e) =>
                      dispatch(
                        playerNigglingChanged({
                          number: player.number,
                          count: e.target.value === '' ? 0 : Number(e.target.value),
                        }),
                      )
                    }
                  />
                  <button
                    type="button"
                    aria-label={`Remove player ${player.number}`}
                    onClick={() => dispatch(playerRemoved(player.number))}
                  >
                    ✕
                  </button>
                  {own.map((p, i) => (
                    <small key={i} className="player-problem">
                      {p.message}
                    </small>
                  ))}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
