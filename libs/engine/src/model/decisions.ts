import type { Square } from './state';

export type BlockFace = 'attacker-down' | 'both-down' | 'push' | 'stumble' | 'pow';

/**
 * The rolls a step of movement may need, in the order they are made (BB-MOVE-5: Rush before
 * Dodge), and what follows them: a Blitz's block or Stab, a gaze, opening a chest (DB-CHEST-3),
 * a teleporter, the way up or down a ladder or rope once its rolls are made (DB-LADDER-5), a
 * jump down to the floor below (DB-FLOOR-3).
 */
export type StepStage =
  | 'rush'
  | 'dodge'
  | 'jump'
  | 'pick-up'
  | 'block'
  | 'stab'
  | 'gaze'
  | 'open-chest'
  | 'teleport'
  | 'climb'
  | 'jump-down'
  | 'obstacle-jump'
  | 'precarious'
  | 'oar-strike';

/**
 * How a player comes to fall into a hazard or down a floor: on purpose (DB-FLOOR-3), pushed
 * (DB-PREC-7), pushed and Knocked Down (DB-FLOOR-10), or slipping (DB-PREC-6, DB-JUMP-3).
 */
export type FallCause = 'jumped' | 'pushed' | 'knocked-down' | 'slipped';

/** A player a push left in a square he cannot stay in (DB-PREC-7). */
export interface PushedFaller {
  readonly player: string;
  /** The defender of a block whose face knocks him down (DB-FLOOR-10). */
  readonly knockedDown: boolean;
}

/** A push that left players in hazards: those still to fall, then the follow-up (BB-BLOCK-9). */
export interface PushAftermath {
  readonly fallers: readonly PushedFaller[];
  readonly followUp: FollowUp;
}

/** A player falling into a hazard or down a floor, with what follows once he is down. */
export interface Fall {
  readonly player: string;
  readonly cause: FallCause;
  /** The square he fell into. */
  readonly into: Square;
  /** For a fall down a floor: where he comes down, and the floors of height (DB-FLOOR-6). */
  readonly landing?: Square;
  readonly floors?: number;
  /** He fell through a ladder or rope hole, and may catch himself (DB-FLOOR-9). */
  readonly hole?: boolean;
  /**
   * He fell through a spiked pit on an upper floor: what its stakes add to his Armour and Injury
   * rolls, besides the floors of height (DB-HOLE-2).
   */
  readonly stakes?: number;
  /** The push he fell from, which goes on once he is down. */
  readonly push?: PushAftermath;
}

/** A test that failed and may be re-rolled: everything needed to finish it either way. */
export interface FailedTest {
  readonly kind:
    | 'dodge'
    | 'jump'
    | 'rush'
    | 'pick-up'
    | 'stand-up'
    | 'jump-up'
    | 'catch'
    | 'pass'
    | 'throw-team-mate'
    | 'landing'
    | 'hypnotic-gaze'
    | 'take-root'
    | 'bone-head'
    | 'really-stupid'
    | 'animal-savagery'
    | 'foul-appearance'
    | 'dauntless'
    | 'pit-entry'
    | 'floor-landing'
    | 'obstacle-jump'
    | 'precarious';
  /** What still follows this test if it succeeds. */
  readonly rest: readonly StepStage[];
  /** For a Blitz whose block needed a Rush, Foul Appearance, Dauntless and Hypnotic Gaze: the opponent aimed at. */
  readonly blockTarget?: string;
  readonly player: string;
  /**
   * The square the player was moving into (dodge, rush), stands on (pick-up, stand-up) or, for a
   * Rush to open a chest, the chest's; null for a big guy's test at the pit teleporter (DB-BIG-1).
   */
  readonly square: Square | null;
  /** The roll needed, after modifiers, and what was rolled. */
  readonly target: number;
  readonly modifier: number;
  readonly rolled: number;
  /** The square he was leaving, for a dodge or rush. */
  readonly from?: Square;
  /** Skill re-rolls the player may still use on this test. */
  readonly skills: readonly string[];
  /** For a Pass test: the pass being thrown. */
  readonly pass?: PassInFlight;
  /** For a Throw Team-mate test: the throw being made. */
  readonly throw?: TeamMateThrow;
  /** For a catch: the catcher deflected the pass himself, so catching it is an interception. */
  readonly deflected?: boolean;
  /** For a Dodge or a Jump: a Diving Tackle was already used on it (one per test, BB-SKILL-1). */
  readonly dived?: boolean;
  /** For a landing test after a fall down a floor (DB-FLOOR-4, DB-FLOOR-9): the fall. */
  readonly fall?: Fall;
  /** For a precarious roll (DB-PREC-4), what it was made for, to go on with it after a re-roll. */
  readonly precarious?: PrecariousFor;
}

