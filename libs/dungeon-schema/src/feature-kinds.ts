import type { At, Side } from './geometry';
import { rectangleSquares, sideStep } from './geometry';
import type { Feature } from './generated/dungeon-map.v1';
import { pieceName } from './names';
import { terrains } from './terrain';

export type FeatureKind = Feature['kind'];

interface FeatureKindInfo {
  /** Things that fill their squares: nothing else may stand there (MAP-SQUARE). */
  readonly fills: boolean;
  /** Which terrain each of its squares may be, for MAP-FEATURE, and how to say it. */
  readonly terrain: string;
  readonly terrainText: string;
}

/** Every terrain a player can walk on, as the legend says. */
const walkable = Object.entries(terrains)
  .filter(([, info]) => info.walkable)
  .map(([char]) => char)
  .join('');

export const featureKinds: Readonly<Record<FeatureKind, FeatureKindInfo>> = {
  door: { fills: true, terrain: '.', terrainText: 'a floor square' },
  portcullis: { fills: false, terrain: walkable, terrainText: 'a square players can walk on' },
  portal: { fills: false, terrain: walkable, terrainText: 'a square players can walk on' },
  statue: { fills: true, terrain: '.', terrainText: 'a floor square' },
  'geyser-vent': { fills: false, terrain: '.', terrainText: 'a floor square' },
  'tilting-corridor': { fills: false, terrain: '.g', terrainText: 'floor or gangway squares' },
  'rotating-corridor': {
    fills: false,
    terrain: walkable,
    terrainText: 'squares players can walk on',
  },
  'prison-trapdoor': { fills: false, terrain: 'o', terrainText: 'a hole square (o)' },
  'prison-lever': { fills: false, terrain: walkable, terrainText: 'a square players can walk on' },
  'cart-station': { fills: false, terrain: walkable, terrainText: 'a square players can walk on' },
  'mine-cart': { fills: true, terrain: 'p', terrainText: 'a rail square (p)' },
  boat: { fills: true, terrain: '~', terrainText: 'water squares (~)' },
  jetty: { fills: false, terrain: '.~g', terrainText: 'floor, water or gangway squares' },
  'potion-table': { fills: true, terrain: '.', terrainText: 'floor squares' },
  'monster-lair': { fills: true, terrain: '.', terrainText: 'a floor square' },
};

function line(start: At, side: Side, length: number): At[] {
  const { dx, dy } = sideStep[side];
  return Array.from({ length }, (_, i) => ({
    floor: start.floor,
    x: start.x + dx * i,
    y: start.y + dy * i,
  }));
}

/** The squares a feature covers on its floor. */
export function featureSquares(feature: Feature): At[] {
  const at = { floor: feature.floor, x: feature.x, y: feature.y };
  switch (feature.kind) {
    case 'boat':
      return line(at, feature.facing, 2);
    case 'jetty':
    case 'potion-table':
      return rectangleSquares({ ...at, width: feature.width, height: feature.height }, at.floor);
    case 'tilting-corridor':
      return line(at, feature.direction, feature.length ?? 4);
    case 'rotating-corridor': {
      const arm = feature.armLength ?? 2;
      const [back, ahead]: [Side, Side] =
        (feature.start ?? 'north-south') === 'north-south' ? ['north', 'south'] : ['west', 'east'];
      return [...line(at, back, arm + 1).reverse(), ...line(at, ahead, arm + 1).slice(1)];
    }
    default:
      return [at];
  }
}

/**
 * How messages name a feature: "portcullis gate-1", "door 1", "the portcullis", "geyser vent 7",
 * "statue".
 */
export function featureName(feature: Feature): string {
  const kind = feature.kind.replaceAll('-', ' ');
  if ('id' in feature && typeof feature.id === 'string') return pieceName(kind, feature.id);
  if (feature.kind === 'geyser-vent' || feature.kind === 'cart-station')
    return `${kind} ${feature.number}`;
  return kind;
}
