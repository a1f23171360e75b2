import { errorAt, type Finding } from '../findings';
import { featureKinds, featureName, featureSquares } from '../feature-kinds';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { capitalise } from '../names';
import { onMap, squareName, terrainAt, type At } from '../geometry';
import { terrainInfo } from '../terrain';

interface Occupant {
  readonly name: string;
  readonly path: string;
}

/** Every square taken by a thing that fills it: chests, teleporters, link feet, elevator squares, filling features. */
export function occupiedSquares(map: DungeonMap): { at: At; occupant: Occupant }[] {
  const taken: { at: At; occupant: Occupant }[] = [];
  map.chests.forEach((c, i) =>
    taken.push({ at: c, occupant: { name: `chest ${i + 1}`, path: `/chests/${i}` } }),
  );
  map.teleporters.forEach((t, i) =>
    taken.push({ at: t, occupant: { name: `teleporter ${t.number}`, path: `/teleporters/${i}` } }),
  );
  (map.links ?? []).forEach((l, i) =>
    taken.push({
      at: l,
      occupant: { name: `the foot of ${l.kind} ${i + 1}`, path: `/links/${i}` },
    }),
  );
  (map.elevators ?? []).forEach((e, i) => {
    for (const floor of e.floors) {
      for (const s of e.squares)
        taken.push({
          at: { floor, ...s },
          occupant: { name: `elevator ${e.id}`, path: `/elevators/${i}` },
        });
    }
  });
  (map.features ?? []).forEach((f, i) => {
    if (!featureKinds[f.kind].fills) return;
    for (const at of featureSquares(f))
      taken.push({ at, occupant: { name: featureName(f), path: `/features/${i}` } });
  });
  return taken;
}

/** MAP-SQUARE: chests and teleporters stand on floor, moss or sand, and no two things share a square. */
export function checkSquares(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const standOn = (what: string, at: At, path: string) => {
    if (!onMap(map, at)) return;
    const terrain = terrainInfo(terrainAt(map, at));
    if (!terrain.holdsThings) {
      findings.push(
        errorAt(
          'MAP-SQUARE',
          `${what} stands on ${terrain.name} at ${squareName(map, at)}; it must stand on floor, moss or sand.`,
          at,
          path,
        ),
      );
    }
  };
  map.chests.forEach((c, i) => standOn(`Chest ${i + 1}`, c, `/chests/${i}`));
  map.teleporters.forEach((t, i) => standOn(`Teleporter ${t.number}`, t, `/teleporters/${i}`));

  const first = new Map<string, Occupant>();
  for (const { at, occupant } of occupiedSquares(map)) {
    if (!onMap(map, at)) continue;
    const key = `${at.floor},${at.x},${at.y}`;
    const other = first.get(key);
    if (!other) first.set(key, occupant);
    else if (other.path !== occupant.path) {
      findings.push(
        errorAt(
          'MAP-SQUARE',
          `${capitalise(occupant.name)} and ${other.name} share the square ${squareName(map, at)}.`,
          at,
          occupant.path,
        ),
      );
    }
  }
  return findings;
}

/** MAP-VOID-GROUND: the ground floor has nothing below it, so it has no void. */
export function checkGroundVoid(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  map.floors[0]?.rows.forEach((row, y) => {
    for (let x = row.indexOf('_'); x !== -1; x = row.indexOf('_', x + 1)) {
      findings.push(
        errorAt(
          'MAP-VOID-GROUND',
          `The ground floor has void at (${x}, ${y}); there is no floor below it to fall to.`,
          { floor: 0, x, y },
          `/floors/0/rows/${y}`,
        ),
      );
    }
  });
  return findings;
}
