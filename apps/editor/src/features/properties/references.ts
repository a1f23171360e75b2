import type { DungeonMap, Feature } from '@dungeonbowl/dungeon-schema';

/**
 * The values this map offers for a field of a feature that names another thing: the end zones a
 * portal may lead to, the geysers rooms a vent may belong to, the prisons a trapdoor or lever
 * serves, the stations a cart may start at. Undefined for a field that names nothing.
 */
export function referenceChoices(
  map: DungeonMap,
  feature: Feature,
  field: string,
): string[] | undefined {
  const rooms = (kind: string) => (map.rooms ?? []).filter((r) => r.kind === kind).map((r) => r.id);
  switch (`${feature.kind}/${field}`) {
    case 'portal/endZone':
      return map.endZones.map((z) => z.id);
    case 'geyser-vent/room':
      return rooms('geysers');
    case 'prison-trapdoor/prison':
    case 'prison-lever/prison':
      return rooms('prison');
    case 'mine-cart/station':
      return (map.features ?? []).flatMap((f) =>
        f.kind === 'cart-station' ? [String(f.number)] : [],
      );
    default:
      return undefined;
  }
}
