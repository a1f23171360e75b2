import type { DungeonMap } from '../generated/dungeon-map.v1';
import type { Ruleset } from '../rules/catalog';
import { validateMap } from '../validate';
import { placeCorridorMechanisms } from './corridor-mechanisms';
import { NoRoom, newDraft, type Draft, type DungeonStyle } from './draft';
import { placeEndZones } from './end-zones';
import { placeFloorLinks } from './floor-links';
import { placeCorridorHazards, placeRiver } from './hazards';
import { layOut } from './layout';
import { createRng, deriveSeed } from './prng';
import { placeSpecialRooms, placeStatues } from './special-rooms';
import { placeTreasure } from './treasure';

export type { DungeonStyle } from './draft';

export interface GenerateOptions {
  /** Any integer from 0 to 4294967295: the same seed and options give the same map. */
  readonly seed: number;
  readonly width: number;
  readonly height: number;
  /** 1 to 4. */
  readonly floors: number;
  /** The setup rules the map follows (default torguer-2021). */
  readonly ruleset?: Ruleset;
  /** Which special rooms and mechanisms: Valdemor's, the Pyramid's or both (default mixed). */
  readonly style?: DungeonStyle;
}

export const dungeonStyles: readonly DungeonStyle[] = ['mixed', 'valdemor', 'pyramid'];
const rulesets: readonly Ruleset[] = ['torguer-2021', 'jervis-1998'];

/** The format's limits (MAP-SCHEMA). */
const MAX_SIDE = 80;
const MAX_FLOORS = 4;

/** Attempts before giving up; the tests show nearly every seed succeeds at the first. */
const MAX_ATTEMPTS = 40;

/**
 * The smallest map the generator makes, as its longer and shorter side. One floor has to hold all
 * six teleporters TELEPORTER_SPACING apart (torguer-2021), or six chests more than
 * CHEST_FAR_FROM_END_ZONE from the end zones (jervis-1998); with more floors they spread out.
 */
export function minimumDungeonSize(
  floors: number,
  ruleset: Ruleset,
): { longer: number; shorter: number } {
  if (floors > 1) return { longer: 24, shorter: 16 };
  return ruleset === 'jervis-1998' ? { longer: 32, shorter: 20 } : { longer: 30, shorter: 20 };
}

/** Why the generator refuses these options, in a sentence, or null when it can make the map. */
export function generateOptionsProblem(options: GenerateOptions): string | null {
  const { seed, width, height, floors } = options;
  const ruleset = options.ruleset ?? 'torguer-2021';
  const style = options.style ?? 'mixed';
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    return `The seed must be a whole number from 0 to 4294967295, not ${seed}.`;
  if (!Number.isInteger(floors) || floors < 1 || floors > MAX_FLOORS)
    return `A dungeon has 1 to ${MAX_FLOORS} floors, not ${floors}.`;
  if (!rulesets.includes(ruleset))
    return `The ruleset must be ${rulesets.join(' or ')}, not ${String(ruleset)}.`;
  if (!dungeonStyles.includes(style))
    return `The style must be ${dungeonStyles.join(', ')}, not ${String(style)}.`;
  for (const [name, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(side) || side < 8 || side > MAX_SIDE)
      return `The ${name} must be a whole number of squares from 8 to ${MAX_SIDE}, not ${side}.`;
  }
  const min = minimumDungeonSize(floors, ruleset);
  if (Math.max(width, height) < min.longer || Math.min(width, height) < min.shorter) {
    const why =
      floors > 1
        ? 'rooms, corridors and the ways between floors'
        : ruleset === 'jervis-1998'
          ? 'six chests far enough from the end zones'
          : 'six teleporters far enough apart';
    return `A ${floors}-floor ${ruleset} dungeon needs at least ${min.longer}x${min.shorter} squares (or ${min.shorter}x${min.longer}) to hold ${why}; ${width}x${height} is too small.`;
  }
  return null;
}

const FLOOR_NAMES = ['Ground floor', 'First floor', 'Second floor', 'Third floor'];

function assemble(d: Draft, options: GenerateOptions): DungeonMap {
  const { seed, width, height, floors } = options;
  const style = d.style;
  return {
    format: 'dungeonbowl-map',
    version: 1,
    meta: {
      name: `Generated dungeon ${seed}`,
      description: `Generated from seed ${seed}: ${width}x${height}, ${floors} floor${floors === 1 ? '' : 's'}, ${d.ruleset} rules, ${style} rooms.`,
      tags: ['generated', style],
    },
    ruleset: d.ruleset,
    width,
    height,
    floors: d.terrain.map((squares, f) => ({
      name: FLOOR_NAMES[f] as string,
      rows: Array.from({ length: height }, (_, y) =>
        squares.slice(y * width, (y + 1) * width).join(''),
      ),
    })),
    chests: d.chests,
    teleporters: [...d.teleporters].sort((a, b) => a.number - b.number),
    endZones: d.endZones,
    links: d.links,
    chutes: d.chutes,
    elevators: d.elevators,
    features: d.features,
    rooms: d.specialRooms,
  };
}

/** One try from one seed: a map, or null when the dice left no room for something. */
function attempt(options: GenerateOptions, seed: number): DungeonMap | null {
  const d = newDraft(
    {
      width: options.width,
      height: options.height,
      floors: options.floors,
      ruleset: options.ruleset ?? 'torguer-2021',
      style: options.style ?? 'mixed',
    },
    createRng(seed),
  );
  try {
    layOut(d);
    placeEndZones(d);
    placeRiver(d);
    placeCorridorHazards(d);
    placeCorridorMechanisms(d);
    placeFloorLinks(d);
    placeSpecialRooms(d);
    placeTreasure(d);
    placeStatues(d);
  } catch (error) {
    if (error instanceof NoRoom) return null;
    throw error;
  }
  return assemble(d, options);
}

/**
 * Generates a dungeon and says how many attempts it took: each attempt builds the map so that it
 * keeps the setup rules, and is checked by the validator; an attempt that ran out of room or (as a
 * safety net) has any finding is replaced by one from a seed derived from the given one.
 */
export function generateDungeonReport(options: GenerateOptions): {
  map: DungeonMap;
  attempts: number;
} {
  const problem = generateOptionsProblem(options);
  if (problem) throw new RangeError(problem);
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const map = attempt(options, i === 0 ? options.seed : deriveSeed(options.seed, i));
    if (map && validateMap(map).findings.length === 0) return { map, attempts: i + 1 };
  }
  throw new Error(
    `No valid dungeon came out of ${MAX_ATTEMPTS} attempts from seed ${options.seed}; please report it with the options.`,
  );
}

/**
 * A seeded dungeon that passes every setup rule of its ruleset with no error and no warning:
 * rooms joined by corridors, end zones at the far ends, ladders, ropes and a chute or an elevator
 * between floors, hazards, a river with a bridge, special rooms. Same options, same map.
 * Throws a RangeError with a sentence when `generateOptionsProblem` refuses the options.
 */
export function generateDungeon(options: GenerateOptions): DungeonMap {
  return generateDungeonReport(options).map;
}
