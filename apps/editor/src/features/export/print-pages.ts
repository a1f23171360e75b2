/**
 * How a dungeon is laid out on sheets of paper at 1 square = 25 mm, the scale of the miniatures:
 * each floor cut into whole squares over as many A4 sheets as it needs, in the orientation that
 * needs fewer, each floor starting on a sheet of its own. Pure arithmetic in millimetres, so the
 * print view only draws what this says.
 */

/** Millimetres of paper a square takes. */
export const SQUARE_MM = 25;

/** An A4 sheet upright, in millimetres. */
export const A4 = { width: 210, height: 297 } as const;

/** Where things go on a sheet, in millimetres. */
export const SHEET = {
  /** Blank paper all round, which most printers cannot print on anyway. */
  margin: 8,
  /** The strip at the top that names the sheet and shows where it goes. */
  header: 10,
  /** The strips above and left of the board that number its columns and rows. */
  ruler: 6,
} as const;

export type Orientation = 'portrait' | 'landscape';

/** One run of squares along one side of a floor: the first square and how many. */
export interface Span {
  readonly start: number;
  readonly length: number;
}

export interface PrintPage {
  /** The floor it shows. */
  readonly floor: number;
  /** Its number among the floor's sheets, from 1, row by row from the north-west. */
  readonly number: number;
  /** Its row and column in the floor's grid of sheets, from 0. */
  readonly row: number;
  readonly column: number;
  /** The squares it shows: x and y of the north-west one, and how many across and down. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /**
   * Squares at its west and north edges that the sheet before it shows too (0 or `overlap`):
   * glued under that sheet when the sheets are put together.
   */
  readonly underWest: number;
  readonly underNorth: number;
}

export interface PrintLayout {
  readonly orientation: Orientation;
  /** The sheet as it lies, in millimetres. */
  readonly paper: { readonly width: number; readonly height: number };
  /** The most squares a sheet holds across and down. */
  readonly across: number;
  readonly down: number;
  /** Sheets a floor takes, across and down. */
  readonly columns: number;
  readonly rows: number;
  /** Every sheet, floor by floor. */
  readonly pages: readonly PrintPage[];
}

/**
 * A side of `total` squares cut into runs of at most `perPage`, each run after the first
 * starting `overlap` squares before the end of the one before it, the last one shorter if need be.
 */
export function spansAlong(total: number, perPage: number, overlap = 0): Span[] {
  if (total <= 0 || perPage <= 0) return [];
  const step = Math.max(1, perPage - Math.max(0, overlap));
  const spans: Span[] = [];
  for (let start = 0; ; start += step) {
    spans.push({ start, length: Math.min(perPage, total - start) });
    if (start + perPage >= total) return spans;
  }
}

/** How many whole squares fit on a sheet lying this way, across and down. */
export function squaresPerSheet(orientation: Orientation): { across: number; down: number } {
  const paper = sheetSize(orientation);
  const width = paper.width - 2 * SHEET.margin - SHEET.ruler;
  const height = paper.height - 2 * SHEET.margin - SHEET.header - SHEET.ruler;
  return { across: Math.floor(width / SQUARE_MM), down: Math.floor(height / SQUARE_MM) };
}

export function sheetSize(orientation: Orientation): { width: number; height: number } {
  return orientation === 'portrait'
    ? { width: A4.width, height: A4.height }
    : { width: A4.height, height: A4.width };
}

function layoutFor(
  grid: { width: number; height: number },
  floors: number,
  orientation: Orientation,
  overlap: number,
): PrintLayout {
  const { across, down } = squaresPerSheet(orientation);
  const xs = spansAlong(grid.width, across, overlap);
  const ys = spansAlong(grid.height, down, overlap);
  const pages: PrintPage[] = [];
  for (let floor = 0; floor < floors; floor++)
    ys.forEach((ySpan, row) =>
      xs.forEach((xSpan, column) =>
        pages.push({
          floor,
          number: row * xs.length + column + 1,
          row,
          column,
          x: xSpan.start,
          y: ySpan.start,
          width: xSpan.length,
          height: ySpan.length,
          underWest: column > 0 ? Math.max(0, overlap) : 0,
          underNorth: row > 0 ? Math.max(0, overlap) : 0,
        }),
      ),
    );
  return {
    orientation,
    paper: sheetSize(orientation),
    across,
    down,
    columns: xs.length,
    rows: ys.length,
    pages,
  };
}

/**
 * The sheets for every floor of a grid: the orientation that takes fewer sheets a floor (upright
 * when both take as many), each floor starting on a sheet of its own. With `overlap`, neighbouring
 * sheets share that many squares, to glue one under the other.
 */
export function printLayout(
  grid: { width: number; height: number },
  floors: number,
  overlap = 0,
): PrintLayout {
  const portrait = layoutFor(grid, floors, 'portrait', overlap);
  const landscape = layoutFor(grid, floors, 'landscape', overlap);
  return landscape.pages.length < portrait.pages.length ? landscape : portrait;
}

/** The sheet beside a sheet of the same floor, or undefined at the floor's edge. */
export function neighbour(
  layout: PrintLayout,
  page: PrintPage,
  side: 'east' | 'south',
): PrintPage | undefined {
  const row = page.row + (side === 'south' ? 1 : 0);
  const column = page.column + (side === 'east' ? 1 : 0);
  if (row >= layout.rows || column >= layout.columns) return undefined;
  return layout.pages.find((p) => p.floor === page.floor && p.row === row && p.column === column);
}
