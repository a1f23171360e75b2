export type { Finding, RuleId, Severity } from './findings';
export type * from './generated/dungeon-map.v1';
export { featureKinds, featureName, featureSquares, type FeatureKind } from './feature-kinds';
export { loadMap, MAX_FILE_BYTES, type LoadResult } from './load';
export { decodeUtf8 } from './utf8';
export { CURRENT_VERSION } from './migrations';
export { capitalise, pieceName, roomKindNames } from './names';
export { mapRules, type MapRule, type Ruleset } from './rules/catalog';
export { sampleMaps, type SampleMap } from './samples';
export { placementBlockers, type BlockedSquare } from './placement';
export { terrainInfo, terrains, type TerrainChar, type TerrainInfo } from './terrain';
export { checkMapRules, validateMap, type MapValidation } from './validate';
export {
  featureFields,
  featureSquareLists,
  fieldProblem,
  roomFields,
  roomSquareLists,
  thingFields,
  type SchemaField,
  type SquareListField,
} from './schema-fields';
export {
  dungeonStyles,
  generateDungeon,
  generateDungeonReport,
  generateOptionsProblem,
  minimumDungeonSize,
  type DungeonStyle,
  type GenerateOptions,
} from './generate/generate-dungeon';
