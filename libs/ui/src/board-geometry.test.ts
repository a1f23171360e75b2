import { describe, expect, it } from 'vitest';
import { centreOn, fitView, panBy, squareAt, zoomAround } from './board-geometry';

const view = { squareSize: 20, originX: 10, originY: 30 };
const grid = { width: 26, height: 15 };

describe('pointer to square', () => {
  it('finds the top-left square at the board origin', () => {
    expect(squareAt({ x: 10, y: 30 }, view, grid)).toEqual({ x: 0, y: 0 });
  });

  it('finds the bottom-right square on its last pixel', () => {
    expect(squareAt({ x: 10 + 26 * 20 - 0.5, y: 30 + 15 * 20 - 0.5 }, view, grid)).toEqual({
      x: 25,
      y: 14,
    });
  });

  it('is off the board one pixel past either edge', () => {
    expect(squareAt({ x: 9.5, y: 40 }, view, grid)).toBeNull();
    expect(squareAt({ x: 10 + 26 * 20, y: 40 }, view, grid)).toBeNull();
    expect(squareAt({ x: 40, y: 30 + 15 * 20 }, view, grid)).toBeNull();
  });
});

describe('fitting the board in a box', () => {
  it('uses the largest square size that fits the limiting side and centres the board', () => {
    const fitted = fitView(grid, { width: 800, height: 400 }, 10);
    expect(fitted.squareSize).toBe(25); // (400 - 20) / 15 = 25.3
    expect(fitted.originX).toBe(Math.floor((800 - 26 * 25) / 2));
    expect(fitted.originY).toBe(Math.floor((400 - 15 * 25) / 2));
  });

  it('never shrinks a square below 4 pixels', () => {
    expect(fitView({ width: 80, height: 80 }, { width: 100, height: 100 }).squareSize).toBe(4);
  });
});

describe('zoom and pan', () => {
  it('zooming about a point keeps the square under it in place', () => {
    const before = { squareSize: 20, originX: 10, originY: 30 };
    const point = { x: 10 + 5.5 * 20, y: 30 + 3.5 * 20 };
    const after = zoomAround(before, point, 2);
    expect(after.squareSize).toBe(40);
    expect(squareAt(point, after, grid)).toEqual({ x: 5, y: 3 });
    expect(after.originX + 5.5 * 40).toBeCloseTo(point.x);
  });

  it('zoom stays between 2 and 160 pixels a square; panning moves the origin', () => {
    expect(zoomAround(view, { x: 0, y: 0 }, 1000).squareSize).toBe(160);
    expect(zoomAround(view, { x: 0, y: 0 }, 0.001).squareSize).toBe(2);
    expect(panBy(view, 5, -7)).toEqual({ squareSize: 20, originX: 15, originY: 23 });
  });
});

describe('bringing a square into view', () => {
  it('puts the square in the middle of the box, zoomed in to at least the size asked', () => {
    const box = { width: 400, height: 300 };
    const centred = centreOn(view, { x: 3, y: 4 }, box, 28);
    expect(centred.squareSize).toBe(28);
    expect(squareAt({ x: 200, y: 150 }, centred, grid)).toEqual({ x: 3, y: 4 });
    expect(centreOn({ ...view, squareSize: 40 }, { x: 0, y: 0 }, box, 28).squareSize).toBe(40);
  });
});
