import type { Dispatch } from 'react';
import { APOTHECARY_COST, formatGold, type TeamSheet } from '@dungeonbowl/engine';
import type { UnknownAction } from '@reduxjs/toolkit';
import { apothecaryChosen, rerollAdded, rerollRemoved } from './teamBuilderSlice';
import type { TeamSummary } from './team-summary';

interface Props {
  readonly sheet: TeamSheet;
  readonly summary: TeamSummary;
  readonly dispatch: Dispatch<UnknownAction>;
}

/** Team re-rolls and the apothecary with their prices, and the team value against the budget. */
export function TeamCosts({ sheet, summary, dispatch }: Props) {
  return (
    <section className="team-builder-costs" aria-label="Costs">
      <p>
        Team re-rolls{' '}
        <button
          type="button"
          aria-label="Remove a team re-roll"
          disabled={sheet.rerolls === 0}
          onClick={() => dispatch(rerollRemoved())}
        >
          −
        </button>{' '}
        <output aria-label="Team re-rolls">{sheet.rerolls}</output>{' '}
        <button
          type="button"
          aria-label="Add a team re-roll"
          onClick={() => dispatch(rerollAdded())}
        >
          +
        </button>{' '}
        × {formatGold(summary.rerollCost)}
      </p>
      <label>
        <input
          type="checkbox"
          checked={sheet.apothecary}
          disabled={!summary.apothecaryAllowed && !sheet.apothecary}
          onChange={(e) => dispatch(apothecaryChosen(e.target.checked))}
        />{' '}
        Apothecary ({formatGold(APOTHECARY_COST)})
        {!summary.apothecaryAllowed && <small> not on this team list</small>}
      </label>
      <dl>
        <dt>Team value</dt>
        <dd aria-label="Team value">{formatGold(summary.total)}</dd>
        <dt>Budget</dt>
        <dd>{formatGold(summary.budget)}</dd>
        <dt>Left</dt>
        <dd aria-label="Budget left" className={summary.left < 0 ? 'over' : undefined}>
          {formatGold(summary.left)}
        </dd>
      </dl>
    </section>
  );
}
