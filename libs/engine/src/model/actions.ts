import type { ActionKind, Square } from './state';

/** Everything a coach can do; `legalActions` lists the ones allowed now. */
export type Action =
  | { readonly type: 'activate'; readonly player: string; readonly action: ActionKind }
  | { readonly type: 'stand-up' }
  /**
   * One square of movement; or up or down a ladder or rope to a square of the other floor
   * (DB-LADDER-1, DB-ROPE-1); or into a void square, to jump down to the floor below (DB-FLOOR-3).
   */
  | { readonly type: 'move'; readonly to: Square }
  /** Jump or Leap over the adjacent square into the square beyond it (BB-MOVE-8, DB-JUMP-6). */
  | { readonly type: 'jump'; readonly to: Square }
  | { readonly type: 'block'; readonly target: string }
  /** Multiple Block: both opponents, blocked in this order (BB-SKILL-1). */
  | { readonly type: 'multiple-block'; readonly targets: readonly [string, string] }
  /** Stab instead of the block of a Block or Blitz action (BB-SKILL-1). */
  | { readonly type: 'stab'; readonly target: string }
  | { readonly type: 'hypnotic-gaze'; readonly target: string }
  | { readonly type: 'pass'; readonly target: Square }
  /** Throw the ball at a wall square to make it rebound (DB-PASS-7, DB-PASS-8). */
  | { readonly type: 'ricochet'; readonly wall: Square }
  | { readonly type: 'hand-off'; readonly target: string }
  | { readonly type: 'foul'; readonly target: string }
  /** Throw the team-mate `player` at the target square (BB-PASS-14). */
  | { readonly type: 'throw-team-mate'; readonly player: string; readonly target: Square }
  | { readonly type: 'interfere'; readonly player: string | null }
  | { readonly type: 'end-activation' }
  | { readonly type: 'end-turn' }
  | {
      readonly type: 'use-reroll';
      readonly source: 'team' | 'skill' | 'pro' | 'none';
      /** With Pro on block dice: the one die to re-roll. */
      readonly die?: number;
    }
  | { readonly type: 'choose-block-die'; readonly index: number }
  | { readonly type: 'push-to'; readonly square: Square }
  /** Where a player who landed on his feet next to an occupied square goes (DB-FLOOR-8). */
  | { readonly type: 'land'; readonly square: Square }
  | { readonly type: 'follow-up'; readonly follow: boolean }
  | { readonly type: 'use-skill'; readonly use: boolean }
  | { readonly type: 'lash-out'; readonly target: string }
  | { readonly type: 'choose-end-zone'; readonly endZone: string }
  | { readonly type: 'place'; readonly player: string; readonly square: Square }
  | { readonly type: 'unplace'; readonly player: string }
  | { readonly type: 'setup-done' }
  | { readonly type: 'open-chest'; readonly chest: Square }
  | { readonly type: 'pit-teleport'; readonly player: string }
  | { readonly type: 'sponge'; readonly player: string }
  /** The player being activated takes a potion from the table next to him (DB-POTION-2). */
  | { readonly type: 'take-potion' }
  /** At the start of the team turn, a player drinks the potion he carries (DB-POTION-3). */
  | { readonly type: 'drink-potion'; readonly player: string }
  /** The answer to an `assist` decision: the player he assists, or null for none (DB-MULTI-4). */
  | { readonly type: 'assist'; readonly helps: string | null }
  /** The answer to a `tackle-zones` decision: the coach's players mark the mover or not (DB-MULTI-5). */
  | { readonly type: 'mark'; readonly mark: boolean }
  /**
   * Row the boat he is in one square, or turn it a quarter round his square: its rear square
   * (his) is then `to`, its bow towards `facing` (DB-BOAT-4).
   */
  | { readonly type: 'row'; readonly to: Square; readonly facing: Facing }
  /** The oar strike from a boat, instead of the block of a Block or Blitz action (DB-BOAT-13). */
  | { readonly type: 'oar-strike'; readonly target: string }
  /** The acting coach concedes the match (LM-27, a league rule). */
  | { readonly type: 'concede' }
  /** The winner of a concession gives its touchdown's SPP to one of its players (LM-27). */
  | { readonly type: 'award-touchdown'; readonly player: string }
  /** The answer to a `ricochet-catch` decision: the player tries to catch the ball or lets it by (DB-PASS-15). */
  | { readonly type: 'catch'; readonly tries: boolean };

/** No action: the one empty list the rules that offer none return, rather than a new one each time. */
export const noActions: readonly Action[] = Object.freeze([]);

/**
 * Whether two actions are the same: of one type, with the same fields holding the same values, as
 * plain data (a field left undefined counts as absent, as in the action's JSON). The engine checks
 * a coach's action against the legal ones with it.
 */
export const sameAction = (a: Action, b: Action): boolean => a.type === b.type && sameData(a, b);

function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => sameData(value, b[i]))
    );
  const one = a as Record<string, unknown>;
  const other = b as Record<string, unknown>;
  // Field by field, with no list of fields built: the engine compares actions often.
  let fields = 0;
  for (const key in one) {
    if (one[key] === undefined) continue;
    if (!sameData(one[key], other[key])) return false;
    fields++;
  }
  for (const key in other) if (other[key] !== undefined) fields--;
  return fields === 0;
}

/** Where a boat's bow points from its rear square. */
export type Facing = 'north' | 'east' | 'south' | 'west';
