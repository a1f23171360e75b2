import type { DungeonMap } from '@dungeonbowl/dungeon-schema';

/** "training-hall.dungeon.json" from "Training Hall": the file name convention of the format. */
export function mapFileName(map: DungeonMap): string {
  return `${fileBaseName(map.meta.name)}.dungeon.json`;
}

/** A name as a file name: "Training Hall" gives "training-hall"; nothing usable gives "dungeon". */
export function fileBaseName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
  return base || 'dungeon';
}

/** Hands a file to the browser to download. */
export function downloadFile(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
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
