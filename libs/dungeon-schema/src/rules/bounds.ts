import { errorIn, type Finding } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { floorCount, floorName, inGrid, type At } from '../geometry';

/** MAP-BOUNDS: every chest, teleporter, end zone, link, chute and elevator lies on the grid, on a floor that exists. */
export function checkBounds(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const floors = map.floors.length;
  const outside = (what: string, at: At, path: string) => {
    if (at.floor >= floors) {
      findings.push(
        errorIn(
          'MAP-BOUNDS',
          `${what} is on floor ${at.floor}, but the map has only ${floorCount(map)}.`,
          path,
        ),
      );
    } else if (!inGrid(map, at.x, at.y)) {
      findings.push(
        errorIn(
          'MAP-BOUNDS',
          `${what} at (${at.x}, ${at.y}) is off the ${map.width}x${map.height} grid of ${floorName(map, at.floor)}.`,
          path,
        ),
      );
    }
  };
  map.chests.forEach((c, i) => outside(`Chest ${i + 1}`, c, `/chests/${i}`));
  map.teleporters.forEach((t, i) => outside(`Teleporter ${t.number}`, t, `/teleporters/${i}`));
  map.endZones.forEach((z, i) => {
    outside(`End zone ${z.id}`, z, `/endZones/${i}`);
    outside(
      `End zone ${z.id}`,
      { floor: z.floor, x: z.x + z.width - 1, y: z.y + z.height - 1 },
      `/endZones/${i}`,
    );
  });
  (map.links ?? []).forEach((l, i) => {
    outside(`The foot of ${l.kind} ${i + 1}`, l, `/links/${i}`);
    if (l.floor < floors)
      outside(`The top of ${l.kind} ${i + 1}`, { ...l, floor: l.floor + 1 }, `/links/${i}`);
  });
  (map.chutes ?? []).forEach((c, i) => {
    c.entries.forEach((e, j) =>
      outside(`Entry ${j + 1} of chute ${c.id}`, e, `/chutes/${i}/entries/${j}`),
    );
    outside(`The exit of chute ${c.id}`, c.exit, `/chutes/${i}/exit`);
    c.landing.forEach((l, j) =>
      outside(
        `Landing square ${'ABCD'[j]} of chute ${c.id}`,
        { floor: c.exit.floor, ...l },
        `/chutes/${i}/landing/${j}`,
      ),
    );
  });
  (map.elevators ?? []).forEach((e, i) => {
    e.floors.forEach((f, j) => {
      if (f >= floors)
        findings.push(
          errorIn(
            'MAP-BOUNDS',
            `Elevator ${e.id} serves floor ${f}, but the map has only ${floorCount(map)}.`,
            `/elevators/${i}/floors/${j}`,
          ),
        );
    });
    e.squares.forEach((s, j) =>
      outside(
        `Square ${j + 1} of elevator ${e.id}`,
        { floor: 0, ...s },
        `/elevators/${i}/squares/${j}`,
      ),
    );
  });
  return findings;
}
