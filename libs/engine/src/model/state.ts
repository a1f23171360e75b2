import type { CasualtyResult, LastingInjury } from './casualty-tables';
import type { LeagueRule } from './league';
import type { RngState } from '../dice/rng';
import type { Decision } from './decisions';
import type { Frame } from './frames';

/** A square of the dungeon: floor index (0 = ground floor) and column/row on the shared grid. */
export interface Square {
  readonly floor: number;
  readonly x: number;
  readonly y: number;
}

/** A teleporter of the dungeon, numbered 1 to 6 (DB-TELE-1). */
export interface TeleporterSpot {
  readonly number: number;
  readonly at: Square;
}

/** An end zone of the dungeon, as in map format v1: a rectangle on one floor. */
export interface EndZoneArea {
  readonly id: string;
  readonly floor: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The board a match is played on: the terrain of every floor, one character a square, as in map
 * format v1, and the things on it that never move: teleporters and end zones.
 */
export interface Board {
  readonly width: number;
  readonly height: number;
  readonly floors: readonly (readonly string[])[];
  readonly teleporters: readonly TeleporterSpot[];
  readonly endZones: readonly EndZoneArea[];
  /** Squares of statues and the like: in the way of players and of the ball (DB-STATUE-1). */
  readonly statues: readonly Square[];
  /**
   * What the dungeon's mechanisms keep from the map beyond the terrain (ladders and ropes, rooms,
   * features...), by mechanism kind, as plain JSON (see `src/mechanisms/`). Left out when the map
   * has none of them, so that a plain dungeon's board reads as it always has.
   */
  readonly mechanisms?: MechanismData | undefined;
}

/** Data kept by mechanism kind, each kind reading its own (see `src/mechanisms/`). */
export type MechanismData = { readonly [kind: string]: unknown };

export type Stance = 'standing' | 'prone' | 'stunned';

/** Where a player is when he is not on the board. */
export type OffBoard = 'reserves' | 'ko' | 'casualty' | 'lost';

export interface PlayerState {
  /** Unique in the match: "<team index>-<shirt number>"; a monster's is "monster-<lair id>". */
  readonly id: string;
  /** The team's index, or `MONSTERS` for a dungeon monster. */
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
  readonly at: Square | null;
  readonly box: OffBoard | null;
  readonly stance: Stance;
  /** Lost his tackle zone until his next activation (BB-STATE-7). */
  readonly distracted: boolean;
  /** Already activated this team turn. */
  readonly activated: boolean;
  /** Stunned during his own team's turn: stays Stunned through its next turn (BB-STATE-3). */
  readonly stunnedOnOwnTurn: boolean;
  /** Take Root failed: he cannot leave his square, pushes included, until Knocked Down or Placed Prone (BB-SKILL-1). */
  readonly rooted: boolean;
  /** Team turns he must still wait in the Reserves before the pit teleporter may take him (DB-PIT-8, DB-SPONGE-5). */
  readonly waits: number;
  /** The magic potion he carries or is under (DB-POTION-2, DB-POTION-3); left out when neither. */
  readonly potion?: PlayerPotion | undefined;
  /**
   * The Casualty result that stands, while he is in the Casualty box (BB-INJ-6, after any
   * apothecary, BB-INJ-10); left out when he is not a Casualty.
   */
  readonly casualty?: CasualtyResult | undefined;
  /**
   * The Lasting Injury he suffered in the match (BB-INJ-7; DB-POTION-6); left out when none. His
   * characteristics are not changed: that is for the development between matches (BB-CHAR-8).
   */
  readonly lastingInjury?: LastingInjury | undefined;
  /**
   * The Niggling Injuries he came into the match with, from his team sheet: each gives +1 to his
   * Casualty rolls (BB-INJ-8); left out when none. One he suffers in the match (a Serious Injury)
   * counts from the next match, as the team sheet records it.
   */
  readonly nigglingInjuries?: number | undefined;
}

/** The characteristics a potion changes, by how much, within its limits (DB-POTION-4, DB-POTION-5). */
export interface CharacteristicChanges {
  readonly ma?: number;
  readonly st?: number;
  /** Added to the Agility target: −1 turns 3+ into 2+, a better Agility. */
  readonly ag?: number;
  readonly av?: number;
}

/** The six potions of the potion table, by their D6 (DB-POTION-4). */
export type PotionKind = 'speed' | 'strength' | 'agility' | 'stone-skin' | 'combat' | 'reflexes';

/** A drunk potion's effects on the player, while they last (DB-POTION-3, DB-POTION-4). */
export interface PotionEffect {
  readonly potion: PotionKind;
  /** The D6 for the potion, then the D6 for its effect. */
  readonly rolled: readonly [number, number];
  readonly changes: CharacteristicChanges;
  /** Skills it gives him (Block, Mighty Blow, Dodge, Sidestep). */
  readonly skills: readonly string[];
  /** His team's turns it still lasts, the one being played included. */
  readonly turns: number;
}

/** A player's potions: one undrunk at most (DB-POTION-2), and the one drunk still acting. */
export interface PlayerPotion {
  readonly carried: boolean;
  readonly effect: PotionEffect | null;
}

/**
 * The `team` of a dungeon monster (a Goblours, DB-GOBLOURS-1): a piece that belongs to no team,
 * run by the engine, so that every team's players are its opponents (DB-GOBLOURS-10).
 */
export const MONSTERS = -1;

/** Whether a piece on the board is a dungeon monster rather than a team's player. */
export const isMonster = (p: Pick<PlayerState, 'team'>): boolean => p.team === MONSTERS;

export interface TeamState {
  readonly name: string;
  readonly rosterId: string;
  readonly rerolls: number;
  readonly rerollUsedThisTurn: boolean;
  /** The end zone the team chose at setup (DB-SETUP-12), or null before it has chosen. */
  readonly endZone: string | null;
  /** Dedicated Fans before the match, from the team sheet (1, the BB2020 least, when it says none). */
  readonly dedicatedFans: number;
  /** Apothecaries not used yet, its own and Wandering ones (BB-INJ-10); undefined, left out of a saved match, when it has none. */
  readonly apothecaries?: number | undefined;
  /** What its coach keeps the apothecaries for; left out for the first player knocked out or hurt. */
  readonly apothecaryUse?: ApothecaryUse | undefined;
}

/**
 * What a coach keeps his apothecaries for (BB-INJ-10), chosen before the match since the engine
 * uses them at once: `any` the first player knocked out or hurt, `casualty` the first Casualty,
 * `serious` the first Casualty worse than Badly Hurt.
 */
export type ApothecaryUse = 'any' | 'casualty' | 'serious';

export interface BallState {
  /** The square the ball is on or held in, or null before it is found (hidden in a chest). */
  readonly at: Square | null;
  /** The player holding it, if any. */
  readonly carrier: string | null;
}

/** A chest not yet opened (DB-CHEST-1); an opened chest is gone (DB-CHEST-8). */
export interface Chest {
  readonly at: Square;
  /** Whether the ball is inside: known to the engine only, never shown (see `view`). */
  readonly ball: boolean;
}

export type ActionKind =
  'move' | 'block' | 'blitz' | 'pass' | 'hand-off' | 'foul' | 'throw-team-mate' | 'hypnotic-gaze';

/** Every action a player may be activated for, in the order they are listed. */
export const ACTION_KINDS: readonly ActionKind[] = [
  'move',
  'block',
  'blitz',
  'pass',
  'hand-off',
  'foul',
  'throw-team-mate',
  'hypnotic-gaze',
];

/** The player being activated and what he has done so far. */
export interface Activation {
  readonly player: string;
  readonly action: ActionKind;
  /** Movement points spent (standing up costs 3; a Blitz's block costs 1). */
  readonly spent: number;
  /** Rushes made (each spends one of the two extra squares). */
  readonly rushes: number;
  /** The block of a Block or Blitz action has been made. */
  readonly blocked: boolean;
  /** Blocks made in this activation: a Frenzy player's second block is the second (BB-SKILL-1). */
  readonly blocks: number;
  /**
   * His movement is over: held in place by Tentacles (BB-SKILL-1), or teleported with no movement
   * left to recover (DB-TELE-3).
   */
  readonly held: boolean;
  /** Skill re-rolls used in this activation (Dodge and Sure Feet once each, BB-RR-4). */
  readonly skillRerolls: readonly string[];
  /** Other once-per-activation skills used in this activation (Break Tackle, Pro, Sneaky Git, BB-SKILL-1). */
  readonly skillsUsed: readonly string[];
  /** A Multiple Block: the opponents still to block after this one; null for any other action (BB-SKILL-1). */
  readonly multipleBlock: readonly string[] | null;
}

export interface TurnState {
  /** Index of the active team. */
  readonly team: number;
  /** Team turns played so far in the match, this one included. */
  readonly number: number;
  /** Rounds begun so far, this one included: every team plays once a round (DB-GEN-5). */
  readonly round: number;
  /** The once-a-turn actions already declared this team turn (BB-TURN-4). */
  readonly blitzUsed: boolean;
  readonly passUsed: boolean;
  readonly handOffUsed: boolean;
  readonly foulUsed: boolean;
  /** A pass or hand-off is under way: once the ball comes to rest, it must be held by the active team (BB-TO-5). */
  readonly ballInPlay: boolean;
  readonly activation: Activation | null;
  /** Why the team turn is ending: set by a turnover, acted on once the running procedure is done. */
  readonly turnover: string | null;
  /** Players teleported this team turn: a second teleport hurts (DB-TELE-4). */
  readonly teleported: readonly string[];
  /** The team has used its pit teleporter or its Magic Sponge this turn (DB-PIT-7). */
  readonly dugoutUsed: boolean;
  /** The player the pit teleporter brought in this turn: he spends 1 square recovering (DB-PIT-4). */
  readonly pitArrival: string | null;
}

export type Ruleset = 'torguer-2021' | 'jervis-1998';

export interface MatchOptions {
  /** The pre-2020 limit of one team re-roll per team turn (BB-RR-2). */
  readonly oneTeamRerollPerTurn: boolean;
  /** Where the two Dungeonbowl texts differ, which one the match follows (DB-GEN-2). */
  readonly ruleset: Ruleset;
  /** For simulations only: the match is a draw once this many rounds are over (DB-MATCH-6). */
  readonly maxRounds: number | null;
  /** League house rules switched on (LM-…, `model/league.ts`); left out when there are none. */
  readonly league?: readonly LeagueRule[];
  /**
   * A wandering monster of Jervis's table living in every lair of the map instead of the monster
   * the map names (DB-MON-1, DB-MON-2); left out or null for the map's own.
   */
  readonly wanderingMonster?: WanderingMonster | null;
}

/** The wandering monsters of Jervis's table (DB-MON-2); Demons are out of scope (DB-MON-3). */
export type WanderingMonster = 'giant-spider' | 'giant-scorpion' | 'hydra' | 'manticore' | 'dragon';

/**
 * Why a match ended: a touchdown (DB-MATCH-4), a draw at the simulations' round limit or with
 * nobody left to play, or the other teams conceded (LM-27).
 */
export type MatchEndReason = 'touchdown' | 'round-limit' | 'nobody-left' | 'conceded';

/** How a match ended. */
export interface MatchResult {
  /** The winning team, or null for a draw. */
  readonly winner: number | null;
  readonly reason: MatchEndReason;
  /** The player who scored the touchdown. */
  readonly scorer: string | null;
}

/** One team's 2D6 in a roll-off: for end zones (DB-SETUP-12) or initiative (DB-MULTI-1). */
export interface TeamRoll {
  readonly team: number;
  readonly dice: readonly [number, number];
}

/** The end-zone roll-off (DB-SETUP-12). */
export interface SetupState {
  /** Each round of 2D6 rolled, ties re-rolled among the tied teams only. */
  readonly rolls: readonly (readonly TeamRoll[])[];
}

/**
 * Everything about a match, and nothing else: plain JSON, so a saved match is this object and a
 * replay is the start state plus the actions.
 */
export interface GameState {
  readonly board: Board;
  readonly options: MatchOptions;
  readonly teams: readonly TeamState[];
  readonly players: readonly PlayerState[];
  readonly ball: BallState;
  readonly turn: TurnState;
  /** The dice: the seeded generator, and results forced by tests (used first, in order). */
  readonly dice: { readonly rng: RngState; readonly forced: readonly number[] };
  /** Chests not yet opened. */
  readonly chests: readonly Chest[];
  /** The player who opened the chest that held the ball (DB-CHEST-9), or null while it is hidden. */
  readonly ballFoundBy: string | null;
  /** Teleporters made unavailable for the rest of the match by a rooted Treeman (DB-BIG-6). */
  readonly closedTeleporters: readonly number[];
  /** The order teams play in: the end-zone roll-off's (DB-MATCH-11). */
  readonly order: readonly number[];
  /** The end-zone roll-off, or null for a match set up by hand (tests). */
  readonly setup: SetupState | null;
  /**
   * Decisions waiting for a coach, the last one first to be answered, with beneath them what
   * resumes once they are (`Frame`): the top one, if any, is always a decision.
   */
  readonly pending: readonly Frame[];
  /** Set when the match is over. */
  readonly result: MatchResult | null;
  /**
   * What the dungeon's mechanisms remember during the match, by mechanism kind (a player shaken
   * off a ladder...), as plain JSON. Each kind's value is replaced, never changed in place, so
   * that `apply` never changes the state it is given. Left out while no mechanism remembers
   * anything.
   */
  readonly mechanismState?: MechanismData | undefined;
  /** Star Player Points earned so far (DB-POST-4, BB-SPP-1), tallied from the events (`flow/spp.ts`). */
  readonly spp: SppTally;
  /** The post-match sequence (DB-POST), rolled when the match ends; null before. */
  readonly postMatch: PostMatch | null;
  /** The teams that conceded (LM-27), in the order they did; left out while none has. */
  readonly conceded?: readonly number[];
}

/** Why a player earned Star Player Points (DB-POST-4, BB-SPP-1). */
export type SppReason =
  | 'ball-found'
  | 'touchdown'
  | 'completion'
  | 'deflection'
  | 'interception'
  | 'casualty'
  | 'standing'
  | 'mvp'
  | 'monster';

/** Star Player Points earned by one player for one reason. */
export interface SppAward {
  readonly player: string;
  readonly reason: SppReason;
  readonly spp: number;
}

/**
 * The Star Player Points of a match, and what the tally must remember between actions: the
 * events of a block or a pass may come in several actions (a push or an interference to decide).
 */
export interface SppTally {
  /** Every award, in the order earned. */
  readonly awards: readonly SppAward[];
  /** The block whose knock-downs are being rolled: a Casualty from it earns its attacker SPP. */
  readonly block: { readonly attacker: string } | null;
  /**
   * A pass that is a completion if a team-mate of the thrower catches it: an Accurate pass on its
   * way to its target square (BB-PASS-13), or a ricochet (DB-PASS-18).
   */
  readonly pass: { readonly thrower: string; readonly ricochet: boolean } | null;
  /** Players a Casualty roll killed (BB-INJ-6): no MVP for them (BB-SPP-2). */
  readonly dead: readonly string[];
}

/** One team's post-match (DB-POST-1, DB-POST-2, DB-POST-3, DB-POST-5). */
export interface TeamPostMatch {
  readonly team: number;
  readonly outcome: 'won' | 'lost' | 'drew';
  /** The D3 rolled for the winnings, then its re-roll if one was made (DB-POST-1). */
  readonly winningsDice: readonly number[];
  /** Winnings in gold pieces. */
  readonly winnings: number;
  /** The Most Valuable Player drawn (DB-POST-3), or null when no player was eligible. */
  readonly mvp: string | null;
  /** The D6 a loser rolls for its Dedicated Fans (BB-SPP-3), null when no roll is made. */
  readonly fansRoll: number | null;
  /** What is added to that D6: −2 for a team that conceded (LM-27); left out when nothing. */
  readonly fansModifier?: number;
  /** The change to the team's Dedicated Fans: +1, 0 or -1. */
  readonly fansChange: number;
  /** Dedicated Fans after the match. */
  readonly dedicatedFans: number;
}

/** The post-match sequence (DB-POST), in team order. */
export interface PostMatch {
  readonly teams: readonly TeamPostMatch[];
}

/**
 * What the movement rules read of a match: the board, where the players, the ball and the chests
 * are, and what the dungeon's mechanisms remember (a portcullis closed, DB-PORT-2). The full state
 * is one, and so is a coach's view of it (`PublicState`), which knows where the chests stand but
 * not what they hold: the rules that only need this serve both.
 */
export type Pitch = Pick<GameState, 'board' | 'players' | 'ball' | 'mechanismState'> & {
  readonly chests: readonly { readonly at: Square }[];
};

/**
 * What a coach may know of a match (DB-SETUP-7): everything but the dice generator, which would
 * tell the rolls to come, and the contents of the chests, which would tell where the ball is; of
 * what waits to be resolved, the decisions.
 */
export type PublicState = Omit<GameState, 'dice' | 'chests' | 'pending'> & {
  readonly chests: readonly { readonly at: Square }[];
  /** The decisions waiting, the last one first to be answered. */
  readonly pending: readonly Decision[];
};
