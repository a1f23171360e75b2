import type { Finding, RuleId, Severity } from '../findings';
import type { DungeonMap } from '../generated/dungeon-map.v1';
import { checkBounds } from './bounds';
import { checkChutes, checkElevators, checkLinks } from './connections';
import { checkCorridorWidth } from './corridors';
import { checkChestCount, checkEndZoneCount, checkTeleporterCount } from './counts';
import {
  checkChestFarFromEndZone,
  checkChestNearEndZone,
  checkChestSpacing,
  checkPerFloor,
  checkTeleporterInEndZone,
  checkTeleporterSpacing,
} from './distances';
import { checkEndZoneOverlap, checkEndZoneShape, checkEndZonesApart } from './end-zones';
import { checkFeatures } from './features';
import { checkReach } from './reach';
import { checkGroundVoid, checkSquares } from './squares';

export type Ruleset = NonNullable<DungeonMap['ruleset']>;

export interface MapRule {
  readonly id: RuleId;
  readonly severity: Severity;
  /** The rulesets the rule applies to. */
  readonly rulesets: readonly Ruleset[];
  readonly summary: string;
  /** Checks a map that already matches the schema; MAP-JSON and MAP-SCHEMA are checked by the loader. */
  readonly check?: (map: DungeonMap) => Finding[];
}

const all: readonly Ruleset[] = ['torguer-2021', 'jervis-1998'];
const torguer: readonly Ruleset[] = ['torguer-2021'];
const jervis: readonly Ruleset[] = ['jervis-1998'];

/** The rules of ../shared/spec/map-rules.md, in its order, each with the function that checks it. */
export const mapRules: readonly MapRule[] = [
  {
    id: 'MAP-JSON',
    severity: 'error',
    rulesets: all,
    summary: 'the file can be read and is JSON (at most 2 MiB)',
  },
  {
    id: 'MAP-SCHEMA',
    severity: 'error',
    rulesets: all,
    summary:
      'the file matches the JSON Schema (types, ranges, row lengths, legend characters, no unknown fields)',
  },
  {
    id: 'MAP-BOUNDS',
    severity: 'error',
    rulesets: all,
    summary: 'every placed thing lies inside the grid and on an existing floor',
    check: checkBounds,
  },
  {
    id: 'MAP-CHEST-COUNT',
    severity: 'error',
    rulesets: all,
    summary: 'exactly 6 chests',
    check: checkChestCount,
  },
  {
    id: 'MAP-TELE-COUNT',
    severity: 'error',
    rulesets: all,
    summary: 'exactly 6 teleporters, numbered 1 to 6, each number once',
    check: checkTeleporterCount,
  },
  {
    id: 'MAP-EZ-COUNT',
    severity: 'error',
    rulesets: all,
    summary: '2 to 5 end zones, ids unique',
    check: checkEndZoneCount,
  },
  {
    id: 'MAP-EZ-SHAPE',
    severity: 'error',
    rulesets: all,
    summary: 'each end zone is 2x4 or 4x2 squares, all of them floor',
    check: checkEndZoneShape,
  },
  {
    id: 'MAP-EZ-OVERLAP',
    severity: 'error',
    rulesets: all,
    summary: 'end zones do not overlap',
    check: checkEndZoneOverlap,
  },
  {
    id: 'MAP-SQUARE',
    severity: 'error',
    rulesets: all,
    summary:
      'chests and teleporters stand on floor, moss or sand, and no two things share a square',
    check: checkSquares,
  },
  {
    id: 'MAP-PER-FLOOR',
    severity: 'error',
    rulesets: torguer,
    summary: 'every floor has at least one chest and at least one teleporter',
    check: checkPerFloor,
  },
  {
    id: 'MAP-CHEST-EZ',
    severity: 'error',
    rulesets: torguer,
    summary: 'no chest within 5 squares of an end zone',
    check: checkChestNearEndZone,
  },
  {
    id: 'MAP-TELE-EZ',
    severity: 'error',
    rulesets: torguer,
    summary: 'no teleporter inside an end zone',
    check: checkTeleporterInEndZone,
  },
  {
    id: 'MAP-TELE-SPACING',
    severity: 'error',
    rulesets: torguer,
    summary: 'two teleporters on one floor are at least 10 squares apart',
    check: checkTeleporterSpacing,
  },
  {
    id: 'MAP-CHEST-EZ-FAR',
    severity: 'error',
    rulesets: jervis,
    summary: 'every chest is more than 8 squares from every end zone',
    check: checkChestFarFromEndZone,
  },
  {
    id: 'MAP-CHEST-SPACING',
    severity: 'error',
    rulesets: jervis,
    summary: 'no chest within 3 squares of another (at least 4 apart)',
    check: checkChestSpacing,
  },
  {
    id: 'MAP-EZ-APART',
    severity: 'warning',
    rulesets: jervis,
    summary: "the end zones furthest apart are at least half the grid's larger side apart",
    check: checkEndZonesApart,
  },
  {
    id: 'MAP-CORRIDOR',
    severity: 'warning',
    rulesets: jervis,
    summary: 'corridors are at least 2 squares wide',
    check: checkCorridorWidth,
  },
  {
    id: 'MAP-LINK',
    severity: 'error',
    rulesets: all,
    summary: 'a ladder or rope joins floor f to f+1; its foot is walkable, the square above a hole',
    check: checkLinks,
  },
  {
    id: 'MAP-CHUTE',
    severity: 'error',
    rulesets: all,
    summary: "a chute's entries lie above its exit; exit and landing squares are walkable",
    check: checkChutes,
  },
  {
    id: 'MAP-ELEVATOR',
    severity: 'error',
    rulesets: all,
    summary:
      'an elevator serves at least 2 existing floors, walkable on each, starting on one of them',
    check: checkElevators,
  },
  {
    id: 'MAP-VOID-GROUND',
    severity: 'error',
    rulesets: all,
    summary: 'the ground floor has no void',
    check: checkGroundVoid,
  },
  {
    id: 'MAP-REACH',
    severity: 'error',
    rulesets: all,
    summary: 'every chest and end zone can be reached from every end zone',
    check: checkReach,
  },
  {
    id: 'MAP-FEATURE',
    severity: 'error',
    rulesets: all,
    summary:
      'features and rooms lie inside the grid, on squares their kind allows, referring only to ids that exist',
    check: checkFeatures,
  },
];
