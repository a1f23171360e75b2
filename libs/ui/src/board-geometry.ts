/** Where the board sits on the stage: the size of one square in stage pixels and the board's top-left corner. */
export interface BoardView {
  readonly squareSize: number;
  readonly originX: number;
  readonly originY: number;
}

export interface GridSize {
  readonly width: number;
  readonly height: number;
}

export interface Square {
  readonly x: number;
  readonly y: number;
}

/**
 * The square under a stage point, found by arithmetic rather than by asking Konva which shape was
 * hit, or null when the point is off the board.
 */
export function squareAt(
  point: { x: number; y: number },
  view: BoardView,
  grid: GridSize,
): Square | null {
  const x = Math.floor((point.x - view.originX) / view.squareSize);
  const y = Math.floor((point.y - view.originY) / view.squareSize);
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return null;
  return { x, y };
}

/** The largest whole square size that shows the whole grid inside a box, with a margin around it. */
export function fitView(
  grid: GridSize,
  box: { width: number; height: number },
  margin = 16,
): BoardView {
  const squareSize = Math.max(
    4,
    Math.floor(
      Math.min((box.width - 2 * margin) / grid.width, (box.height - 2 * margin) / grid.height),
    ),
  );
  return {
    squareSize,
    originX: Math.floor((box.width - squareSize * grid.width) / 2),
    originY: Math.floor((box.height - squareSize * grid.height) / 2),
  };
}

/** The view zoomed by `factor` about a stage point, which stays over the same spot of the board. */
export function zoomAround(
  view: BoardView,
  point: { x: number; y: number },
  factor: number,
): BoardView {
  const squareSize = Math.min(160, Math.max(2, view.squareSize * factor));
  const ratio = squareSize / view.squareSize;
  return {
    squareSize,
    originX: point.x - (point.x - view.originX) * ratio,
    originY: point.y - (point.y - view.originY) * ratio,
  };
}

export function panBy(view: BoardView, dx: number, dy: number): BoardView {
  return { ...view, originX: view.originX + dx, originY: view.originY + dy };
}

/**
 * The view with a square in the middle of a box, zoomed in to at least `minSize` pixels a square
 * so that it can be seen: where clicking a finding takes the board.
 */
export function centreOn(
  view: BoardView,
  square: Square,
  box: { width: number; height: number },
  minSize: number,
): BoardView {
  const squareSize = Math.max(view.squareSize, minSize);
  return {
    squareSize,
    originX: box.width / 2 - (square.x + 0.5) * squareSize,
    originY: box.height / 2 - (square.y + 0.5) * squareSize,
  };
}
