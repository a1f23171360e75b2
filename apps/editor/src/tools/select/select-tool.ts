import type { SquareRef } from '../../features/map/mapSlice';
import type { ThingRef } from '../../features/map/things';
import type { ToolPointerEvent } from '../pointer';

/**
 * The select tool (V): press on a placed thing to select it, drag it to move it, release to commit
 * the move as one step of history; press on bare squares to select nothing. What lies under a
 * square is asked of `hit`, so the machine runs without a canvas.
 */
export type SelectState =
  | { readonly mode: 'idle' }
  | { readonly mode: 'pointing'; readonly ref: ThingRef; readonly from: SquareRef }
  | {
      readonly mode: 'dragging';
      readonly ref: ThingRef;
      readonly from: SquareRef;
      readonly at: SquareRef;
    };

export type SelectCommand =
  | { readonly type: 'select'; readonly ref: ThingRef | null }
  | { readonly type: 'move'; readonly ref: ThingRef; readonly dx: number; readonly dy: number }
  | null;

export const selectIdle: SelectState = { mode: 'idle' };

/** How far a drag has taken the thing, in squares. */
export function dragOffset(state: SelectState): { dx: number; dy: number } {
  return state.mode === 'dragging'
    ? { dx: state.at.x - state.from.x, dy: state.at.y - state.from.y }
    : { dx: 0, dy: 0 };
}

export function selectTransition(
  state: SelectState,
  event: ToolPointerEvent,
  hit: (square: SquareRef) => ThingRef | null,
): { state: SelectState; command: SelectCommand } {
  switch (event.type) {
    case 'pointer-down': {
      const ref = hit(event.square);
      return {
        state: ref ? { mode: 'pointing', ref, from: event.square } : selectIdle,
        command: { type: 'select', ref },
      };
    }
    case 'pointer-move':
      if (state.mode === 'idle') return { state, command: null };
      return { state: { ...state, mode: 'dragging', at: event.square }, command: null };
    case 'pointer-up': {
      const { dx, dy } = dragOffset(state);
      if (state.mode === 'idle' || (dx === 0 && dy === 0))
        return { state: selectIdle, command: null };
      return { state: selectIdle, command: { type: 'move', ref: state.ref, dx, dy } };
    }
    case 'cancel':
      return { state: selectIdle, command: null };
  }
}
