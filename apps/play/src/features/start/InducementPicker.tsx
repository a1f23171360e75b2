import {
  INDUCEMENTS,
  INDUCEMENT_IDS,
  formatGold,
  inducementCost,
  rosterFor,
  type Inducements,
  type TeamSheet,
} from '@dungeonbowl/engine';

interface Props {
  readonly team: number;
  readonly sheet: TeamSheet;
  /** What the team may spend (DB-TEAM-4). */
  readonly budget: number;
  readonly chosen: Inducements;
  readonly onChange: (chosen: Inducements) => void;
}

/**
 * A team's inducements for the match, when its team value leaves it a budget (DB-TEAM-3, DB-TEAM-4,
 * DB-TEAM-5, DB-TEAM-6).
 */
export function InducementPicker({ team, sheet, budget, chosen, onChange }: Props) {
  if (budget <= 0) return null;
  const noApothecary = rosterFor(sheet.rosterId)?.apothecary === false;
  const left = budget - inducementCost(chosen);
  return (
    <div className="inducements" role="group" aria-label={`Inducements of team ${team}`}>
      <span>
        Inducements: {formatGold(left)} of {formatGold(budget)} gp left
      </span>
      {INDUCEMENT_IDS.map((id) => {
        const { name, max, price, gives } = INDUCEMENTS[id];
        const barred = id === 'wandering-apothecary' && noApothecary;
        return (
          <label key={id} title={barred ? 'This team list allows no apothecary' : gives}>
            {name} ({formatGold(price)} gp){' '}
            <input
              type="number"
              aria-label={`${name} for team ${team}`}
              min={0}
              max={max}
              disabled={barred}
              value={chosen[id] ?? 0}
              onChange={(e) => onChange({ ...chosen, [id]: Number(e.target.value) })}
            />
          </label>
        );
      })}
    </div>
  );
}
