import type { Dispatch } from 'react';
import { rosterFor, type TeamProblem, type TeamSheet } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import { playerRemoved, playerRenamed } from './teamBuilderSlice';

interface Props {
  readonly sheet: TeamSheet;
  readonly problems: readonly TeamProblem[];
  readonly listName: string | null;
  readonly dispatch: Dispatch<UnknownAction>;
}

/** The team's players by shirt number, to rename or send away; a player's own problems beside him. */
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
      )}
    </section>
  );
}
