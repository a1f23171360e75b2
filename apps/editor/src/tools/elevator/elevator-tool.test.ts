import { describe, expect, it } from 'vitest';
import { runTool } from '../run-tool';
import {
  elevatorStart,
  elevatorTransition,
  type ElevatorEvent,
  type ElevatorState,
} from './elevator-tool';

const run = (events: ElevatorEvent[], from: ElevatorState = elevatorStart) =>
  runTool(elevatorTransition, from, events);

const at = (x: number, y: number): ElevatorEvent => ({ type: 'square', at: { x, y } });

describe('the elevator tool', () => {
  it('cabin squares, then the floors: Enter builds it, starting on the lowest floor', () => {
    const { commands, state } = run([
      at(4, 4),
      at(5, 4),
      { type: 'done', id: 'lift-1', kind: 'cage', floors: [2, 0, 1] },
    ]);
    expect(commands).toEqual([
      {
        id: 'lift-1',
        kind: 'cage',
        squares: [
          { x: 4, y: 4 },
          { x: 5, y: 4 },
        ],
        floors: [0, 1, 2],
        startFloor: 0,
      },
    ]);
    expect(state).toEqual(elevatorStart);
  });

  it('a square clicked again leaves the cabin', () => {
    expect(run([at(4, 4), at(5, 4), at(4, 4)]).state.squares).toEqual([{ x: 5, y: 4 }]);
  });

  it('refuses an empty cabin, one floor, or a ninth square, with a reason', () => {
    expect(run([{ type: 'done', id: 'e', kind: 'cage', floors: [0, 1] }]).state.problem).toMatch(
      /cabin squares first/,
    );
    expect(
      run([at(1, 1), { type: 'done', id: 'e', kind: 'cage', floors: [1] }]).state.problem,
    ).toMatch(/at least 2 floors/);
    const nine = run(Array.from({ length: 9 }, (_, i) => at(i, 0))).state;
    expect(nine.squares).toHaveLength(8);
    expect(nine.problem).toMatch(/at most 8/);
  });

  it('Escape starts again', () => {
    expect(run([at(1, 1), { type: 'cancel' }]).state).toEqual(elevatorStart);
  });
});
