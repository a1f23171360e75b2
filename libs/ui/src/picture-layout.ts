import type { BoardView } from './board-geometry';

/** The largest side of a picture browsers can still draw reliably, in pixels. */
export const MAX_PICTURE_SIDE = 16_384;

export interface PictureLayout {
  readonly width: number;
  readonly height: number;
  /** Height of the strip above each floor that names it. */
  readonly titleHeight: number;
  /** Where each floor's board is drawn, in the order given. */
  readonly views: readonly BoardView[];
}

/**
 * Where the floors of a picture go: side by side, west to east, one square apart, each under its
 * name (unless `titled` is false), at a whole number of pixels a square.
 */
export function pictureLayout(
  grid: { width: number; height: number },
  floors: number,
  pixelsPerSquare: number,
  titled = true,
): PictureLayout {
  const size = Math.max(1, Math.round(pixelsPerSquare));
  const titleHeight = titled ? Math.max(18, Math.round(size * 0.8)) : 0;
  const gap = size;
  const views = Array.from({ length: floors }, (_, i) => ({
    squareSize: size,
    originX: i * (grid.width * size + gap),
    originY: titleHeight,
  }));
  return {
    width: floors * grid.width * size + (floors - 1) * gap,
    height: titleHeight + grid.height * size,
    titleHeight,
    views,
  };
}

/** Why a picture cannot be made at this size, or null when it can. */
export function pictureProblem(layout: PictureLayout): string | null {
  const side = Math.max(layout.width, layout.height);
  return side > MAX_PICTURE_SIDE
    ? `The picture would be ${layout.width} x ${layout.height} pixels; browsers draw at most ${MAX_PICTURE_SIDE} on a side. Choose fewer pixels a square.`
    : null;
}
