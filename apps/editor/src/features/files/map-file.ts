import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { fileBaseName } from '@dungeonbowl/ui';

/** "training-hall.dungeon.json" from "Training Hall": the file name convention of the format. */
export function mapFileName(map: DungeonMap): string {
  return `${fileBaseName(map.meta.name, 'dungeon')}.dungeon.json`;
}

/** The file's text: pretty JSON, the format's own field order first, one row of terrain a line. */
export function serialiseMap(map: DungeonMap): string {
  const order = [
    'format',
    'version',
    'meta',
    'ruleset',
    'width',
    'height',
    'floors',
    'chests',
    'teleporters',
    'endZones',
    'links',
    'chutes',
    'elevators',
    'features',
    'rooms',
    'extra',
  ];
  const ordered = Object.fromEntries(
    order.filter((k) => k in map).map((k) => [k, map[k as keyof DungeonMap]]),
  );
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
