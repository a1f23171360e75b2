import type { SquareRef } from '../../features/map/mapSlice';
import type { ToolPointerEvent } from '../pointer';
import { lineSquares } from './line';

/**
 * The brush (B): press to start a stroke, drag to paint, release to commit the whole stroke as one
 * step of history. Shift-press paints a straight line from the end of the last stroke. A small
 * state machine, driven by pointer events in squares, testable without a canvas.
 */
export type BrushState =
  | { readonly mode: 'idle'; readonly last: SquareRef | null }
  | {
      readonly mode: 'painting';
      readonly squares: readonly SquareRef[];
      readonly at: SquareRef;
      readonly last: SquareRef | null;
    };

export type BrushEvent = ToolPointerEvent;

/** What the tool asks the editor to do: nothing, or commit these squares. */
export type BrushCommand = {
  readonly type: 'paint';
  readonly squares: readonly SquareRef[];
} | null;

export const brushIdle: BrushState = { mode: 'idle', last: null };

const key = (s: SquareRef) => `${s.x},${s.y}`;

function addSquares(existing: readonly SquareRef[], added: readonly SquareRef[]): SquareRef[] {
  const seen = new Set(existing.map(key));
  return [...existing, ...added.filter((s) => !seen.has(key(s)) && seen.add(key(s)))];
}

export function brushTransition(
  state: BrushState,
  event: BrushEvent,
): { state: BrushState; command: BrushCommand } {
  switch (event.type) {
    case 'pointer-down': {
      const squares =
        event.shift === true && state.last ? lineSquares(state.last, event.square) : [event.square];
      return {
        state: { mode: 'painting', squares, at: event.square, last: state.last },
        command: null,
      };
    }
    case 'pointer-move':
      if (state.mode !== 'painting' || key(event.square) === key(state.at))
        return { state, command: null };
      return {
        state: {
          ...state,
          squares: addSquares(state.squares, lineSquares(state.at, event.square)),
          at: event.square,
        },
        command: null,
      };
    case 'pointer-up':
      if (state.mode !== 'painting') return { state, command: null };
      return {
        state: { mode: 'idle', last: state.at },
        command: { type: 'paint', squares: state.squares },
      };
    case 'cancel':
      return { state: { mode: 'idle', last: state.last }, command: null };
  }
}
