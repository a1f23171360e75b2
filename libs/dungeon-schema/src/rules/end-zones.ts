import { errorAt, warningAt, type Finding } from '../findings';
import type { DungeonMap, EndZone } from '../generated/dungeon-map.v1';
import { endZoneSquares, floorName, onMap, squareName, terrainAt } from '../geometry';
import { counted } from '../names';

/** MAP-EZ-SHAPE: 2x4 or 4x2, every square plain floor. */
export function checkEndZoneShape(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.endZones.forEach((zone, i) => {
    const path = `/endZones/${i}`;
    const { width, height } = zone;
    if (!((width === 2 && height === 4) || (width === 4 && height === 2))) {
      findings.push(
        errorAt(
          'MAP-EZ-SHAPE',
          `End zone ${zone.id} is ${width}x${height} squares; an end zone is 2x4 or 4x2.`,
          zone,
          path,
        ),
      );
    }
    for (const square of endZoneSquares(zone)) {
      if (!onMap(map, square)) continue;
      const terrain = terrainAt(map, square);
      if (terrain !== '.') {
        findings.push(
          errorAt(
            'MAP-EZ-SHAPE',
            `End zone ${zone.id} covers ${squareName(map, square)}, which is not plain floor; every end-zone square must be floor.`,
            square,
            path,
          ),
        );
      }
    }
  });
  return findings;
}

/** MAP-EZ-OVERLAP: no square belongs to two end zones. */
export function checkEndZoneOverlap(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const zones = map.endZones;
  zones.forEach((a, i) => {
    zones.slice(i + 1).forEach((b, k) => {
      const j = i + 1 + k;
      if (a.floor !== b.floor) return;
      const x = Math.max(a.x, b.x);
      const y = Math.max(a.y, b.y);
      if (
        x < Math.min(a.x + a.width, b.x + b.width) &&
        y < Math.min(a.y + a.height, b.y + b.height)
      ) {
        findings.push(
          errorAt(
            'MAP-EZ-OVERLAP',
            `End zones ${a.id} and ${b.id} overlap at (${x}, ${y}) on ${floorName(map, a.floor)}.`,
            { floor: a.floor, x, y },
            `/endZones/${j}`,
          ),
        );
      }
    });
  });
  return findings;
}

function zoneGap(a: EndZone, b: EndZone): number {
  if (a.floor !== b.floor) return Infinity;
  const dx = Math.max(a.x - (b.x + b.width - 1), b.x - (a.x + a.width - 1), 0);
  const dy = Math.max(a.y - (b.y + b.height - 1), b.y - (a.y + a.height - 1), 0);
  return Math.max(dx, dy);
}

/** MAP-EZ-APART (jervis-1998, warning): the two end zones furthest apart are at least half the grid's longer side apart. */
export function checkEndZonesApart(map: DungeonMap): Finding[] {
  const zones = map.endZones;
  if (zones.length < 2) return [];
  let best: { a: EndZone; b: EndZone; gap: number } | null = null;
  zones.forEach((a, i) => {
    for (const b of zones.slice(i + 1)) {
      const gap = zoneGap(a, b);
      if (!best || gap > best.gap) best = { a, b, gap };
    }
  });
  const needed = Math.max(map.width, map.height) / 2;
  const found = best as { a: EndZone; b: EndZone; gap: number } | null;
  if (!found || found.gap >= needed) return [];
  return [
    warningAt(
      'MAP-EZ-APART',
      `The end zones furthest apart, ${found.a.id} and ${found.b.id}, are only ${counted(found.gap, 'square')} apart; end zones should be at least ${Math.ceil(needed)} apart (half the map's longer side).`,
      found.a,
      '/endZones',
    ),
  ];
}
