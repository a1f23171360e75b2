import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { floodFill } from './fill/flood-fill';
import { rectangleSquares, rectIdle, rectTransition } from './rect/rect-tool';
import { tools, toolTitle } from './registry';

describe('the rectangle tool', () => {
  it('paints the filled rectangle between press and release, whichever way it was dragged', () => {
    let state = rectTransition(rectIdle, { type: 'pointer-down', square: { x: 3, y: 3 } }).state;
    state = rectTransition(state, { type: 'pointer-move', square: { x: 1, y: 2 } }).state;
    const { command } = rectTransition(state, { type: 'pointer-up', shift: false });
    expect(command?.squares).toHaveLength(3 * 2);
    expect(command?.squares[0]).toEqual({ x: 1, y: 2 });
  });

  it('with Shift, only the outline', () => {
    expect(rectangleSquares({ x: 0, y: 0 }, { x: 3, y: 3 }, true)).toHaveLength(12);
    expect(rectangleSquares({ x: 0, y: 0 }, { x: 0, y: 0 }, true)).toEqual([{ x: 0, y: 0 }]);
  });
});

describe('the bucket', () => {
  const hall = sampleMaps[0].map;

  it('fills the contiguous area of the clicked terrain, not across walls', () => {
    const moss = floodFill(hall, 0, { x: 8, y: 6 });
    expect(moss).toHaveLength(6); // the west moss patch, 2 x 3
    expect(moss.every((s) => hall.floors[0]!.rows[s.y]!.charAt(s.x) === 'm')).toBe(true);
  });

  it('or every square of that terrain on the floor', () => {
    expect(floodFill(hall, 0, { x: 8, y: 6 }, true)).toHaveLength(12);
  });

  it('outside the map fills nothing', () => {
    expect(floodFill(hall, 3, { x: 1, y: 1 })).toEqual([]);
  });
});

describe('the tool registry', () => {
  it('every tool has its own key, none taken by another shortcut, and says it in its tooltip', () => {
    const keys = tools.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const other of ['x', 'y', 'g', '0', '+', '-']) expect(keys).not.toContain(other);
    for (const tool of tools) expect(toolTitle(tool)).toContain(`(${tool.key.toUpperCase()})`);
  });
});
