import type { Dispatch } from 'react';
import { formatGold, writtenSkills, type Position } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import { playerAdded, positionPlayerRemoved } from './teamBuilderSlice';
import type { PositionGroup, Tally } from './team-summary';

interface Props {
  readonly groups: readonly PositionGroup[];
  readonly dispatch: Dispatch<UnknownAction>;
}

const target = (value: number | null): string => (value === null ? '–' : `${value}+`);

/** "2/4", red once the team has more than the limit. */
export function TallyText({ tally }: { readonly tally: Omit<Tally, 'label'> }) {
  return (
    <span className={tally.count > tally.limit ? 'tally over' : 'tally'}>
      {tally.count}/{tally.limit}
    </span>
  );
}

/** The team list's positions with cost, profile and skills; players are added and removed here. */
export function PositionTable({ groups, dispatch }: Props) {
  return (
    <table className="position-table" aria-label="Positions">
      <thead>
        <tr>
          <th>Position</th>
          <th>Cost</th>
          <th title="Movement Allowance">MA</th>
          <th title="Strength">ST</th>
          <th title="Agility">AG</th>
          <th title="Passing Ability">PA</th>
          <th title="Armour Value">AV</th>
          <th>Skills</th>
          <th title="Players of this position / the most the team may have">Players</th>
          <th />
        </tr>
      </thead>
      {groups.map((group, g) => (
        <tbody key={group.title ?? g}>
          {group.title && (
            <tr className="position-group">
              <th colSpan={10}>
                {group.title}
                {group.tally && (
                  <>
                    {' '}
                    <TallyText tally={group.tally} />
                  </>
                )}
              </th>
            </tr>
          )}
          {group.lines.map(({ position, count, limit }) => (
            <PositionRow
              key={position.id}
              position={position}
              count={count}
              limit={limit}
              dispatch={dispatch}
            />
          ))}
        </tbody>
      ))}
    </table>
  );
}

interface RowProps {
  readonly position: Position;
  readonly count: number;
  readonly limit: number;
  readonly dispatch: Dispatch<UnknownAction>;
}

function PositionRow({ position, count, limit, dispatch }: RowProps) {
  return (
    <tr>
      <th scope="row">{position.name}</th>
      <td className="number">{formatGold(position.cost)}</td>
      <td>{position.ma}</td>
      <td>{position.st}</td>
      <td>{target(position.ag)}</td>
      <td>{target(position.pa)}</td>
      <td>{target(position.av)}</td>
      <td className="skills">{writtenSkills(position).join(', ')}</td>
      <td>
        <TallyText tally={{ count, limit }} />
      </td>
      <td className="add-remove">
        <button
          type="button"
          aria-label={`Remove a ${position.name}`}
          disabled={count === 0}
          onClick={() => dispatch(positionPlayerRemoved(position.id))}
        >
          −
        </button>
        <button
          type="button"
          aria-label={`Add a ${position.name}`}
          onClick={() => dispatch(playerAdded(position.id))}
        >
          +
        </button>
      </td>
    </tr>
  );
}
