import type { SquareRef } from '../../features/map/mapSlice';

/**
 * The rectangle (R): press at one corner, drag to the other, release to paint it filled, or only
 * its outline when Shift is held at release. One command, one step of history.
 */
export type RectState =
  | { readonly mode: 'idle' }
  | { readonly mode: 'dragging'; readonly anchor: SquareRef; readonly at: SquareRef };

export type RectEvent =
  | { readonly type: 'pointer-down'; readonly square: SquareRef }
  | { readonly type: 'pointer-move'; readonly square: SquareRef }
  | { readonly type: 'pointer-up'; readonly shift: boolean }
  | { readonly type: 'cancel' };

export const rectIdle: RectState = { mode: 'idle' };

/** The squares of the rectangle between two corners, filled or as an outline. */
export function rectangleSquares(a: SquareRef, b: SquareRef, outline: boolean): SquareRef[] {
  const squares: SquareRef[] = [];
  const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (!outline || x === x0 || x === x1 || y === y0 || y === y1) squares.push({ x, y });
    }
  }
  return squares;
}

export function rectTransition(
  state: RectState,
  event: RectEvent,
): { state: RectState; command: { type: 'paint'; squares: SquareRef[] } | null } {
  switch (event.type) {
    case 'pointer-down':
      return { state: { mode: 'dragging', anchor: event.square, at: event.square }, command: null };
    case 'pointer-move':
      return {
        state: state.mode === 'dragging' ? { ...state, at: event.square } : state,
        command: null,
      };
    case 'pointer-up':
      if (state.mode !== 'dragging') return { state, command: null };
      return {
        state: rectIdle,
        command: { type: 'paint', squares: rectangleSquares(state.anchor, state.at, event.shift) },
      };
    case 'cancel':
      return { state: rectIdle, command: null };
  }
}