/** What a precarious roll is made before (DB-PREC-4): a block or its assists, a pass, a catch. */
export type PrecariousFor =
  | {
      readonly kind: 'block';
      readonly attacker: string;
      readonly defender: string;
      /** The players who have made their roll for this block already. */
      readonly done: readonly string[];
    }
  | { readonly kind: 'pass'; readonly target: Square; readonly ricochet: boolean }
  | { readonly kind: 'catch'; readonly ballModifier: number; readonly deflected: boolean };

/**
 * A test that counts the opponents marking the player who makes it, as the coaches are asked
 * about it (DB-MULTI-5), with what is needed to go on with it once they have answered: the
 * Dodge and pick-up of a step, a Jump from one square to another, a Passing test (what
 * `PrecariousFor` says of a pass), a catch (likewise) or a pass interference.
 */
export type MarkedTest =
  | { readonly kind: 'step'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'jump'; readonly from: Square; readonly to: Square }
  | Extract<PrecariousFor, { readonly kind: 'pass' | 'catch' }>
  | {
      readonly kind: 'interference';
      readonly pass: PassInFlight;
      /** The teams still to be asked for an interferer if this one fails (DB-MULTI-7). */
      readonly later: readonly number[];
    };

/** A rebounding ricochet on its way (DB-PASS-12): where it is, its way, the squares left counting this one. */
export interface RicochetFlight {
  readonly at: Square;
  /** One square across (dx) and down (dy), each −1, 0 or 1. */
  readonly direction: readonly [number, number];
  readonly left: number;
}

/** A Throw Team-mate action's throw (BB-PASS-14): who throws whom at which square. */
export interface TeamMateThrow {
  readonly thrower: string;
  readonly thrown: string;
  readonly target: Square;
}

/**
 * A pass on its way (BB-PASS-1, BB-PASS-2, BB-PASS-3, BB-PASS-4, BB-PASS-5, BB-PASS-6, BB-PASS-7,
 * BB-PASS-8, BB-PASS-9, BB-PASS-10).
 */
export interface PassInFlight {
  readonly thrower: string;
  readonly target: Square;
  readonly quality: 'accurate' | 'inaccurate' | 'wildly-inaccurate';
  /** Where the ball comes down after any scatter or deviation; for a ricochet, the wall square it hits. */
  readonly landing: Square;
  /** A wall ricochet (DB-PASS-7): the target is a wall square, off which the ball rebounds. */
  readonly ricochet?: true;
}

/** A block whose dice are rolled and wait for the choice (or a re-roll). */
export interface PendingBlock {
  readonly attacker: string;
  readonly defender: string;
  readonly dice: readonly BlockFace[];
  /** Which team chooses the die: the stronger side's. */
  readonly chooser: number;
  readonly rerolled: boolean;
}

/** A push waiting for its square to be chosen, with what happens after it. */
export interface PendingPush {
  readonly attacker: string;
  /** The player being pushed now (the defender, or a chain-pushed player). */
  readonly pushed: string;
  /** The squares he may be pushed to: away from the pusher, or any free one next to him with Sidestep. */
  readonly options: readonly Square[];
  /** The face that caused the push: a POW knocks the defender down after the push. */
  readonly face: BlockFace;
  /** Players pushed before him in this chain, defender first, with the squares they go to. */
  readonly chain: readonly { readonly player: string; readonly to: Square }[];
  readonly defender: string;
  /** The defender's square before the push: the attacker follows up into it. */
  readonly vacated: Square;
}

/** A push done, waiting for the attacker's follow-up (BB-BLOCK-9) and then a POW's knock-down. */
export interface FollowUp {
  readonly attacker: string;
  readonly defender: string;
  /** The defender's square before the push. */
  readonly vacated: Square;
  readonly face: BlockFace;
  /**
   * The defender was knocked down where the push left him: his fall into a hazard (DB-FLOOR-10),
   * or rubble (DB-RUBBLE-3), was the POW's knock-down.
   */
  readonly knockedDown?: boolean;
}

