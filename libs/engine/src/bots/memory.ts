import type { HeldGoal } from './heuristic';
import { CarrierMemory } from './carriers-way';
import { FieldMemory } from './distance-fields';
import { Arena } from './field-search';
import { ViewMemory } from './per-view';

/**
 * What the heuristic bot remembers between its choices, for one match: its searches (distance
 * fields, and the block of memory they are cut from), what it read of the latest view, and what
 * its players set out for. A bot made for a match (`Agent.forMatch`) has one of its own, so that
 * what it chooses follows that match alone, never what other matches, or a search's trials on a
 * copy of this one, made other bots work out; a bot asked once gets a new one for that question.
 *
 * What it keeps only saves working something out again, but what its players set out for
 * (`escortSquares`, `carriersWay`, `heldGoal`): those hold over an activation, as a coach keeps
 * to his plan.
 */
export class BotMemory {
  /** A memory for a match, or with `forOneChoice` for a single choice, its block small. */
  constructor(readonly arena = new Arena()) {}

  /** A memory for one choice only: its searches' block starts small. */
  static forOneChoice(): BotMemory {
    return new BotMemory(Arena.small());
  }

  readonly fields = new FieldMemory();
  readonly carriers = new CarrierMemory();
  readonly views = new ViewMemory();
  /** The squares the latest mover headed for round other players (`heldGoal`). */
  goal: HeldGoal | undefined;

  /**
   * Called between two decisions, when no search is in use but by what is kept here: once half
   * of the block is used, the searches are forgotten and the block is cut again from its start.
   * Fields found again after forgetting are the same, as what is forgotten only saves searching
   * again.
   */
  recycle(): void {
    if (!this.arena.halfUsed) return;
    this.fields.forget();
    this.carriers.forget();
    this.arena.reuse();
  }
}
