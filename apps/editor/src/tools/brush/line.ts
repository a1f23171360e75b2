import type { SquareRef } from '../../features/map/mapSlice';

/** The squares of a straight line between two squares, ends included (Bresenham), so a fast stroke leaves no gaps. */
export function lineSquares(from: SquareRef, to: SquareRef): SquareRef[] {
  const squares: SquareRef[] = [];
  let { x, y } = from;
  const dx = Math.abs(to.x - x);
  const dy = -Math.abs(to.y - y);
  const sx = x < to.x ? 1 : -1;
  const sy = y < to.y ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    squares.push({ x, y });
    if (x === to.x && y === to.y) return squares;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}
