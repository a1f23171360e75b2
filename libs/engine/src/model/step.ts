import type { PushAftermath } from './decisions';
import type { GameEvent } from './events';
import type { GameState, PlayerState, TeamState } from './state';

/** The state being built by one `apply`, and the events it produces, passed to every rule. */
export interface Step {
  readonly state: GameState;
  readonly events: GameEvent[];
  /**
   * The dice rolled now may not be re-rolled: the dungeon's mechanisms act at the end of a team
   * turn or a round, when the team's turn is over (BB-RR-1).
   */
  readonly noRerolls?: boolean;
  /**
   * The players and teams this step has copied already (`changing`, `changingTeam`), which it may
   * change in place; every other one is shared with the state `apply` was given. A step without
   * it copies a player or a team each time it changes one. A list rather than a set: most
   * steps copy one or two (the end of a turn, every player at most), and a list is much cheaper
   * to make for every action.
   */
  readonly copied?: (PlayerState | TeamState)[];
  /**
   * What the match's flow does once an action's consequences are in (`settle` in
   * `../flow/turn-sequence.ts`): a touchdown ends the match, a turnover the team turn. Handed in
   * by `apply`, for a mechanism that acts after an action and causes a turnover to end the turn.
   */
  readonly settle?: (step: Step) => void;
  /**
   * The rest of the push chain a fall came from (its `push-rest` frame on `state.pending`, taken
   * off by `pushGoesOn` in `../rules/falling.ts`), once the fallen player is down:
   * the next player it left in a hazard falls in, then the follow-up (`continuePush` in
   * `../rules/push.ts`). Handed in by `apply`, as the fall's rules sit below the push's.
   */
  readonly continuePush?: (step: Step, push: PushAftermath) => void;
  /**
   * What the action does once a block is over (`finishBlock` in `../rules/move.ts`): a Frenzy's
   * second block, a Multiple Block's next, a Blitz moving on, or the end of a Block action.
   * Handed in by `apply`, as the block's rules sit below those of the actions that make blocks.
   */
  readonly finishBlock?: (step: Step, followedUp?: string) => void;
  /**
   * A player the ball lands on tries to catch it (`catchBall` in `../rules/catch.ts`). Handed in
   * by `apply`, as a catch (its precarious roll, the fall that may follow, the ball that fall
   * drops) sits above the ball's bounces.
   */
  readonly catchBall?: (step: Step, id: string, ballModifier: number) => void;
}
