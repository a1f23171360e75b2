import type { RngState } from '../dice/rng';
import type { Decision } from './decisions';

/** A square of the dungeon: floor index (0 = ground floor) and column/row on the shared grid. */
export interface Square {
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

/** The board a match is played on: the terrain of every floor, one character a square, as in map format v1. */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly floors: readonly (readonly string[])[];
  /**
   * The teleporter squares, numbered 1–6 (DB-TELE-1), when the match has them: a jump may not
   * pass over one (DB-JUMP-4). Optional until the teleporters are wired in from the map.
   */
  readonly teleporters?: readonly (Square & { readonly number: number })[];
}

export type Stance = 'standing' | 'prone' | 'stunned';

/** Where a player is when he is not on the board. */
export type OffBoard = 'reserves' | 'ko' | 'casualty' | 'lost';

export interface PlayerState {
  /** Unique in the match: "<team index>-<shirt number>". */
  readonly id: string;
  readonly team: number;
  readonly number: number;
  readonly name: string;
  readonly position: string;
  readonly ma: number;
  readonly st: number;
  /** Agility target, e.g. 3 for 3+. */
  readonly ag: number;
  /** Passing target, or null for "–". */
  readonly pa: number | null;
  /** Armour value, e.g. 9 for 9+. */
  readonly av: number;
  readonly skills: readonly string[];
  /** The square he stands or lies on, or null when he is in a box off the board. */
  at: Square | null;
  box: OffBoard | null;
  stance: Stance;
  /** Lost his tackle zone until his next activation (BB-STATE-7). */
  distracted: boolean;
  /** Already activated this team turn. */
  activated: boolean;
  /** Stunned during his own team's turn: stays Stunned through its next turn (BB-STATE-3). */
  stunnedOnOwnTurn: boolean;
  /** Take Root failed: he cannot leave his square, pushes included, until Knocked Down or Placed Prone (BB-SKILL-1). */
  rooted: boolean;
}

export interface TeamState {
  readonly name: string;
  readonly rosterId: string;
  rerolls: number;
  rerollUsedThisTurn: boolean;
}

export interface BallState {
  /** The square the ball is on or held in, or null before it is found (hidden in a chest). */
  at: Square | null;
  /** The player holding it, if any. */
  carrier: string | null;
}

export type ActionKind =
  'move' | 'block' | 'blitz' | 'pass' | 'hand-off' | 'foul' | 'throw-team-mate' | 'hypnotic-gaze';

/** The player being activated and what he has done so far. */
export interface Activation {
  readonly player: string;
  readonly action: ActionKind;
  /** Movement points spent (standing up costs 3; a Blitz's block costs 1). */
  spent: number;
  /** Rushes made (each spends one of the two extra squares). */
  rushes: number;
  /** The block of a Block or Blitz action has been made. */
  blocked: boolean;
  /** Blocks made in this activation: a Frenzy player's second block is the second (BB-SKILL-1). */
  blocks: number;
  /** Held in place by Tentacles: his movement is over (BB-SKILL-1). */
  held: boolean;
  /** Skill re-rolls used in this activation (Dodge and Sure Feet once each, BB-RR-4). */
  skillRerolls: string[];
  /** Other once-per-activation skills used in this activation (Break Tackle, Pro, Sneaky Git, BB-SKILL-1). */
  skillsUsed: string[];
  /** A Multiple Block: the opponents still to block after this one; null for any other action (BB-SKILL-1). */
  multipleBlock: readonly string[] | null;
}

export interface TurnState {
  /** Index of the active team. */
  team: number;
  /** Team turns played so far in the match, this one included. */
  number: number;
  /** The once-a-turn actions already declared this team turn (BB-TURN-4). */
  blitzUsed: boolean;
  passUsed: boolean;
  handOffUsed: boolean;
  foulUsed: boolean;
  /** A pass or hand-off is under way: once the ball comes to rest, it must be held by the active team (BB-TO-5). */
  ballInPlay: boolean;
  activation: Activation | null;
  /** Why the team turn is ending: set by a turnover, acted on once the running procedure is done. */
  turnover: string | null;
}

export interface MatchOptions {
  /** The pre-2020 limit of one team re-roll per team turn (BB-RR-2). */
  readonly oneTeamRerollPerTurn: boolean;
}

/**
 * Everything about a match, and nothing else: plain JSON, so a saved match is this object and a
 * replay is the start state plus the actions.
 */
export interface GameState {
  readonly board: Board;
  readonly options: MatchOptions;
  teams: TeamState[];
  players: PlayerState[];
  ball: BallState;
  turn: TurnState;
  /** The dice: the seeded generator, and results forced by tests (used first, in order). */
  dice: { rng: RngState; forced: number[] };
  /** Decisions waiting for a coach, the last one first to be answered. */
  pending: Decision[];
  /** Set when the match is over: the winning team, or null for no winner yet. */
  winner: number | null;
}
