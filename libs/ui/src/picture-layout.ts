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
  /** The legend under the floors, in rows of columns; none when it has no entries. */
  readonly legend: LegendLayout | null;
}

export interface LegendLayout {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly columns: number;
  readonly cellWidth: number;
  readonly rowHeight: number;
  /** Height of its heading, "Legend", above the entries. */
  readonly headingHeight: number;
}

/** The legend's measures in a picture, in pixels, whatever the pixels a square. */
const LEGEND = { cellWidth: 240, rowHeight: 28, headingHeight: 30, gap: 12 } as const;

/**
 * Where the floors of a picture go: side by side, west to east, one square apart, each under its
 * name (unless `titled` is false), at a whole number of pixels a square; and under them the
 * legend of `legendEntries` kinds, in as many columns as fit.
 */
export function pictureLayout(
  grid: { width: number; height: number },
  floors: number,
  pixelsPerSquare: number,
  titled = true,
  legendEntries = 0,
): PictureLayout {
  const size = Math.max(1, Math.round(pixelsPerSquare));
  const titleHeight = titled ? Math.max(18, Math.round(size * 0.8)) : 0;
  const gap = size;
  const views = Array.from({ length: floors }, (_, i) => ({
    squareSize: size,
    originX: i * (grid.width * size + gap),
    originY: titleHeight,
  }));
  const boardsWidth = floors * grid.width * size + (floors - 1) * gap;
  const boardsHeight = titleHeight + grid.height * size;
  if (legendEntries <= 0)
    return { width: boardsWidth, height: boardsHeight, titleHeight, views, legend: null };
  const width = Math.max(boardsWidth, LEGEND.cellWidth);
  const columns = Math.max(1, Math.floor(width / LEGEND.cellWidth));
  const rows = Math.ceil(legendEntries / columns);
  const legend: LegendLayout = {
    x: 0,
    y: boardsHeight + LEGEND.gap,
    width,
    height: LEGEND.headingHeight + rows * LEGEND.rowHeight,
    columns,
    cellWidth: LEGEND.cellWidth,
    rowHeight: LEGEND.rowHeight,
    headingHeight: LEGEND.headingHeight,
  };
  return { width, height: legend.y + legend.height, titleHeight, views, legend };
}

/** Why a picture cannot be made at this size, or null when it can. */
export function pictureProblem(layout: PictureLayout): string | null {
  const side = Math.max(layout.width, layout.height);
  return side > MAX_PICTURE_SIDE
    ? `The picture would be ${layout.width} x ${layout.height} pixels; browsers draw at most ${MAX_PICTURE_SIDE} on a side. Choose fewer pixels a square.`
    : null;
}
