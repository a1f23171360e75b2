import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useState } from 'react';
import { BoardLegend } from './BoardLegend';
import { BoardStage } from './BoardStage';
import { FloorTabs } from './FloorTabs';
import { useFloorKeys } from './use-floor-keys';

interface Props {
  readonly map: DungeonMap;
}

/**
 * A whole dungeon: floor tabs over the board of the chosen floor, with its legend to open in a
 * corner; Page Up/Down climbs and descends.
 */
export function DungeonView({ map }: Props) {
  const [floor, setFloor] = useState(0);
  const shown = Math.min(floor, map.floors.length - 1);
  useFloorKeys(map.floors.length, setFloor);
  const name = map.floors[shown]?.name ?? '';
  return (
    <>
      <FloorTabs map={map} floor={shown} onChange={setFloor} />
      <main className="board-area">
        <BoardStage map={map} floor={shown} label={`${map.meta.name}, ${name}`} />
        <BoardLegend map={map} open={false} className="legend-overlay" />
      </main>
    </>
  );
}
