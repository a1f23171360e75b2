import type { SquareRef } from '../../features/map/mapSlice';
import { transformClip, type Clip } from '../../features/region/region-clip';
import {
  transformedSize,
  type Rect,
  type RegionTransform,
} from '../../features/region/region-transform';
import type { ToolPointerEvent } from '../pointer';

/**
 * The region tool (S), as in Tiled and LDtk: drag a rectangle to select squares and the things
 * on them; copy, cut, delete, flip or turn the selection. A paste (or a stamp) follows the pointer
 * by its north-west corner until a click places it, and the placed region is selected.
 */
export type RegionState =
  | { readonly mode: 'idle' }
  | { readonly mode: 'selecting'; readonly anchor: SquareRef; readonly at: SquareRef }
  | { readonly mode: 'selected'; readonly rect: Rect }
  | { readonly mode: 'pasting'; readonly clip: Clip; readonly at: SquareRef | null };

export type RegionEvent =
  | ToolPointerEvent
  /** A clip to place: the clipboard, a duplicate, a stamp. */
  | { readonly type: 'paste'; readonly clip: Clip }
  | { readonly type: 'transform'; readonly transform: RegionTransform }
  /** Escape: the selection dropped, or the paste given up. */
  | { readonly type: 'drop' };

export type RegionCommand =
  | { readonly type: 'place'; readonly at: SquareRef; readonly clip: Clip }
  | { readonly type: 'transform'; readonly rect: Rect; readonly transform: RegionTransform };

export const regionIdle: RegionState = { mode: 'idle' };

/** The rectangle between two corners. */
export function rectBetween(a: SquareRef, b: SquareRef): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.abs(a.x - b.x) + 1, height: Math.abs(a.y - b.y) + 1 };
}

/** The rectangle selected, or being dragged, or where the paste would land; null when none. */
export function regionRect(state: RegionState): Rect | null {
  switch (state.mode) {
    case 'idle':
      return null;
    case 'selecting':
      return rectBetween(state.anchor, state.at);
    case 'selected':
      return state.rect;
    case 'pasting':
      return state.at && { ...state.at, width: state.clip.width, height: state.clip.height };
  }
}

export function regionTransition(
  state: RegionState,
  event: RegionEvent,
): { state: RegionState; command: RegionCommand | null } {
  const stay = { state, command: null };
  switch (event.type) {
    case 'pointer-down':
      if (state.mode === 'pasting') {
        const { clip } = state;
        return {
          state: {
            mode: 'selected',
            rect: { ...event.square, width: clip.width, height: clip.height },
          },
          command: { type: 'place', at: event.square, clip },
        };
      }
      return {
        state: { mode: 'selecting', anchor: event.square, at: event.square },
        command: null,
      };
    case 'pointer-move':
      if (state.mode === 'selecting')
        return { state: { ...state, at: event.square }, command: null };
      if (state.mode === 'pasting') return { state: { ...state, at: event.square }, command: null };
      return stay;
    case 'pointer-up':
      if (state.mode !== 'selecting') return stay;
      return {
        state: { mode: 'selected', rect: rectBetween(state.anchor, state.at) },
        command: null,
      };
    case 'cancel':
      return state.mode === 'selecting' ? { state: regionIdle, command: null } : stay;
    case 'paste':
      return { state: { mode: 'pasting', clip: event.clip, at: pastedAt(state) }, command: null };
    case 'transform':
      if (state.mode === 'pasting')
        return {
          state: { ...state, clip: transformClip(state.clip, event.transform) },
          command: null,
        };
      if (state.mode !== 'selected') return stay;
      return {
        state: {
          mode: 'selected',
          rect: { ...state.rect, ...transformedSize(event.transform, state.rect) },
        },
        command: { type: 'transform', rect: state.rect, transform: event.transform },
      };
    case 'drop':
      return { state: regionIdle, command: null };
  }
}

/** Where a paste first shows: over the selection it came from, until the pointer moves. */
function pastedAt(state: RegionState): SquareRef | null {
  const rect = regionRect(state);
  return rect && { x: rect.x, y: rect.y };
}
