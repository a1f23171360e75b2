import type { GameState } from '../model/state';

/** What a mechanism remembers in this match, or undefined (`GameState.mechanismState`). */
export const remembered = <T>(
  state: Pick<GameState, 'mechanismState'>,
  kind: string,
): T | undefined => state.mechanismState?.[kind] as T | undefined;

/**
 * Replaces what a mechanism remembers (never change it in place: the state `apply` was given
 * shares it). Undefined forgets it, and the whole record goes once nothing is remembered.
 */
export function remember(state: GameState, kind: string, value: unknown): void {
  const { [kind]: _old, ...others } = state.mechanismState ?? {};
  const next = value === undefined ? others : { ...others, [kind]: value };
  state.mechanismState = Object.keys(next).length > 0 ? next : undefined;
}
