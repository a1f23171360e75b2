export { createRng, nextUint32, rollDie, type RngState } from './dice/rng';
export { apply, type ApplyResult } from './engine';
export { legalActions } from './legal-actions';
export { Match, type MatchStep } from './match';
export type { Action } from './model/actions';
export { boardFromMap, createMatch, defaultOptions } from './flow/create';
export type { TeamSetup } from './model/team-setup';
export type {
  BlockFace,
  Decision,
  FailedTest,
  FollowUp,
  SkillChoice,
  TeamMateThrow,
} from './model/decisions';
export type { GameEvent } from './model/events';
export {
  autoPlacement,
  mostTeams,
  startMatch,
  STARTING_PLAYERS,
  type StartResult,
} from './flow/setup';
export { actingTeam, view, type MatchView, type PublicState } from './view';
export {
  movePlan,
  type MovePlan,
  type PlannedRoll,
  type PlannedSquare,
  type PlannedStep,
} from './plan/move-plan';
export {
  agents,
  botsForMatch,
  heuristicAgent,
  playMatch,
  randomAgent,
  resumableChoice,
  type Agent,
  type AppliedAction,
  type PlayedMatch,
  type PlayOptions,
} from './bots';
export type {
  Activation,
  ActionKind,
  ApothecaryUse,
  BallState,
  Board,
  CharacteristicChanges,
  Chest,
  EndZoneArea,
  GameState,
  MatchEndReason,
  MatchOptions,
  MatchResult,
  OffBoard,
  PlayerPotion,
  PlayerState,
  PostMatch,
  PotionEffect,
  PotionKind,
  Ruleset,
  SetupState,
  SppAward,
  SppReason,
  SppTally,
  Square,
  Stance,
  TeamPostMatch,
  TeamState,
  TeleporterSpot,
  TurnState,
  WanderingMonster,
} from './model/state';
export { sppFor, sppOf } from './flow/spp';
export * from './rosters';
export { summarise, type GameSummary, type LastingInjuryLine } from './replay/game-summary';
export {
  REPLAY_FORMAT,
  REPLAY_VERSION,
  finalHash,
  matchProblems,
  replayFileOf,
  replayProblems,
  sortedJson,
  startHash,
  type ReplayCoach,
  type ReplayFile,
  type ReplayStart,
} from './replay/replay-file';
export {
  NO_TAKE_BACKS,
  keepTakeBack,
  takeBack,
  takeBackFor,
  takeBackOffer,
  takesBackCleanly,
  type TakeBackOffer,
  type TakeBackPoint,
  type TakeBacks,
  type TakenBack,
} from './replay/take-back';
export type { BlockPreview } from './rules/block-preview';
export type { PassPreview, PreviewTest } from './rules/pass-preview';
export { LASTING_INJURIES, type CasualtyResult, type LastingInjury } from './model/casualty-tables';
export { characteristics, type Characteristics } from './rules/characteristics';
export { rollNeeded } from './rules/d6-test';
export {
  LEAGUE_RULES,
  isLeagueRule,
  leagueRules,
  withLeagueRule,
  type LeagueRule,
} from './model/league';
export { adjacent, isStatue, isWall, playerAt, sameSquare, teleporterAt } from './board/squares';
export type { ZoneSquare } from './board/tackle-zones';
export { blockPreview, chestTakesRush, mechanismMarks, passPreview, tackleZones } from './previews';
export { boatsNow, type BoatPlace } from './mechanisms/boats/places';
export { isMonster, MONSTERS } from './model/state';
export { wanderingMonsters } from './mechanisms/monsters';
export type { MechanismMark } from './mechanisms/mechanism';
export {
  fairnessReport,
  fairnessReportOf,
  type ChestShare,
  type EndZoneShare,
  type FairnessReport,
  type HeatFloor,
} from './fairness/fairness-report';
export {
  FAIRNESS_ROSTER,
  playFairnessGame,
  playFairnessGames,
  prepareFairness,
  type FairnessOptions,
  type FairnessRun,
} from './fairness/fairness-run';
export type { ChestOpened, FairnessGame } from './fairness/game-record';
export type { Spread } from './fairness/statistics';
