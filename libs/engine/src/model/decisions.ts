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

/**
 * A push that left players in hazards: those still to fall, then the follow-up (BB-BLOCK-9). While
 * one of them falls it waits on `state.pending` (`PushFrame`).
 */
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
}

/** What every test that failed holds: who made it, the roll needed and rolled, the re-rolls left. */
interface TestRoll {
  readonly player: string;
  /** The roll needed, after modifiers, and what was rolled. */
  readonly target: number;
  readonly modifier: number;
  readonly rolled: number;
  /** Skill re-rolls the player may still use on this test. */
  readonly skills: readonly string[];
}

/**
 * A roll of a step of movement (BB-MOVE-5): a Rush, a Dodge, a Jump, Jervis's jump over an
 * obstacle (DB-JUMP-5) or a pick-up, with what the step still does once it passes.
 */
export interface StepTestFailed extends TestRoll {
  readonly kind: 'rush' | 'dodge' | 'jump' | 'obstacle-jump' | 'pick-up';
  /** The square he leaves; for a pick-up, the square he stands on. */
  readonly from: Square;
  /** The square he moves into, or (pick-up) stands on, or (a Rush to open a chest) the chest's. */
  readonly square: Square;
  /**
   * The roll is made before he leaves `from` (up or down a ladder or rope, a jump down a floor,
   * `rolledBeforeLeaving`): nobody may dive into the square he still stands in.
   */
  readonly beforeLeaving: boolean;
  /** For a Dodge or a Jump: a Diving Tackle was already used on it (one per test, BB-SKILL-1). */
  readonly dived?: boolean;
}

/** A test a trait makes as the action is declared (BB-SKILL-1). */
export type Trait = 'take-root' | 'bone-head' | 'really-stupid' | 'animal-savagery';

/** A strike at an opponent that Foul Appearance is rolled before (BB-SKILL-1). */
export type Strike = 'block' | 'stab' | 'gaze' | 'oar-strike';

/** A fall down a floor once where he comes down is known: the landing square and the floors of height. */
export interface FallDown extends Fall {
  readonly landing: Square;
  readonly floors: number;
}

/**
 * A test that failed and may be re-rolled: everything needed to finish it either way, each kind
 * with the fields it needs.
 */
export type FailedTest =
  | StepTestFailed
  /**
   * Foul Appearance before a strike, which goes ahead if it passes, Dauntless before a block, and
   * Hypnotic Gaze (BB-SKILL-1): the strike at the opponent waits beneath (`StrikeFrame`).
   */
  | (TestRoll & { readonly kind: 'foul-appearance' | 'dauntless' | 'hypnotic-gaze' })
  /** Standing up (BB-MOVE-7), or Jump Up in a Block action (BB-SKILL-1). */
  | (TestRoll & { readonly kind: 'stand-up' | 'jump-up' })
  /** A trait's roll as the action is declared (BB-SKILL-1). */
  | (TestRoll & { readonly kind: Trait })
  /** A big guy's test at the pit teleporter (DB-BIG-1); a thrown team-mate's landing (BB-PASS-15). */
  | (TestRoll & { readonly kind: 'pit-entry' | 'landing' })
  | (TestRoll & {
      readonly kind: 'catch';
      /** The catcher's square, where the ball is dropped. */
      readonly square: Square;
      /** The catcher deflected the pass himself, so catching it is an interception. */
      readonly deflected: boolean;
    })
  | (TestRoll & { readonly kind: 'pass'; readonly pass: PassInFlight })
  | (TestRoll & { readonly kind: 'throw-team-mate'; readonly throw: TeamMateThrow })
  /** The landing test after a fall down a floor (DB-FLOOR-4, DB-FLOOR-9). */
  | (TestRoll & { readonly kind: 'floor-landing'; readonly fall: FallDown })
  /**
   * A precarious roll (DB-PREC-4): what it was made before waits beneath, a `PrecariousFrame`
   * (a block, a pass, a catch) or a step's frame, or nothing.
   */
  | (TestRoll & { readonly kind: 'precarious' });

/** The failed test of a kind, whichever member of `FailedTest` holds it. */
export type FailedTestOf<K extends FailedTest['kind']> = FailedTest extends infer T
  ? T extends { readonly kind: infer U }
    ? K extends U
      ? T
      : never
    : never
  : never;

/** A test about to be rolled: a failed test without its roll. */
export type TestToRoll = FailedTest extends infer T
  ? T extends unknown
    ? Omit<T, 'rolled' | 'skills'>
    : never
  : never;

/**
 * What a precarious roll is made before (DB-PREC-4): a block or its assists, a pass, a catch (the
 * rest of a step has a frame of its own, `StepFrame`).
 */
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
  /** The pass he tries to deflect waits beneath (`FlightFrame`). */
  | { readonly kind: 'interference' };

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

/** A block from its dice to its face: who blocks whom, whose the die is, and whether it was re-rolled. */
export interface Block {
  readonly attacker: string;
  readonly defender: string;
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

/**
 * A skill its owner's coach may use or not (BB-SKILL-1). What waits on the answer is a frame
 * beneath the decision: the push for Stand Firm, the block after its push for Fend, the block for
 * Wrestle and Juggernaut.
 */
export type SkillChoice =
  | { readonly skill: 'Stand Firm' | 'Fend' | 'Wrestle' | 'Juggernaut' }
  | {
      readonly skill: 'Diving Tackle';
      /** The Dodge passed, with the modifier it was read with and whether it was a re-roll. */
      readonly test: StepTestFailed;
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
      /** The block dice are rolled: the attacker's coach may re-roll them (the block waits beneath). */
      readonly kind: 'block-reroll';
      readonly team: number;
      readonly attacker: string;
      readonly defender: string;
      readonly dice: readonly BlockFace[];
      readonly teamReroll: boolean;
      /** Pro may be tried on one of the dice (BB-SKILL-1, BB-RR-4). */
      readonly pro: boolean;
    }
  | {
      /** The stronger side's coach picks the die that counts (the block waits beneath). */
      readonly kind: 'block-die';
      readonly team: number;
      readonly attacker: string;
      readonly defender: string;
      readonly dice: readonly BlockFace[];
    }
  | {
      /** The square a pushed player goes to (the push waits beneath). */
      readonly kind: 'push';
      readonly team: number;
      readonly pushed: string;
      readonly options: readonly Square[];
    }
  | {
      /** A player of the defending team tries to deflect the pass, or nobody (the pass waits beneath). */
      readonly kind: 'interference';
      readonly team: number;
      readonly candidates: readonly string[];
    }
  | {
      /** Whether the attacker follows up into the square the defender left (the block waits beneath). */
      readonly kind: 'follow-up';
      readonly team: number;
      readonly attacker: string;
      readonly square: Square;
    }
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
      readonly fall: FallDown;
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
    };
