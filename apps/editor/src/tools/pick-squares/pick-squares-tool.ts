import type { ThingRef } from '../../features/map/things';
import type { ToolPointerEvent } from '../pointer';
import { rectIdle, rectTransition, type RectState } from '../rect/rect-tool';

/** Which list of which thing the squares picked go to. */
export interface PickTarget {
  readonly ref: ThingRef;
  /** The list's name in the map format: `boarding`, `protects`, a room's `squares`. */
  readonly list: string;
}

/**
 * Picking squares for a thing's list on the board, started from the properties panel: while on,
 * a click picks a square and a drag a rectangle of them, each release one pick; the same button,
 * Escape, or another selection ends it. Whatever tool was active waits meanwhile.
 */
export type PickState =
  | { readonly mode: 'off' }
  | { readonly mode: 'on'; readonly target: PickTarget; readonly drag: RectState };

export type PickEvent =
  | ToolPointerEvent
  | { readonly type: 'start'; readonly target: PickTarget }
  | { readonly type: 'stop' };

export interface PickCommand {
  readonly target: PickTarget;
  readonly rect: { x: number; y: number; width: number; height: number };
}

export const pickOff: PickState = { mode: 'off' };

const sameTarget = (a: PickTarget, b: PickTarget) =>
  a.list === b.list && a.ref.kind === b.ref.kind && a.ref.index === b.ref.index;

export function pickTransition(
  state: PickState,
  event: PickEvent,
): { state: PickState; command: PickCommand | null } {
  switch (event.type) {
    case 'start':
      // The button that starts picking for a list ends it when pressed again.
      return state.mode === 'on' && sameTarget(state.target, event.target)
        ? { state: pickOff, command: null }
        : { state: { mode: 'on', target: event.target, drag: rectIdle }, command: null };
    case 'stop':
      return { state: pickOff, command: null };
    default: {
      if (state.mode === 'off') return { state, command: null };
      const { state: drag, command } = rectTransition(state.drag, event);
      return {
        state: { ...state, drag },
        command: command ? { target: state.target, rect: command.bounds } : null,
      };
    }
  }
}
