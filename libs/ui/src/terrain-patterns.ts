import type { TerrainChar } from '@dungeonbowl/dungeon-schema';
import { boardKinds } from './board-kinds';

/** Below this many pixels a square, terrain shows as colour alone: a mark would be a smudge. */
export const MIN_MARK_SQUARE = 7;

const tiles = new Map<string, HTMLCanvasElement | null>();

/**
 * One square of a terrain's mark, drawn once for each kind and whole size of square and kept:
 * the board fills a run of squares with it as a pattern, one call a run, as it fills the colour.
 */
function markTile(char: string, side: number): HTMLCanvasElement | null {
  const key = `${char}@${side}`;
  const kept = tiles.get(key);
  if (kept !== undefined) return kept;
  const paint = Object.hasOwn(boardKinds.terrain, char)
    ? boardKinds.terrain[char as TerrainChar]
    : null;
  let tile: HTMLCanvasElement | null = null;
  if (paint && typeof document !== 'undefined') {
    tile = document.createElement('canvas');
    tile.width = side;
    tile.height = side;
    const c = tile.getContext('2d');
    if (c) paint(c, side, side);
    else tile = null;
  }
  // Zooming makes new sizes; keep the cache small.
  if (tiles.size > 400) tiles.clear();
  tiles.set(key, tile);
  return tile;
}

/**
 * The pattern that paints a terrain's mark in every square of a board drawn at `squareSize`
 * pixels a square from `originX`, `originY`; null for a terrain without a mark (floor, void) or
 * squares too small to carry one.
 */
export function terrainPattern(
  context: CanvasRenderingContext2D,
  char: string,
  view: { squareSize: number; originX: number; originY: number },
): CanvasPattern | null {
  if (view.squareSize < MIN_MARK_SQUARE) return null;
  const side = Math.round(view.squareSize);
  const tile = markTile(char, side);
  if (!tile) return null;
  const pattern = context.createPattern(tile, 'repeat');
  if (!pattern) return null;
  const scale = view.squareSize / side;
  pattern.setTransform(new DOMMatrix().translate(view.originX, view.originY).scale(scale, scale));
  return pattern;
}
