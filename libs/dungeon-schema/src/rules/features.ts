import { errorAt, errorIn, type Finding } from '../findings';
import { featureKinds, featureName, featureSquares } from '../feature-kinds';
import type { DungeonMap, Room } from '../generated/dungeon-map.v1';
import {
  floorCount,
  floorName,
  inGrid,
  onMap,
  rectangleSquares,
  squareName,
  terrainAt,
  type At,
} from '../geometry';
import { capitalise } from '../names';
import { terrainInfo } from '../terrain';

function roomContains(room: Room, at: At): boolean {
  return (
    room.floor === at.floor &&
    room.squares.some(
      (r) => at.x >= r.x && at.y >= r.y && at.x < r.x + r.width && at.y < r.y + r.height,
    )
  );
}

/**
 * MAP-FEATURE: every feature and room lies inside the grid, on squares its kind allows, and refers
 * only to ids that exist.
 */
export function checkFeatures(map: DungeonMap): Finding[] {
  const findings: Finding[] = [];
  const rooms = map.rooms ?? [];
  const features = map.features ?? [];
  const floors = map.floors.length;
  const error = (message: string, at: At | null, path: string) =>
    findings.push(
      at ? errorAt('MAP-FEATURE', message, at, path) : errorIn('MAP-FEATURE', message, path),
    );

  const ids = new Set<string>();
  const claimId = (id: string, what: string, path: string) => {
    if (ids.has(id))
      error(
        `${capitalise(what)} uses the id ${id}, already taken by another feature or room.`,
        null,
        `${path}/id`,
      );
    ids.add(id);
  };

  rooms.forEach((room, i) => {
    const path = `/rooms/${i}`;
    claimId(room.id, `room ${room.id}`, path);
    if (room.floor >= floors) {
      error(
        `Room ${room.id} is on floor ${room.floor}, but the map has only ${floorCount(map)}.`,
        null,
        `${path}/floor`,
      );
      return;
    }
    room.squares.forEach((r, j) => {
      if (!inGrid(map, r.x, r.y) || !inGrid(map, r.x + r.width - 1, r.y + r.height - 1)) {
        error(
          `Part ${j + 1} of room ${room.id} reaches off the ${map.width}x${map.height} grid.`,
          null,
          `${path}/squares/${j}`,
        );
      }
    });
  });

  const stationNumbers = new Set<number>();
  const ventNumbers = new Map<string, Set<number>>();
  features.forEach((feature, i) => {
    const path = `/features/${i}`;
    const name = featureName(feature);
    const kind = featureKinds[feature.kind];
    if ('id' in feature && typeof feature.id === 'string') claimId(feature.id, name, path);
    if (feature.floor >= floors) {
      error(
        `${capitalise(name)} is on floor ${feature.floor}, but the map has only ${floorCount(map)}.`,
        null,
        `${path}/floor`,
      );
      return;
    }
    for (const at of featureSquares(feature)) {
      if (!onMap(map, at)) {
        error(
          `${capitalise(name)} reaches (${at.x}, ${at.y}), off the ${map.width}x${map.height} grid.`,
          null,
          path,
        );
        break;
      }
      const terrain = terrainAt(map, at) ?? '';
      if (!kind.terrain.includes(terrain)) {
        error(
          `${capitalise(name)} is on ${terrainInfo(terrain).name} at ${squareName(map, at)}; it must be on ${kind.terrainText}.`,
          at,
          path,
        );
      }
    }
    switch (feature.kind) {
      case 'geyser-vent': {
        const room = rooms.find((r) => r.id === feature.room);
        if (!room || room.kind !== 'geysers') {
          error(
            `${capitalise(name)} belongs to room ${feature.room}, which is not a geysers room of this map.`,
            feature,
            `${path}/room`,
          );
        } else if (!roomContains(room, feature)) {
          error(
            `${capitalise(name)} at ${squareName(map, feature)} is outside its room ${room.id}.`,
            feature,
            path,
          );
        }
        const numbers = ventNumbers.get(feature.room) ?? new Set<number>();
        if (numbers.has(feature.number))
          error(
            `Two vents of room ${feature.room} are numbered ${feature.number}.`,
            feature,
            `${path}/number`,
          );
        numbers.add(feature.number);
        ventNumbers.set(feature.room, numbers);
        break;
      }
      case 'prison-trapdoor': {
        const prison = rooms.find((r) => r.id === feature.prison);
        const below = { floor: feature.floor - 1, x: feature.x, y: feature.y };
        if (!prison || prison.kind !== 'prison') {
          error(
            `${capitalise(name)} at ${squareName(map, feature)} drops into ${feature.prison}, which is not a prison of this map.`,
            feature,
            `${path}/prison`,
          );
        } else if (!roomContains(prison, below)) {
          error(
            `${capitalise(name)} at ${squareName(map, feature)} is not over prison ${prison.id}: the square below it must be inside the prison, one floor down.`,
            feature,
            path,
          );
        }
        break;
      }
      case 'prison-lever': {
        const prison = rooms.find((r) => r.id === feature.prison);
        if (!prison || prison.kind !== 'prison') {
          error(
            `${capitalise(name)} at ${squareName(map, feature)} opens ${feature.prison}, which is not a prison of this map.`,
            feature,
            `${path}/prison`,
          );
        } else if (prison.floor !== feature.floor) {
          error(
            `${capitalise(name)} is on ${floorName(map, feature.floor)}, but its prison ${prison.id} is on ${floorName(map, prison.floor)}.`,
            feature,
            path,
          );
        }
        break;
      }
      case 'portal':
        if (!map.endZones.some((z) => z.id === feature.endZone)) {
          error(
            `${capitalise(name)} leads to end zone ${feature.endZone}, which this map does not have.`,
            feature,
            `${path}/endZone`,
          );
        }
        break;
      case 'cart-station':
        if (stationNumbers.has(feature.number))
          error(`Two cart stations are numbered ${feature.number}.`, feature, `${path}/number`);
        stationNumbers.add(feature.number);
        feature.boarding.forEach((square, j) => {
          const at = { floor: feature.floor, ...square };
          if (!onMap(map, at) || !terrainInfo(terrainAt(map, at)).walkable) {
            error(
              `Boarding square ${j + 1} of ${name} at (${at.x}, ${at.y}) is not a square players can stand on.`,
              onMap(map, at) ? at : null,
              `${path}/boarding/${j}`,
            );
          }
        });
        break;
      case 'monster-lair':
        feature.protects.forEach((r, j) => {
          if (rectangleSquares(r, feature.floor).some((at) => !onMap(map, at))) {
            error(
              `Protected area ${j + 1} of ${name} reaches off the grid.`,
              null,
              `${path}/protects/${j}`,
            );
          }
        });
        break;
      case 'rotating-corridor':
        if (new Set(feature.entries).size !== feature.entries.length)
          error(`${capitalise(name)} lists an entry twice.`, null, `${path}/entries`);
        break;
      default:
        break;
    }
  });

  features.forEach((feature, i) => {
    if (feature.kind === 'mine-cart' && !stationNumbers.has(feature.station)) {
      error(
        `${capitalise(featureName(feature))} starts at station ${feature.station}, which this map does not have.`,
        feature,
        `/features/${i}/station`,
      );
    }
  });
  return findings;
}
