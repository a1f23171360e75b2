import { isWall, sameSquare } from '../board/squares';
import type { GameState, Square } from '../model/state';

/* The lines a ball flies along: the range ruler, and the squares and walls a flight crosses. */

/** The range ruler (BB-PASS-3) read by (|dx|, |dy|): Q, S, L, B or '-' out of range. */
const ruler = [
  'TQQQSSSLLLLBBB',
  'QQQQSSSLLLLBBB',
  'QQQSSSSLLLLBB-',
  'QQSSSSSLLLBBB-',
  'SSSSSSLLLLBBB-',
  'SSSSSLLLLBBB--',
  'SSSSLLLLLBBB--',
  'LLLLLLLLBBB---',
  'LLLLLLLBBBB---',
  'LLLLLBBBBB----',
  'LLLBBBBBB-----',
  'BBBBBBB-------',
  'BBBBB---------',
  'BB------------',
];

export function passRange(from: Square, to: Square): 'Q' | 'S' | 'L' | 'B' | null {
  if (from.floor !== to.floor) return null;
  const band = ruler[Math.abs(to.y - from.y)]?.charAt(Math.abs(to.x - from.x));
  return band === 'Q' || band === 'S' || band === 'L' || band === 'B' ? band : null;
}

/**
 * Whether the straight line between two square centres crosses no wall (DB-PASS-3): every square
 * the line passes through is free, and where it passes exactly through a corner, both squares
 * beside the corner are free. Aimed at a wall (`toWall`, DB-PASS-8), the line ends where it
 * first touches the target square.
 */
export function clearLine(state: GameState, from: Square, to: Square, toWall = false): boolean {
  const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) * 8;
  for (let i = 1; i < steps; i++) {
    const fx = from.x + 0.5 + ((to.x - from.x) * i) / steps;
    const fy = from.y + 0.5 + ((to.y - from.y) * i) / steps;
    if (toWall && touches(fx, fy, to)) return true;
    const onX = Math.abs(fx - Math.round(fx)) < 1e-9;
    const onY = Math.abs(fy - Math.round(fy)) < 1e-9;
    const xs = onX ? [Math.round(fx) - 1, Math.round(fx)] : [Math.floor(fx)];
    const ys = onY ? [Math.round(fy) - 1, Math.round(fy)] : [Math.floor(fy)];
    for (const x of xs)
      for (const y of ys) if (isWall(state.board, { floor: from.floor, x, y })) return false;
  }
  return true;
}

/** Whether a point lies in a square or on its edge. */
const touches = (x: number, y: number, square: Square): boolean =>
  x > square.x - 1e-9 && x < square.x + 1 + 1e-9 && y > square.y - 1e-9 && y < square.y + 1 + 1e-9;

/** The squares a straight flight crosses between two squares, the nearest to the start first, both ends left out. */
export function squaresFlownOver(from: Square, to: Square): Square[] {
  const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) * 8;
  const crossed: Square[] = [];
  for (let i = 1; i < steps; i++) {
    const x = Math.floor(from.x + 0.5 + ((to.x - from.x) * i) / steps);
    const y = Math.floor(from.y + 0.5 + ((to.y - from.y) * i) / steps);
    const square = { floor: from.floor, x, y };
    if (sameSquare(square, from) || sameSquare(square, to)) continue;
    if (!crossed.some((c) => sameSquare(c, square))) crossed.push(square);
  }
  return crossed;
}
