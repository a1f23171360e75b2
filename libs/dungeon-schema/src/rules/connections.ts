import { errorAt, errorIn, type Finding } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { floorName, isWalkable, onMap, squareName, terrainAt, type At } from '../geometry';
import { terrainInfo } from '../terrain';

function terrainName(map: DungeonMap, at: At): string {
  return terrainInfo(terrainAt(map, at)).name;
}

/** MAP-LINK: a ladder or rope joins floor f to f+1; its foot is walkable and the square above is a hole. */
export function checkLinks(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  (map.links ?? []).forEach((link, i) => {
    const path = `/links/${i}`;
    const name = `${link.kind === 'ladder' ? 'Ladder' : 'Rope'} ${i + 1}`;
    const top = { ...link, floor: link.floor + 1 };
    if (top.floor >= map.floors.length) {
      findings.push(
        errorAt(
          'MAP-LINK',
          `${name} starts on the top floor; a ${link.kind} needs a floor above its foot.`,
          link,
          path,
        ),
      );
      return;
    }
    if (!onMap(map, link)) return;
    if (!isWalkable(map, link)) {
      findings.push(
        errorAt(
          'MAP-LINK',
          `The foot of ${name.toLowerCase()} is on ${terrainName(map, link)} at ${squareName(map, link)}; it must be a square players can stand on.`,
          link,
          path,
        ),
      );
    }
    if (terrainAt(map, top) !== 'o') {
      findings.push(
        errorAt(
          'MAP-LINK',
          `Above ${name.toLowerCase()}, ${squareName(map, top)} is ${terrainName(map, top)}; it must be a hole (o).`,
          top,
          path,
        ),
      );
    }
  });
  return findings;
}

/** MAP-CHUTE: entries above the exit's floor, exit and landing squares walkable. */
export function checkChutes(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  (map.chutes ?? []).forEach((chute, i) => {
    const path = `/chutes/${i}`;
    chute.entries.forEach((entry, j) => {
      if (entry.floor <= chute.exit.floor) {
        findings.push(
          errorAt(
            'MAP-CHUTE',
            `Entry ${j + 1} of chute ${chute.id} is on ${floorName(map, entry.floor)}, not above its exit's floor; a chute only goes down.`,
            entry,
            `${path}/entries/${j}`,
          ),
        );
      } else if (onMap(map, entry) && terrainAt(map, entry) === '#') {
        findings.push(
          errorAt(
            'MAP-CHUTE',
            `Entry ${j + 1} of chute ${chute.id} is inside a wall at ${squareName(map, entry)}.`,
            entry,
            `${path}/entries/${j}`,
          ),
        );
      }
    });
    if (onMap(map, chute.exit) && !isWalkable(map, chute.exit)) {
      findings.push(
        errorAt(
          'MAP-CHUTE',
          `The exit of chute ${chute.id} is on ${terrainName(map, chute.exit)} at ${squareName(map, chute.exit)}; it must be a square players can stand on.`,
          chute.exit,
          `${path}/exit`,
        ),
      );
    }
    chute.landing.forEach((square, j) => {
      const at = { floor: chute.exit.floor, ...square };
      if (onMap(map, at) && !isWalkable(map, at)) {
        findings.push(
          errorAt(
            'MAP-CHUTE',
            `Landing square ${'ABCD'[j]} of chute ${chute.id} is on ${terrainName(map, at)} at ${squareName(map, at)}; it must be a square players can stand on.`,
            at,
            `${path}/landing/${j}`,
          ),
        );
      }
    });
  });
  return uniqueIds(map, 'chutes', 'MAP-CHUTE', findings);
}

/** MAP-ELEVATOR: at least 2 existing floors, walkable on each, starting on one of them. */
export function checkElevators(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  (map.elevators ?? []).forEach((elevator, i) => {
    const path = `/elevators/${i}`;
    const floors = [...new Set(elevator.floors)].filter((f) => f < map.floors.length);
    if (new Set(elevator.floors).size !== elevator.floors.length) {
      findings.push(
        errorIn('MAP-ELEVATOR', `Elevator ${elevator.id} lists a floor twice.`, `${path}/floors`),
      );
    }
    if (floors.length < 2) {
      findings.push(
        errorIn(
          'MAP-ELEVATOR',
          `Elevator ${elevator.id} serves ${floors.length} existing floor${floors.length === 1 ? '' : 's'}; an elevator serves at least 2.`,
          `${path}/floors`,
        ),
      );
    }
    if (!elevator.floors.includes(elevator.startFloor)) {
      findings.push(
        errorIn(
          'MAP-ELEVATOR',
          `Elevator ${elevator.id} starts on floor ${elevator.startFloor}, which it does not serve.`,
          `${path}/startFloor`,
        ),
      );
    }
    for (const floor of floors) {
      for (const square of elevator.squares) {
        const at = { floor, ...square };
        if (onMap(map, at) && !isWalkable(map, at)) {
          findings.push(
            errorAt(
              'MAP-ELEVATOR',
              `Elevator ${elevator.id} has ${terrainName(map, at)} at ${squareName(map, at)}; its squares must be walkable on every floor it serves.`,
              at,
              path,
            ),
          );
        }
      }
    }
  });
  return uniqueIds(map, 'elevators', 'MAP-ELEVATOR', findings);
}

function uniqueIds(
  map: DungeonMap,
  list: 'chutes' | 'elevators',
  rule: 'MAP-CHUTE' | 'MAP-ELEVATOR',
  findings: Finding[],
): Finding[] {
  const seen = new Set<string>();
  (map[list] ?? []).forEach((item, i) => {
    if (seen.has(item.id))
      findings.push(
        errorIn(
          rule,
          `Two ${list} are named ${item.id}; each needs its own id.`,
          `/${list}/${i}/id`,
        ),
      );
    seen.add(item.id);
  });
  return findings;
}