/** A skill its owner's coach may use or not (BB-SKILL-1), with what waits on the answer. */
export type SkillChoice =
  | { readonly skill: 'Stand Firm'; readonly push: PendingPush }
  | { readonly skill: 'Fend'; readonly followUp: FollowUp }
  | { readonly skill: 'Wrestle' | 'Juggernaut'; readonly block: PendingBlock }
  | {
      readonly skill: 'Diving Tackle';
      /** The Dodge passed, with the modifier it was read with and whether it was a re-roll. */
      readonly test: FailedTest;
      readonly total: number;
      readonly rerolled: boolean;
    };

/** A decision the engine waits for; `team` is the coach who must answer. */
export type Decision =
  | {
      /** The end-zone roll-off's next team picks a free end zone (DB-SETUP-12). */
      readonly kind: 'choose-end-zone';
      readonly team: number;
      readonly options: readonly string[];
    }
  | {
      /** The team sets up its players in its end zone (DB-SETUP-14). */
      readonly kind: 'set-up';
      readonly team: number;
      readonly endZone: string;
      /** How many players it must set up: 6, or all it has if fewer. */
      readonly count: number;
    }
  | {
      readonly kind: 'reroll';
      readonly team: number;
      readonly test: FailedTest;
      readonly teamReroll: boolean;
      /** Pro may be tried on this roll (BB-SKILL-1, BB-RR-4). */
      readonly pro: boolean;
    }
  | {
      readonly kind: 'block-reroll';
      readonly team: number;
      readonly block: PendingBlock;
      readonly teamReroll: boolean;
      /** Pro may be tried on one of the dice (BB-SKILL-1, BB-RR-4). */
      readonly pro: boolean;
    }
  | { readonly kind: 'block-die'; readonly team: number; readonly block: PendingBlock }
  | { readonly kind: 'push'; readonly team: number; readonly push: PendingPush }
  | {
      readonly kind: 'interference';
      readonly team: number;
      readonly candidates: readonly string[];
      readonly pass: PassInFlight;
      /** With 3 or 4 teams: the teams asked next if this one does not deflect it (DB-MULTI-7). */
      readonly later?: readonly number[];
    }
  | { readonly kind: 'follow-up'; readonly team: number; readonly followUp: FollowUp }
  | {
      /** Animal Savagery failed: the coach picks the adjacent team-mate who is lashed out at. */
      readonly kind: 'lash-out';
      readonly team: number;
      readonly player: string;
      readonly candidates: readonly string[];
    }
  | {
      /**
       * A player who landed on his feet where someone already stood goes to a square next to
       * it of his coach's choice (DB-FLOOR-8).
       */
      readonly kind: 'choose-landing';
      readonly team: number;
      readonly fall: Fall;
      readonly options: readonly Square[];
    }
  | {
      readonly kind: 'use-skill';
      readonly team: number;
      /** The player who has the skill. */
      readonly player: string;
      readonly choice: SkillChoice;
    }
  | {
      /**
       * With 3 or 4 teams, the coach of a player of a third team says whether he assists one
       * side of a block or foul, and which, or nobody (DB-MULTI-4).
       */
      readonly kind: 'assist';
      readonly team: number;
      /** The player who may assist. */
      readonly player: string;
      readonly action: 'block' | 'foul';
      readonly attacker: string;
      readonly defender: string;
      /** The sides he may assist: the attacker's id, the defender's, or both. */
      readonly sides: readonly string[];
    }
  | {
      /**
       * With 3 or 4 teams, the coach says whether his players' tackle zones count for a test of
       * another team's player (DB-MULTI-5): the Dodge and pick-up of a step, a Jump, a Passing
       * test, a catch or a pass interference.
       */
      readonly kind: 'tackle-zones';
      readonly team: number;
      /** The player making the test. */
      readonly player: string;
      readonly test: MarkedTest;
    }
  | {
      /** The opponent conceded: the winner names the player who gets the touchdown's SPP (LM-27). */
      readonly kind: 'award-touchdown';
      readonly team: number;
      /** The winner's players in the dungeon. */
      readonly candidates: readonly string[];
    }
  | {
      /**
       * With 3 or 4 teams, a rebounding ricochet crosses the square of another team's player: his
       * coach says whether he tries to catch it or lets it by (DB-PASS-15).
       */
      readonly kind: 'ricochet-catch';
      readonly team: number;
      readonly player: string;
      readonly flight: RicochetFlight;
    };
