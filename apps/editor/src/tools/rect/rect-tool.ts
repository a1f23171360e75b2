import type { SquareRef } from '../../features/map/mapSlice';
import type { ToolPointerEvent } from '../pointer';

/**
 * The rectangle (R): press at one corner, drag to the other, release to paint it filled, or only
 * its outline when Shift is held at release. One command, one step of history.
 */
export type RectState =
  | { readonly mode: 'idle' }
  | { readonly mode: 'dragging'; readonly anchor: SquareRef; readonly at: SquareRef };

export type RectEvent = ToolPointerEvent;

export const rectIdle: RectState = { mode: 'idle' };

/** The squares to paint, and the rectangle itself (for a room drawn with the same gesture). */
export interface RectCommand {
  readonly type: 'paint';
  readonly squares: SquareRef[];
  readonly bounds: { x: number; y: number; width: number; height: number };
}

function rectangleBounds(a: SquareRef, b: SquareRef): RectCommand['bounds'] {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.abs(a.x - b.x) + 1, height: Math.abs(a.y - b.y) + 1 };
}

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
): { state: RectState; command: RectCommand | null } {
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
        command: {
          type: 'paint',
          squares: rectangleSquares(state.anchor, state.at, event.shift === true),
          bounds: rectangleBounds(state.anchor, state.at),
        },
      };
    case 'cancel':
      return { state: rectIdle, command: null };
  }
}
