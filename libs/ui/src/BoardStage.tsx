import type { Context } from 'konva/lib/Context';
import { useCallback, useMemo } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { fitView, type BoardView } from './board-geometry';
import { boardSymbols } from './board-symbols';
import { BoardSymbols } from './BoardSymbols';
import { useElementSize } from './use-element-size';
import { terrainStyle } from './terrain-style';

export interface BoardStageProps {
  readonly map: DungeonMap;
  /** Index of the floor shown. */
  readonly floor: number;
  readonly showGrid?: boolean;
  /** Accessible name of the board, read out in place of the canvas. */
  readonly label: string;
}

/**
 * Draws one floor of a dungeon and what is placed on it. The terrain is one custom shape painted square by square on a
 * layer that does not listen to the pointer, so a large map costs one node, not one per square.
 * The stage fills its parent element and follows its size.
 */
export function BoardStage({ map, floor, showGrid = true, label }: BoardStageProps) {
  const rows = useMemo(() => map.floors[floor]?.rows ?? [], [map, floor]);
  const [box, { width, height }] = useElementSize<HTMLDivElement>();
  const gridWidth = rows[0]?.length ?? 0;
  const gridHeight = rows.length;
  const view = useMemo(
    () => fitView({ width: gridWidth, height: gridHeight }, { width, height }),
    [gridWidth, gridHeight, width, height],
  );
  const symbols = useMemo(() => boardSymbols(map, floor), [map, floor]);
  const drawTerrain = useCallback(
    (context: Context) => paintTerrain(context, rows, view, showGrid),
    [rows, view, showGrid],
  );
  return (
    <div ref={box} style={fillParent} role="img" aria-label={label}>
      <Stage width={width} height={height}>
        <Layer listening={false}>
          <Shape sceneFunc={drawTerrain} />
        </Layer>
        <Layer listening={false}>
          <BoardSymbols symbols={symbols} view={view} />
        </Layer>
      </Stage>
    </div>
  );
}

function paintTerrain(
  context: Context,
  rows: readonly string[],
  view: BoardView,
  showGrid: boolean,
) {
  const size = view.squareSize;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      context.setAttr('fillStyle', terrainStyle(row.charAt(x)).fill);
      context.fillRect(view.originX + x * size, view.originY + y * size, size, size);
    }
  });
  if (!showGrid) return;
  context.beginPath();
  const gridWidth = rows[0]?.length ?? 0;
  for (let x = 0; x <= gridWidth; x++) {
    context.moveTo(view.originX + x * size + 0.5, view.originY);
    context.lineTo(view.originX + x * size + 0.5, view.originY + rows.length * size);
  }
  for (let y = 0; y <= rows.length; y++) {
    context.moveTo(view.originX, view.originY + y * size + 0.5);
    context.lineTo(view.originX + gridWidth * size, view.originY + y * size + 0.5);
  }
  context.setAttr('strokeStyle', 'rgba(40, 32, 24, 0.25)');
  context.setAttr('lineWidth', 1);
  context.stroke();
}

const fillParent = { position: 'absolute', inset: 0, overflow: 'hidden' } as const;
