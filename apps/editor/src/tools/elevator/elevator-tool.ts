import type { Elevator } from '@dungeonbowl/dungeon-schema';
import type { SquareRef } from '../../features/map/mapSlice';

/**
 * The elevator tool: click the cabin's squares (click again to take one away), choose its kind
 * and the floors it serves, and press Enter to build it; Escape starts again. The cabin is the
 * same squares on every floor it serves, so the floor the squares are clicked on does not matter.
 */
export interface ElevatorState {
  readonly squares: readonly SquareRef[];
  readonly problem?: string;
}

export type ElevatorEvent =
  | { readonly type: 'square'; readonly at: SquareRef }
  | {
      readonly type: 'done';
      readonly id: string;
      readonly kind: Elevator['kind'];
      readonly floors: readonly number[];
    }
  | { readonly type: 'cancel' };

export const MAX_CABIN = 8;

export const elevatorStart: ElevatorState = { squares: [] };

export function elevatorTransition(
  state: ElevatorState,
  event: ElevatorEvent,
): { state: ElevatorState; command: Elevator | null } {
  const refuse = (problem: string) => ({ state: { ...state, problem }, command: null });
  switch (event.type) {
    case 'cancel':
      return { state: elevatorStart, command: null };
    case 'square': {
      const { x, y } = event.at;
      if (state.squares.some((s) => s.x === x && s.y === y))
        return {
          state: { squares: state.squares.filter((s) => s.x !== x || s.y !== y) },
          command: null,
        };
      if (state.squares.length >= MAX_CABIN)
        return refuse(`A cabin has at most ${MAX_CABIN} squares.`);
      return { state: { squares: [...state.squares, { x, y }] }, command: null };
    }
    case 'done': {
      if (state.squares.length === 0) return refuse('Click the cabin squares first.');
      const floors = [...new Set(event.floors)].sort((a, b) => a - b);
      if (floors.length < 2) return refuse('An elevator serves at least 2 floors: tick them.');
      return {
        state: elevatorStart,
        command: {
          id: event.id,
          kind: event.kind,
          squares: [...state.squares],
          floors,
          startFloor: floors[0]!,
        },
      };
    }
  }
}
