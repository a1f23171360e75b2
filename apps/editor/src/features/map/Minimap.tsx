import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { terrainStyle, type BoardView } from '@dungeonbowl/ui';
import { useEffect, useRef } from 'react';

/** The part of the grid a view shows in its box, in squares, cut to the grid. */
export function visibleSquares(
  view: BoardView,
  box: { width: number; height: number },
  grid: { width: number; height: number },
) {
  const left = Math.max(0, Math.floor(-view.originX / view.squareSize));
  const top = Math.max(0, Math.floor(-view.originY / view.squareSize));
  const right = Math.min(grid.width, Math.ceil((box.width - view.originX) / view.squareSize));
  const bottom = Math.min(grid.height, Math.ceil((box.height - view.originY) / view.squareSize));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

const WIDTH = 150;

/**
 * The whole floor in small, with the part the board shows outlined; shown only while the board
 * does not show the whole floor, so that it never hides a square worth seeing.
 */
export function Minimap({
  map,
  floor,
  view,
}: {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly view: { view: BoardView; box: { width: number; height: number } } | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scale = WIDTH / map.width;
  const height = Math.round(map.height * scale);
  const seen = view && visibleSquares(view.view, view.box, map);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, WIDTH, height);
    map.floors[floor]?.rows.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        context.fillStyle = terrainStyle(row.charAt(x)).fill;
        context.fillRect(x * scale, y * scale, Math.ceil(scale), Math.ceil(scale));
      }
    });
    if (seen) {
      context.strokeStyle = '#facc15';
      context.lineWidth = 2;
      context.strokeRect(seen.x * scale, seen.y * scale, seen.width * scale, seen.height * scale);
    }
  }, [map, floor, scale, height, seen?.x, seen?.y, seen?.width, seen?.height]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!seen || (seen.width >= map.width && seen.height >= map.height)) return null;
  const label = `Minimap of ${map.floors[floor]?.name ?? ''}: the view shows columns ${seen.x} to ${seen.x + seen.width - 1}, rows ${seen.y} to ${seen.y + seen.height - 1}`;
  return (
    <canvas
      ref={canvas}
      className="minimap"
      width={WIDTH}
      height={height}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
