import type { SquarePointerEvent } from '@dungeonbowl/ui';
import type { SquareRef } from '../features/map/mapSlice';

/** What the drag tools (brush, rectangle, room) see of the pointer, in squares. */
export type ToolPointerEvent =
  | { readonly type: 'pointer-down'; readonly square: SquareRef; readonly shift?: boolean }
  | { readonly type: 'pointer-move'; readonly square: SquareRef }
  | { readonly type: 'pointer-up'; readonly shift?: boolean }
  | { readonly type: 'cancel' };

/** The board's pointer event for a drag tool: leaving the board ends a drag as releasing does. */
export function toolPointerEvent(event: SquarePointerEvent): ToolPointerEvent | null {
  const { square, shift } = event;
  if (event.type === 'down') return square ? { type: 'pointer-down', square, shift } : null;
  if (event.type === 'move') return square ? { type: 'pointer-move', square } : null;
  return { type: 'pointer-up', shift };
}
