import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useEffect, useState } from 'react';
import { BoardStage } from './BoardStage';
import { FloorTabs } from './FloorTabs';

interface Props {
  readonly map: DungeonMap;
}

/** A whole dungeon: floor tabs over the board of the chosen floor; Page Up/Down climbs and descends. */
export function DungeonView({ map }: Props) {
  const [floor, setFloor] = useState(0);
  const shown = Math.min(floor, map.floors.length - 1);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'PageUp') setFloor((f) => Math.min(f + 1, map.floors.length - 1));
      else if (event.key === 'PageDown') setFloor((f) => Math.max(f - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [map]);
  const name = map.floors[shown]?.name ?? '';
  return (
    <>
      <FloorTabs map={map} floor={shown} onChange={setFloor} />
      <main className="board-area">
        <BoardStage map={map} floor={shown} label={`${map.meta.name}, ${name}`} />
      </main>
    </>
  );
}
