import { errorAt, errorIn, type Finding } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { distance, distanceToEndZone, floorName, inEndZone } from '../geometry';
import { counted } from '../names';

/** MAP-CHEST-EZ (torguer-2021): a chest at this many squares or fewer from an end zone is too near. */
export const CHEST_NEAR_END_ZONE = 5;
/** MAP-CHEST-EZ-FAR (jervis-1998): a chest must be more than this many squares from every end zone. */
export const CHEST_FAR_FROM_END_ZONE = 8;
/** MAP-TELE-SPACING (torguer-2021): two teleporters on one floor are at least this many squares apart. */
export const TELEPORTER_SPACING = 10;
/** MAP-CHEST-SPACING (jervis-1998): two chests are at least this many squares apart. */
export const CHEST_SPACING = 4;

/** The nearest end zone to a square on its floor, and how far it is. */
function nearestEndZone(map: DungeonMap, at: { floor: number; x: number; y: number }) {
  let best: { id: string; gap: number } | null = null;
  for (const zone of map.endZones) {
    const gap = distanceToEndZone(at, zone);
    if (gap !== Infinity && (!best || gap < best.gap)) best = { id: zone.id, gap };
  }
  return best;
}

/** MAP-PER-FLOOR (torguer-2021): every floor has a chest and a teleporter. */
export function checkPerFloor(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.floors.forEach((floor, f) => {
    if (!map.chests.some((c) => c.floor === f)) {
      findings.push(
        errorIn(
          'MAP-PER-FLOOR',
          `${floor.name} has no chest; every floor needs at least one.`,
          `/floors/${f}`,
        ),
      );
    }
    if (!map.teleporters.some((t) => t.floor === f)) {
      findings.push(
        errorIn(
          'MAP-PER-FLOOR',
          `${floor.name} has no teleporter; every floor needs at least one.`,
          `/floors/${f}`,
        ),
      );
    }
  });
  return findings;
}

/** Chests at `limit` squares or fewer from an end zone, under the rule that forbids it. */
function chestsNearEndZones(
  map: DungeonMap,
  limit: number,
  rule: 'MAP-CHEST-EZ' | 'MAP-CHEST-EZ-FAR',
): Finding[] {
  return map.chests.flatMap((chest, i) => {
    const near = nearestEndZone(map, chest);
    if (!near || near.gap > limit) return [];
    return [
      errorAt(
        rule,
        `Chest ${i + 1} is ${counted(near.gap, 'square')} from end zone ${near.id} on ${floorName(map, chest.floor)}; chests must be more than ${limit} squares from every end zone.`,
        chest,
        `/chests/${i}`,
      ),
    ];
  });
}

/** MAP-CHEST-EZ (torguer-2021): no chest within 5 squares of an end zone. */
export const checkChestNearEndZone = (map: DungeonMap): Finding[] =>
  chestsNearEndZones(map, CHEST_NEAR_END_ZONE, 'MAP-CHEST-EZ');

/** MAP-CHEST-EZ-FAR (jervis-1998): every chest is more than 8 squares from every end zone. */
export const checkChestFarFromEndZone = (map: DungeonMap): Finding[] =>
  chestsNearEndZones(map, CHEST_FAR_FROM_END_ZONE, 'MAP-CHEST-EZ-FAR');

/** MAP-TELE-EZ (torguer-2021): no teleporter inside an end zone. */
export function checkTeleporterInEndZone(map: DungeonMap): Finding[] {
  return map.teleporters.flatMap((t, i) => {
    const zone = map.endZones.find((z) => inEndZone(t, z));
    if (!zone) return [];
    return [
      errorAt(
        'MAP-TELE-EZ',
        `Teleporter ${t.number} is inside end zone ${zone.id} on ${floorName(map, t.floor)}; teleporters may not stand in an end zone.`,
        t,
        `/teleporters/${i}`,
      ),
    ];
  });
}

/** MAP-TELE-SPACING (torguer-2021): two teleporters on one floor are at least 10 squares apart. */
export function checkTeleporterSpacing(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.teleporters.forEach((a, i) => {
    map.teleporters.slice(0, i).forEach((b) => {
      const gap = distance(a, b);
      if (gap < TELEPORTER_SPACING) {
        findings.push(
          errorAt(
            'MAP-TELE-SPACING',
            `Teleporter ${a.number} is ${counted(gap, 'square')} from teleporter ${b.number} on ${floorName(map, a.floor)}; they must be at least ${TELEPORTER_SPACING} apart.`,
            a,
            `/teleporters/${i}`,
          ),
        );
      }
    });
  });
  return findings;
}

/** MAP-CHEST-SPACING (jervis-1998): two chests are at least 4 squares apart. */
export function checkChestSpacing(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.chests.forEach((a, i) => {
    map.chests.slice(0, i).forEach((b, j) => {
      const gap = distance(a, b);
      if (gap < CHEST_SPACING) {
        findings.push(
          errorAt(
            'MAP-CHEST-SPACING',
            `Chest ${i + 1} is ${counted(gap, 'square')} from chest ${j + 1} on ${floorName(map, a.floor)}; chests must be at least ${CHEST_SPACING} apart.`,
            a,
            `/chests/${i}`,
          ),
        );
      }
    });
  });
  return findings;
}
