import type { GameState } from './state';
import type { DraftState } from './step';

/** What a mechanism remembers in this match, or undefined (`GameState.mechanismState`). */
export const remembered = <T>(
  state: Pick<GameState, 'mechanismState'>,
  kind: string,
): T | undefined => state.mechanismState?.[kind] as T | undefined;

/**
 * Replaces what a mechanism remembers (never change it in place: the state `apply` was given
 * shares it). Undefined forgets it, and the whole record goes once nothing is remembered.
 */
export function remember(state: DraftState, kind: string, value: unknown): void {
  // Copied key by key, the one remembered last, rather than spread (README: Performance).
  const next: Record<string, unknown> = {};
  let any = false;
  for (const other in state.mechanismState)
    if (other !== kind) {
      next[other] = state.mechanismState[other];
      any = true;
    }
  if (value !== undefined) {
    next[kind] = value;
    any = true;
  }
  state.mechanismState = any ? next : undefined;
}
