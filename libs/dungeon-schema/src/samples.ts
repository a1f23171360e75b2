import type { DungeonMap } from './generated/dungeon-map.v1';
import valdemor from '../samples/fortress-of-valdemor.dungeon.json';
import jervisCrypt from '../samples/jervis-crypt.dungeon.json';
import pyramid from '../samples/pyramid-of-death.dungeon.json';
import trainingHall from '../samples/training-hall.dungeon.json';

export interface SampleMap {
  readonly id: string;
  readonly map: DungeonMap;
}

/**
 * The dungeons shipped with the product, in the order the apps list them. The JSON files are
 * typed as maps here; samples.test.ts proves each one valid.
 */
export const sampleMaps: readonly [SampleMap, ...SampleMap[]] = [
  { id: 'training-hall', map: trainingHall as DungeonMap },
  { id: 'fortress-of-valdemor', map: valdemor as DungeonMap },
  { id: 'pyramid-of-death', map: pyramid as DungeonMap },
  { id: 'jervis-crypt', map: jervisCrypt as DungeonMap },
];
