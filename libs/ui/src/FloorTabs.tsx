import { counted, type DungeonMap } from '@dungeonbowl/dungeon-schema';

interface Props {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly onChange: (floor: number) => void;
  /** A number to show on each floor's tab, e.g. the players standing on it. */
  readonly counts?: readonly number[];
  /** The errors found on each floor, shown in red on its tab where there are any. */
  readonly errors?: readonly number[];
}

/** One tab a floor, ground floor first; Page Up and Page Down also change floor (handled by the app). */
export function FloorTabs({ map, floor, onChange, counts, errors }: Props) {
  return (
    <div role="tablist" aria-label="Floors" className="floor-tabs">
      {map.floors.map((f, i) => (
        <button
          key={i}
          type="button"
          role="tab"
          aria-selected={i === floor}
          className={i === floor ? 'floor-tab selected' : 'floor-tab'}
          onClick={() => onChange(i)}
        >
          {f.name}
          {counts && <span className="floor-count"> ({counts[i] ?? 0})</span>}
          {(errors?.[i] ?? 0) > 0 && (
            <span
              className="floor-errors"
              aria-label={counted(errors![i]!, 'error')}
              title={`${counted(errors![i]!, 'error')} on this floor`}
            >
              {errors![i]}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
