import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type Konva from 'konva';
import { Fragment, useMemo, type Ref } from 'react';
import { Layer, Rect, Shape, Stage, Text } from 'react-konva';
import { legendEntries } from './board-kinds';
import { boardSymbols } from './board-symbols';
import { BoardSymbols } from './BoardSymbols';
import { paintLegend } from './paint-legend';
import { paintTerrain } from './paint-terrain';
import { pictureLayout } from './picture-layout';

/** The stage a picture is drawn on, to turn into an image (`toBlob`, `toDataURL`). */
export type PictureStage = Konva.Stage;

interface Props {
  readonly map: DungeonMap;
  /** Indexes of the floors to draw, side by side in this order. */
  readonly floors: readonly number[];
  readonly pixelsPerSquare: number;
  /** The stage, to turn into an image (`toBlob`, `toDataURL`). */
  readonly stageRef: Ref<PictureStage>;
  /** Each floor under its name (the default); without, where the page names it. */
  readonly titled?: boolean;
  /** The legend of the map's kinds under the floors (the default); without, where the page has it. */
  readonly withLegend?: boolean;
}

/**
 * Floors of a dungeon drawn as a picture, the same terrain and symbols as the board, each under
 * its name, and the legend under them: what the PNG export and the print view are made of. Meant
 * to be rendered off screen.
 */
export function FloorsPicture({
  map,
  floors,
  pixelsPerSquare,
  stageRef,
  titled = true,
  withLegend = true,
}: Props) {
  const entries = useMemo(() => (withLegend ? legendEntries(map) : []), [map, withLegend]);
  const layout = pictureLayout(map, floors.length, pixelsPerSquare, titled, entries.length);
  const legend = layout.legend;
  return (
    <Stage ref={stageRef} width={layout.width} height={layout.height} listening={false}>
      <Layer listening={false}>
        <Rect width={layout.width} height={layout.height} fill="#ffffff" />
        {floors.map((floor, i) => {
          const view = layout.views[i]!;
          const rows = map.floors[floor]?.rows ?? [];
          const below = floor > 0 ? map.floors[floor - 1]?.rows : undefined;
          return (
            <Fragment key={floor}>
              {titled && (
                <Text
                  x={view.originX}
                  y={0}
                  width={map.width * view.squareSize}
                  height={layout.titleHeight}
                  text={`${map.meta.name}: ${map.floors[floor]?.name ?? ''}`}
                  fontSize={layout.titleHeight * 0.7}
                  fill="#222222"
                  verticalAlign="middle"
                  wrap="none"
                  ellipsis
                />
              )}
              <Shape sceneFunc={(context) => paintTerrain(context, rows, below, view, true)} />
              <BoardSymbols symbols={boardSymbols(map, floor)} view={view} />
            </Fragment>
          );
        })}
        {legend && (
          <Shape sceneFunc={(context) => paintLegend(context._context, entries, legend)} />
        )}
      </Layer>
    </Stage>
  );
}
