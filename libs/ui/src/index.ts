export { type BoardPiece } from './BoardPieces';
export { BoardStage, type BoardStageProps, type SquarePointerEvent } from './BoardStage';
export {
  boardKinds,
  legendEntries,
  terrainSwatch,
  type KindSymbol,
  type LegendEntry,
  type PieceKind,
} from './board-kinds';
export { BoardLegend, Swatch } from './BoardLegend';
export { boardSymbols, type BoardSymbol } from './board-symbols';
export { DungeonView } from './DungeonView';
export { downloadFile, fileBaseName } from './download-file';
export { FloorsPicture, type PictureStage } from './FloorsPicture';
export { FloorTabs } from './FloorTabs';
export {
  centreOn,
  fitView,
  panBy,
  squareAt,
  zoomAround,
  type BoardView,
  type GridSize,
  type Square,
} from './board-geometry';
export { HANDOFF_PARAM, handedMap, handMapToPlay } from './handoff';
export { shareLink, sharedMapText } from './share-link';
export { terrainFills, terrainStyle } from './terrain-style';
export { useElementSize, type ElementSize } from './use-element-size';
export { useFloorKeys } from './use-floor-keys';
export {
  MAX_PICTURE_SIDE,
  pictureLayout,
  pictureProblem,
  type PictureLayout,
} from './picture-layout';
