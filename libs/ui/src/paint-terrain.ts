import type { Context } from 'konva/lib/Context';
import type { BoardView } from './board-geometry';
import { terrainPattern } from './terrain-patterns';
import { terrainStyle } from './terrain-style';

/**
 * Paints the terrain square by square, each terrain in its colour with its mark over it (waves on
 * water, bricks on walls), so that terrains differ by more than colour. Through void the floor
 * below shows, faded, so a designer sees what a fall lands on.
 */
export function paintTerrain(
  context: Context,
  rows: readonly string[],
  below: readonly string[] | undefined,
  view: BoardView,
  showGrid: boolean,
) {
  const size = view.squareSize;
  // Whole pixels, so that zoomed squares meet without seams.
  const px = (squares: number, origin: number) => Math.round(origin + squares * size);
  // One pattern a terrain for this drawing, made when first needed.
  const patterns = new Map<string, CanvasPattern | null>();
  const patternOf = (char: string) => {
    if (!patterns.has(char)) patterns.set(char, terrainPattern(context._context, char, view));
    return patterns.get(char) ?? null;
  };
  rows.forEach((row, y) => {
    const top = px(y, view.originY);
    const height = px(y + 1, view.originY) - top;
    // A run of equal squares is one rectangle: a floor costs rows x runs, not one call a square.
    for (let x = 0; x < row.length;) {
      const char = row.charAt(x);
      let end = x + 1;
      const seeThrough = char === '_' && below !== undefined;
      if (!seeThrough) while (end < row.length && row.charAt(end) === char) end++;
      const left = px(x, view.originX);
      const width = px(end, view.originX) - left;
      if (seeThrough) {
        context.setAttr('fillStyle', terrainStyle(below?.[y]?.charAt(x) ?? char).fill);
        context.fillRect(left, top, width, height);
        context.setAttr('fillStyle', 'rgba(20, 18, 30, 0.62)');
      } else {
        context.setAttr('fillStyle', terrainStyle(char).fill);
      }
      context.fillRect(left, top, width, height);
      const mark = seeThrough ? null : patternOf(char);
      if (mark) {
        context.setAttr('fillStyle', mark);
        context.fillRect(left, top, width, height);
      }
      x = end;
    }
  });
  if (!showGrid) return;
  context.beginPath();
  const gridWidth = rows[0]?.length ?? 0;
  for (let x = 0; x <= gridWidth; x++) {
    context.moveTo(Math.round(view.originX + x * size) + 0.5, view.originY);
    context.lineTo(Math.round(view.originX + x * size) + 0.5, view.originY + rows.length * size);
  }
  for (let y = 0; y <= rows.length; y++) {
    context.moveTo(view.originX, Math.round(view.originY + y * size) + 0.5);
    context.lineTo(view.originX + gridWidth * size, Math.round(view.originY + y * size) + 0.5);
  }
  context.setAttr('strokeStyle', 'rgba(40, 32, 24, 0.25)');
  context.setAttr('lineWidth', 1);
  context.stroke();
}
