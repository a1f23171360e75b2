import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { BoardStage, type BoardStageProps } from '@dungeonbowl/ui';

interface Props {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly onFloor: (floor: number) => void;
  /** What the floor switch and the board are called, e.g. "Preview". */
  readonly name: string;
  readonly shades?: BoardStageProps['shades'] | undefined;
}

/** A small board of one floor of a map, with a switch to show another floor. */
export function PreviewBoard({ map, floor, onFloor, name, shades }: Props) {
  const shown = Math.min(floor, map.floors.length - 1);
  return (
    <div className="lab-board">
      {map.floors.length > 1 && (
        <div className="lab-floors" role="group" aria-label={`${name} floor`}>
          {map.floors.map((f, i) => (
            <button key={i} type="button" aria-pressed={i === shown} onClick={() => onFloor(i)}>
              {f.name}
            </button>
          ))}
        </div>
      )}
      <div className="lab-stage">
        <BoardStage
          map={map}
          floor={shown}
          showGrid={false}
          shades={shades ?? []}
          label={`${name}: ${map.meta.name}, ${map.floors[shown]?.name ?? ''}`}
        />
      </div>
    </div>
  );
}
