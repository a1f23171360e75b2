import { sameSquare, type MovePlan, type PlannedSquare, type Square } from '@dungeonbowl/engine';
import { plannedAt } from './reach';

/**
 * The way the coach has chosen for a player and not yet confirmed: it stays on this screen, drawn
 * on the board with its odds, and nothing of it reaches the engine (or an online match's server)
 * until he confirms, so that he may take it back without a die being rolled or a step taken.
 */
export interface ChosenWay {
  readonly player: string;
  readonly square: Square;
}

/** What a click on a square the player may reach does. */
export type WayClick =
  /** The first click on it: its way is chosen, shown with its odds, and waits for a second. */
  | { readonly kind: 'choose'; readonly chosen: ChosenWay }
  /** A second click on the chosen square: the player goes. */
  | { readonly kind: 'go'; readonly way: PlannedSquare };

/**
 * Reads a click on `square` for the player `plan` is for: a square other than the chosen one is
 * chosen in its place; the chosen one, clicked again, is confirmed. Null when he cannot reach it.
 */
export function wayClick(
  chosen: ChosenWay | null,
  plan: MovePlan | null,
  square: Square,
): WayClick | null {
  const way = plannedAt(plan, square);
  if (!way || !plan) return null;
  if (chosen?.player === plan.player && sameSquare(chosen.square, square))
    return { kind: 'go', way };
  return { kind: 'choose', chosen: { player: plan.player, square } };
}

/** The chosen way, while it still is one: the same player's, to a square he still reaches. */
export function chosenWay(chosen: ChosenWay | null, plan: MovePlan | null): PlannedSquare | null {
  return chosen && plan?.player === chosen.player ? plannedAt(plan, chosen.square) : null;
}
