import { warningAt, type Finding } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { walkableByCode } from '../terrain';

/** MAP-CORRIDOR (jervis-1998, warning): corridors are at least 2 squares wide. */
export function checkCorridorWidth(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.floors.forEach((floor, f) => {
    const rows = floor.rows;
    rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        if (walkableByCode[row.charCodeAt(x)] !== 1) continue;
        const westEast = row.charAt(x - 1) === '#' && row.charAt(x + 1) === '#';
        const northSouth = rows[y - 1]?.charAt(x) === '#' && rows[y + 1]?.charAt(x) === '#';
        if (westEast || northSouth) {
          findings.push(
            warningAt(
              'MAP-CORRIDOR',
              `The corridor at (${x}, ${y}) on ${floor.name} is 1 square wide; corridors should be at least 2 wide.`,
              { floor: f, x, y },
            ),
          );
        }
      }
    });
  });
  return findings;
}
