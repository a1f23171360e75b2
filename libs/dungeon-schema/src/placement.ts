import type { RuleId } from './findings';
import type { DungeonMap } from './generated/dungeon-map.v1';
import { distance, distanceToEndZone, inEndZone, sameSquare, terrainAt } from './geometry';
import {
  CHEST_FAR_FROM_END_ZONE,
  CHEST_NEAR_END_ZONE,
  CHEST_SPACING,
  TELEPORTER_SPACING,
} from './rules/distances';
import { occupiedSquares } from './rules/squares';
import { terrainInfo } from './terrain';

export interface BlockedSquare {
  readonly x: number;
  readonly y: number;
  /** The first rule that placing the thing here would break. */
  readonly rule: RuleId;
}

/**
 * The squares of one floor where a new chest or teleporter would break a setup rule of the map's
 * ruleset, so the editor can shade them while the placing tool is active. `moving` is the index
 * of a chest or teleporter being moved: it does not block its own way.
 */
export function placementBlockers(
  map: DungeonMap,
  kind: 'chest' | 'teleporter',
  floor: number,
  moving?: number,
): BlockedSquare[] {
  const torguer = (map.ruleset ?? 'torguer-2021') === 'torguer-2021';
  const zones = map.endZones.filter((z) => z.floor === floor);
  const own = kind === 'chest' ? map.chests : map.teleporters;
  const others = own.filter((_, i) => i !== moving && own[i]?.floor === floor);
  const moved = moving === undefined ? undefined : own[moving];
  const taken = new Set(
    occupiedSquares(map)
      .filter(({ at }) => at.floor === floor && !(moved && sameSquare(at, moved)))
      .map(({ at }) => at.y * map.width + at.x),
  );

  const ruleAt = (x: number, y: number): RuleId | null => {
    const at = { floor, x, y };
    if (!terrainInfo(terrainAt(map, at)).holdsThings || taken.has(y * map.width + x))
      return 'MAP-SQUARE';
    if (kind === 'chest') {
      const nearest = Math.min(...zones.map((z) => distanceToEndZone(at, z)));
      if (torguer && nearest <= CHEST_NEAR_END_ZONE) return 'MAP-CHEST-EZ';
      if (!torguer && nearest <= CHEST_FAR_FROM_END_ZONE) return 'MAP-CHEST-EZ-FAR';
      if (!torguer && others.some((c) => distance(c, at) < CHEST_SPACING))
        return 'MAP-CHEST-SPACING';
    } else if (torguer) {
      if (zones.some((z) => inEndZone(at, z))) return 'MAP-TELE-EZ';
      if (others.some((t) => distance(t, at) < TELEPORTER_SPACING)) return 'MAP-TELE-SPACING';
    }
    return null;
  };

  const blocked: BlockedSquare[] = [];
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const rule = ruleAt(x, y);
      if (rule) blocked.push({ x, y, rule });
    }
  }
  return blocked;
}
