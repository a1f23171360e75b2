export { createRng, nextUint32, rollDie, type RngState } from './dice/rng';
export { apply, legalActions, type ApplyResult } from './engine';
export type { Action } from './model/actions';
export { boardFromMap, createMatch, defaultOptions, type TeamSetup } from './model/create';
export type {
  BlockFace,
  Decision,
  FailedTest,
  FollowUp,
  PendingBlock,
  PendingPush,
  SkillChoice,
} from './model/decisions';
export type { GameEvent } from './model/events';
export type {
  Activation,
  ActionKind,
  BallState,
  Board,
  GameState,
  MatchOptions,
  OffBoard,
  PlayerState,
  Square,
  Stance,
  TeamState,
  TurnState,
} from './model/state';
export * from './rosters';
