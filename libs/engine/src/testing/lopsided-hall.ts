import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';

/**
 * The Training Hall with all six chests moved to the Z1 end of the hall, just outside the 5
 * squares around an end zone where none may stand (MAP-CHEST-EZ), and a third end zone, Z3, at
 * the other end beside Z2: a map that validates and is not fair. With three teams, whoever finds
 * the ball finds it next to Z1, and every team but Z1's scores there.
 */
export function lopsidedHall(): DungeonMap {
  const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;
  return {
    ...hall,
    meta: { ...hall.meta, name: 'Lopsided Hall' },
    chests: [
      { floor: 0, x: 8, y: 1 },
      { floor: 0, x: 8, y: 4 },
      { floor: 0, x: 8, y: 10 },
      { floor: 0, x: 8, y: 13 },
      { floor: 0, x: 10, y: 6 },
      { floor: 0, x: 10, y: 8 },
    ],
    endZones: [...hall.endZones, { id: 'Z3', floor: 0, x: 17, y: 12, width: 4, height: 2 }],
  };
}
