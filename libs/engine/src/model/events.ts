import type { Facing } from './actions';
import type { CasualtyResult, LastingInjury } from './casualty-tables';
import type { BlockFace } from './decisions';
import type {
  CharacteristicChanges,
  MatchEndReason,
  OffBoard,
  PostMatch,
  PotionKind,
  Square,
  TeamRoll,
} from './state';

/** What happened, in order, for the log and the dice panel. Every die rolled appears in one event. */
export type GameEvent =
  | { readonly type: 'activated'; readonly player: string; readonly action: string }
  | {
      readonly type: 'moved';
      readonly player: string;
      readonly from: Square;
      readonly to: Square;
      /** Up or down a ladder, a rope or the rotating lift, to another floor (DB-LADDER-1, DB-ROPE-1, DB-ROTLIFT-3). */
      readonly via?: string;
    }
  | { readonly type: 'stood-up'; readonly player: string }
  | {
      readonly type: 'test';
      readonly test:
        | 'dodge'
        | 'jump'
        | 'rush'
        | 'pick-up'
        | 'stand-up'
        | 'jump-up'
        | 'catch'
        | 'loner'
        | 'pass'
        | 'throw-team-mate'
        | 'landing'
        | 'hypnotic-gaze'
        | 'interference'
        | 'dauntless'
        | 'pro'
        | 'regeneration'
        | 'foul-appearance'
        | 'bone-head'
        | 'really-stupid'
        | 'animal-savagery'
        | 'take-root'
        | 'tentacles'
        | 'pit-entry'
        | 'floor-landing'
        | 'obstacle-jump'
        | 'precarious';
      readonly player: string;
      readonly target: number;
      readonly modifier: number;
      readonly rolled: number;
      readonly success: boolean;
      readonly reroll?: 'team' | 'skill' | 'pro';
    }
  | { readonly type: 'reroll-used'; readonly team: number; readonly source: string }
  | { readonly type: 'skill-used'; readonly player: string; readonly skill: string }
  | {
      readonly type: 'block-dice';
      readonly attacker: string;
      readonly defender: string;
      readonly dice: readonly BlockFace[];
      readonly chooser: number;
    }
  | {
      readonly type: 'block-result';
      readonly attacker: string;
      readonly defender: string;
      readonly face: BlockFace;
    }
  | { readonly type: 'pushed'; readonly player: string; readonly from: Square; readonly to: Square }
  | { readonly type: 'pushed-against-wall'; readonly player: string }
  | { readonly type: 'followed-up'; readonly player: string; readonly to: Square }
  | { readonly type: 'stood-firm'; readonly player: string }
  | { readonly type: 'fended'; readonly player: string }
  | { readonly type: 'knocked-down'; readonly player: string; readonly fell: boolean }
  | { readonly type: 'placed-prone'; readonly player: string }
  | {
      readonly type: 'armour';
      readonly player: string;
      readonly dice: readonly [number, number];
      readonly modifier: number;
      readonly broken: boolean;
    }
  | {
      readonly type: 'injury';
      readonly player: string;
      readonly dice: readonly [number, number];
      readonly modifier: number;
      readonly result: 'stunned' | 'ko' | 'casualty';
    }
  | {
      readonly type: 'casualty';
      readonly player: string;
      /** The Casualty table's D16 (BB-INJ-6), 0 when a rule gives the result with no roll. */
      readonly rolled: number;
      /** Added to the D16: +1 a Niggling Injury (BB-INJ-8); left out when none. */
      readonly modifier?: number;
      readonly result: CasualtyResult;
    }
  /**
   * An apothecary treated him (BB-INJ-10): a knocked-out player stays in play Stunned; a Casualty's
   * result is the better of two rolls (`rolled` the second D16, null for a Badly Hurt player, who
   * goes straight to the Reserves, as does any result left Badly Hurt).
   */
  | {
      readonly type: 'apothecary';
      readonly player: string;
      readonly rolled: number | null;
      /** Added to the second D16, as to the first (BB-INJ-8); left out when none. */
      readonly modifier?: number;
      readonly result: CasualtyResult | 'stunned';
    }
  /** Taken off the board into a box, from the square he was in (null had he none). */
  | {
      readonly type: 'removed';
      readonly player: string;
      readonly to: OffBoard;
      readonly from: Square | null;
    }
  /**
   * A Casualty's Lasting Injury (BB-INJ-7): the D6 on its table, rolled once the apothecary and
   * Regeneration have left him in the Casualty box, or null when the rules name it with no roll
   * (a dangerous mixture's Head Injury, DB-POTION-6).
   */
  | {
      readonly type: 'lasting-injury';
      readonly player: string;
      readonly rolled: number | null;
      readonly injury: LastingInjury;
    }
  | {
      readonly type: 'ball-bounced';
      readonly from: Square;
      readonly to: Square;
      readonly direction: number;
    }
  | { readonly type: 'ball-picked-up'; readonly player: string }
  | { readonly type: 'ball-dropped'; readonly player: string }
  | { readonly type: 'turnover'; readonly team: number; readonly reason: string }
  | { readonly type: 'turn-ended'; readonly team: number }
  | { readonly type: 'turn-started'; readonly team: number; readonly number: number }
  | {
      readonly type: 'pass-thrown';
      readonly player: string;
      readonly target: Square;
      readonly quality: string;
      readonly landing: Square;
    }
  | { readonly type: 'ball-scattered'; readonly from: Square; readonly to: Square }
  | { readonly type: 'ricochet-thrown'; readonly player: string; readonly wall: Square }
  | {
      /** A missed ricochet hits the wall square beside the target (DB-PASS-9, DB-PASS-10). */
      readonly type: 'ricochet-missed';
      readonly target: Square;
      readonly rolled: number;
      readonly side: 'left' | 'right';
      readonly hit: Square;
    }
  | {
      /** The ball, in square `from`, meets a wall and goes on in `direction` (DB-PASS-11, DB-PASS-13, DB-PASS-14). */
      readonly type: 'wall-hit';
      readonly wall: Square;
      readonly from: Square;
      readonly direction: readonly [number, number];
      readonly corner: 'convex' | 'concave' | null;
      /** The D6 that turned the ball left (1-3) or right (4-6) at a convex corner. */
      readonly rolled: number | null;
    }
  | { readonly type: 'rebound-distance'; readonly dice: readonly [number, number] }
  | { readonly type: 'ball-travelled'; readonly from: Square; readonly to: Square }
  | { readonly type: 'pass-deflected'; readonly player: string }
  | { readonly type: 'pass-intercepted'; readonly player: string }
  | { readonly type: 'ball-caught'; readonly player: string }
  | { readonly type: 'fouled'; readonly player: string; readonly victim: string }
  | { readonly type: 'stabbed'; readonly player: string; readonly victim: string }
  | { readonly type: 'hypnotised'; readonly player: string; readonly victim: string }
  | {
      readonly type: 'team-mate-thrown';
      readonly thrower: string;
      readonly player: string;
      readonly target: Square;
      readonly quality: 'superb' | 'subpar' | 'terrible' | 'fumbled';
      /** Where he comes down, after any scatter or deviation (BB-PASS-15). */
      readonly landing: Square;
    }
  | { readonly type: 'touchdown'; readonly player: string; readonly team: number }
  | { readonly type: 'end-zone-roll'; readonly rolls: readonly TeamRoll[] }
  | { readonly type: 'initiative-roll'; readonly rolls: readonly TeamRoll[] }
  /**
   * The team that played last in the round won the initiative, so it plays second, after the
   * team that rolled second (DB-MULTI-3): a coach never plays twice in a row.
   */
  | { readonly type: 'initiative-swapped'; readonly team: number; readonly first: number }
  | { readonly type: 'end-zone-chosen'; readonly team: number; readonly endZone: string }
  | { readonly type: 'placed'; readonly player: string; readonly square: Square }
  | { readonly type: 'unplaced'; readonly player: string }
  | { readonly type: 'set-up'; readonly team: number }
  | {
      readonly type: 'chest-opened';
      readonly player: string;
      readonly at: Square;
      readonly content: 'ball' | 'trap';
    }
  | {
      readonly type: 'teleported';
      readonly player: string;
      /** The teleporter he left, or null when the pit teleporter brought him in (DB-PIT-4). */
      readonly from: Square | null;
      readonly rolled: number;
      readonly to: Square;
    }
  | { readonly type: 'lost-in-interstice'; readonly player: string; readonly rolled: number }
  | { readonly type: 'teleported-twice'; readonly player: string }
  | { readonly type: 'pit-teleport'; readonly player: string }
  | { readonly type: 'pit-teleport-refused'; readonly player: string }
  | { readonly type: 'sponged'; readonly player: string }
  | { readonly type: 'teleporter-closed'; readonly number: number }
  | { readonly type: 'round-started'; readonly round: number }
  /** A portcullis set at the start (DB-PORT-6) or rolled for at the end of a round (DB-PORT-5). */
  | {
      readonly type: 'portcullis';
      readonly id: string;
      readonly rolled: number | null;
      readonly position: 'open' | 'closed';
    }
  /** A labyrinth door or an end-zone portal set at the start, by the map or a D6 (DB-DOOR-3). */
  | {
      readonly type: 'door';
      readonly id: string;
      readonly rolled: number | null;
      readonly position: 'open' | 'closed' | 'horizontal' | 'vertical';
    }
  /** The end of a round's D6 for the doors and portals: on a 6 they all change (DB-DOOR-4). */
  | { readonly type: 'doors-rolled'; readonly rolled: number; readonly changed: boolean }
  /** The magic statue's D6 for a player come into its room, a bolt on a hit (DB-BOLT-1). */
  | {
      readonly type: 'statue-bolt';
      readonly player: string;
      readonly room: string;
      readonly rolled: number;
      readonly hit: boolean;
    }
  /** A prison opened by its mechanism, or closed again at the end of the team turn (DB-PRISON-3). */
  | { readonly type: 'prison'; readonly id: string; readonly open: boolean }
  | { readonly type: 'statue-hit'; readonly at: Square }
  /** A tilting corridor lowered on a side: at the start, by a D6 or the map (DB-TILT-2), or tipped (DB-TILT-4). */
  | {
      readonly type: 'corridor-tilted';
      readonly id: string;
      readonly lowered: 'z1' | 'z2';
      readonly rolled: number | null;
    }
  /** A jet of steam from the vent a D20 named, or from none (DB-GEYSER-1). */
  | {
      readonly type: 'geyser';
      readonly room: string;
      readonly rolled: number;
      readonly at: Square | null;
    }
  | {
      /**
       * A pass that was not Accurate hit the closed portcullis from square `at` and rebounds from
       * it as from a wall, in `direction` (DB-PORT-4, DB-PASS-11, DB-PASS-14).
       */
      readonly type: 'portcullis-hit';
      readonly at: Square;
      readonly direction: readonly [number, number];
      readonly corner: 'convex' | 'concave' | null;
      /** The D6 that turned the ball left (1-3) or right (4-6) at the portcullis's end. */
      readonly rolled: number | null;
    }
  | {
      /** A player fell from the square `into` down to `to`, `floors` floors below (DB-FLOOR). */
      readonly type: 'fell';
      readonly player: string;
      readonly into: Square;
      readonly to: Square;
      readonly floors: number;
    }
  | {
      /** A player fell into a hazard that does not lead back into the dungeon (DB-HAZ). */
      readonly type: 'fell-in';
      readonly player: string;
      readonly into: Square;
      readonly hazard: string;
    }
  | { readonly type: 'ball-fell'; readonly from: Square; readonly to: Square }
  /** The ball, lost in a hazard, comes back on the teleporter a D6 names (DB-BALL-3). */
  | { readonly type: 'ball-reappeared'; readonly rolled: number; readonly at: Square }
  | {
      readonly type: 'match-ended';
      readonly winner: number | null;
      readonly reason: MatchEndReason;
    }
  /** The post-match sequence's rolls and their outcome (DB-POST). */
  | { readonly type: 'post-match'; readonly postMatch: PostMatch }
  /** A player fell through a trapdoor into a full prison: back to his Reserves (DB-PRISON-2). */
  | { readonly type: 'prison-full'; readonly player: string; readonly id: string }
  /** A player took a potion from the table, which has `left` still (DB-POTION-1, DB-POTION-2). */
  | { readonly type: 'potion-taken'; readonly player: string; readonly left: number }
  /** He drank it: the D6 for the potion and the D6 for its effect, and what it does (DB-POTION-4). */
  | {
      readonly type: 'potion-drunk';
      readonly player: string;
      readonly potion: PotionKind;
      readonly rolled: readonly [number, number];
      readonly changes: CharacteristicChanges;
      readonly skills: readonly string[];
    }
  /** He drank a potion while another still acted: a dangerous mixture (DB-POTION-6). */
  | { readonly type: 'potion-mixture'; readonly player: string }
  /** A potion's 4 team turns are over (DB-POTION-3, DB-POTION-7). */
  | { readonly type: 'potion-worn-off'; readonly player: string; readonly potion: PotionKind }
  /** The potion a player carried is lost: he left the dungeon (DB-POTION-2). */
  | { readonly type: 'potion-lost'; readonly player: string }
  /** A third team's player assists `helps` in a block or foul, or nobody (DB-MULTI-4). */
  | { readonly type: 'assist-chosen'; readonly player: string; readonly helps: string | null }
  /** A team's players mark a moving player for his step's tests, or not (DB-MULTI-5). */
  | {
      readonly type: 'tackle-zones-chosen';
      readonly team: number;
      readonly player: string;
      readonly mark: boolean;
    }
  /** A player rowed his boat: its rear square, his, and where its bow points now (DB-BOAT-4). */
  | {
      readonly type: 'boat-rowed';
      readonly boat: string;
      readonly player: string;
      readonly at: Square;
      readonly facing: Facing;
    }
  /** An oar strike from a boat (DB-BOAT-13): an Armour roll against the victim, as a Stab. */
  | { readonly type: 'oar-struck'; readonly player: string; readonly victim: string }
  /** An elevator's cabin went from one floor to another with its rider (DB-LIFT-3, DB-LIFT-5). */
  | { readonly type: 'cage-moved'; readonly id: string; readonly from: number; readonly to: number }
  /** A player at the bottom of a shaft was crushed by the cabin coming down (DB-LIFT-9). */
  | { readonly type: 'crushed'; readonly player: string; readonly by: string }
  /** A player coming down a Pyramid chute pushed a boat away from its foot (DB-PCHUTE-6). */
  | { readonly type: 'boat-pushed'; readonly boat: string }
  /** A player boarded the mine cart standing at a station (DB-CART-1). */
  | {
      readonly type: 'cart-boarded';
      readonly player: string;
      readonly cart: string;
      readonly station: number;
    }
  /** A player rode a mine cart from one station to another (DB-CART-3). */
  | {
      readonly type: 'cart-ridden';
      readonly player: string;
      readonly cart: string;
      readonly from: number;
      readonly to: number;
    }
  /** A player got off a mine cart at a station (DB-CART-3, DB-CART-4). */
  | {
      readonly type: 'cart-left';
      readonly player: string;
      readonly cart: string;
      readonly station: number;
    }
  /** A player who stayed in a mine cart was carried along as the other cart rode (DB-CART-6). */
  | {
      readonly type: 'cart-carried';
      readonly player: string;
      readonly cart: string;
      readonly from: number;
      readonly to: number;
    }
  /**
   * A player left in a rotating lift is carried into its machinery, at its top or its bottom, and
   * put in the Reserves, where he waits `waits` of his team turns (DB-ROTLIFT-6, DB-ROTLIFT-7).
   */
  | {
      readonly type: 'lift-machinery';
      readonly player: string;
      readonly lift: string;
      readonly end: 'top' | 'bottom';
      readonly waits: number;
    }
  /** A rotating corridor turned a D6 of clockwise quarter turns, and now runs so (DB-ROTCOR-2). */
  | {
      readonly type: 'corridor-turned';
      readonly id: string;
      readonly rolled: number;
      readonly runs: 'north-south' | 'east-west';
    }
  /** A dungeon monster blitzes a player in a square it protects: a block, or a foul if he is down (DB-GOBLOURS-1). */
  | {
      readonly type: 'monster-attacks';
      readonly monster: string;
      readonly victim: string;
      readonly foul: boolean;
    }
  /** A KO'd dungeon monster comes back in its lair (DB-GOBLOURS-7). */
  | { readonly type: 'monster-back'; readonly monster: string; readonly at: Square }
  /** A team conceded the match (LM-27). */
  | { readonly type: 'conceded'; readonly team: number }
  /** The touchdown a concession gives the winner, and the player it gives its SPP to (LM-27). */
  | { readonly type: 'touchdown-awarded'; readonly player: string; readonly team: number }
  /** A player let a rebounding ricochet go by without trying to catch it (DB-PASS-15). */
  | { readonly type: 'catch-declined'; readonly player: string };
