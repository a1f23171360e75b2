import { viewWith, type MatchView } from './view';
import { applyAllowed } from './engine';
import { preparedState } from './mechanisms/dungeon';
import { allowedNow, newListing, refusal, type Listing } from './legal-actions';
import type { Action } from './model/actions';
import type { GameEvent } from './model/events';
import type { GameState } from './model/state';

/** What `Match.apply` did: what happened, or why the action was refused (the state unchanged). */
export type MatchStep = { readonly events: readonly GameEvent[] } | { readonly error: string };

/**
 * One match being played, for the bots, simulations and searches that play many actions in a row:
 * it owns its state and what it has worked out for it (the list of actions allowed now, which its
 * `apply` checks an action against by identity before asking why it would be refused), where
 * `apply(state, action)` keeps nothing between calls.
 *
 * The same engine as `apply`: an action is taken by the same rules (`applyAllowed`), and refused
 * with the same reasons, so a match played through a `Match` is the same match, byte for byte.
 * The states it goes through are never changed once made (the rules copy what they change and
 * share the rest), which makes `clone` a matter of a few fields whatever the size of the match.
 */
export class Match {
  #state: GameState;
  /** The actions allowed in `#state`, once listed: the very list `legalActions` gives. */
  #listed: readonly Action[] | null = null;
  /** What listing keeps from one state to the next, shared with the clones (only a shortcut). */
  #listing: Listing = newListing();

  /** A match from `state`, its board given the dungeon once (`preparedState`), as `apply` does. */
  constructor(state: GameState) {
    this.#state = preparedState(state);
  }

  /**
   * The state now, read-only all the way down as every `GameState` is; a later `apply` replaces
   * it and leaves this one as it is.
   */
  get state(): GameState {
    return this.#state;
  }

  /** The state now, the same as `state`, by the name the engine's own callers use. */
  get gameState(): GameState {
    return this.#state;
  }

  /** Every action allowed now, as `legalActions` lists them: one list per state, kept. */
  legalActions(): readonly Action[] {
    return (this.#listed ??= allowedNow(this.#state, this.#listing));
  }

  /** The match as one coach (or a spectator) sees it, as `view`, its actions the kept list. */
  view(viewer: number | null): MatchView {
    return viewWith(this.#state, viewer, () => this.legalActions());
  }

  /**
   * Takes `action` as `apply` does: strict, refusing (with the same reasons) anything that
   * `legalActions` would not list, and then changing nothing. An action taken from the list
   * `legalActions` or `view` gave for this state is known allowed without asking again (those
   * objects are read-only: one changed by its caller is not checked again), any other is checked
   * as `apply` checks it: a server handed actions by strangers checks them so.
   */
  apply(action: Action): MatchStep {
    const listed = this.#listed;
    if (listed === null || !listed.includes(action)) {
      const reason = refusal(this.#state, action, this.legalActions());
      if (reason !== null) return { error: reason };
    }
    const { state, events } = applyAllowed(this.#state, action);
    this.#state = state;
    this.#listed = null;
    return { events };
  }

  /**
   * Another match at this very point, to be played on apart (a search trying an action): what
   * either plays afterwards leaves the other as it is.
   */
  clone(): Match {
    const copy = new Match(this.#state);
    copy.#listed = this.#listed;
    copy.#listing = this.#listing;
    return copy;
  }
}
