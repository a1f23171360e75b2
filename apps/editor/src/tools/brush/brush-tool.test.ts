import { describe, expect, it } from 'vitest';
import { runTool } from '../run-tool';
import { brushIdle, brushTransition, type BrushEvent, type BrushState } from './brush-tool';

const run = (events: BrushEvent[], from: BrushState = brushIdle) =>
  runTool(brushTransition, from, events);

describe('the brush tool', () => {
  it('a click paints one square, committed on release', () => {
    const { commands, state } = run([
      { type: 'pointer-down', square: { x: 2, y: 3 }, shift: false },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([{ type: 'paint', squares: [{ x: 2, y: 3 }] }]);
    expect(state).toEqual({ mode: 'idle', last: { x: 2, y: 3 } });
  });

  it('a fast drag leaves no gap: the squares between two pointer positions are painted', () => {
    const { commands } = run([
      { type: 'pointer-down', square: { x: 0, y: 0 }, shift: false },
      { type: 'pointer-move', square: { x: 4, y: 0 } },
      { type: 'pointer-up' },
    ]);
    expect(commands[0]?.squares).toEqual([0, 1, 2, 3, 4].map((x) => ({ x, y: 0 })));
  });

  it('dragging back over painted squares paints each square once, and the whole stroke is one command', () => {
    const { commands } = run([
      { type: 'pointer-down', square: { x: 0, y: 0 }, shift: false },
      { type: 'pointer-move', square: { x: 2, y: 0 } },
      { type: 'pointer-move', square: { x: 0, y: 0 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toHaveLength(1);
    expect(commands[0]?.squares).toHaveLength(3);
  });

  it('Shift-click paints a straight line from the end of the last stroke', () => {
    const first = run([
      { type: 'pointer-down', square: { x: 1, y: 1 }, shift: false },
      { type: 'pointer-up' },
    ]);
    const { commands } = run(
      [{ type: 'pointer-down', square: { x: 4, y: 4 }, shift: true }, { type: 'pointer-up' }],
      first.state,
    );
    expect(commands[0]?.squares).toEqual([1, 2, 3, 4].map((n) => ({ x: n, y: n })));
  });

  it('moving without pressing paints nothing; cancel drops the stroke', () => {
    expect(run([{ type: 'pointer-move', square: { x: 1, y: 1 } }]).commands).toEqual([]);
    expect(
      run([
        { type: 'pointer-down', square: { x: 1, y: 1 }, shift: false },
        { type: 'cancel' },
        { type: 'pointer-up' },
      ]).commands,
    ).toEqual([]);
  });
});
