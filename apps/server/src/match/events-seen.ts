import type { GameEvent, GameState } from '@dungeonbowl/engine';

/**
 * The events of a step as the coaches and spectators may read them. Events tell what happened
 * in the open: the dice rolled, who moved, what a chest held once it is opened. The one that
 * could tell a secret is the opening of a chest, which names what it held; the engine reports it
 * only as the chest opens, and a chest still closed after the step is never named here.
 */
export function eventsSeen(events: readonly GameEvent[], after: GameState): GameEvent[] {
  const closed = (at: { floor: number; x: number; y: number }) =>
    after.chests.some((c) => c.at.floor === at.floor && c.at.x === at.x && c.at.y === at.y);
  return events.filter((e) => e.type !== 'chest-opened' || !closed(e.at));
}
