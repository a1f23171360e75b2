import type { Context } from 'konva/lib/Context';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Circle, Layer, Line, Rect, Shape, Stage } from 'react-konva';
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { centreOn, fitView, panBy, squareAt, zoomAround, type BoardView } from './board-geometry';
import { boardSymbols } from './board-symbols';
import { BoardPieces, type BoardPiece } from './BoardPieces';
import { BoardSymbols } from './BoardSymbols';
import { useElementSize } from './use-element-size';
import { paintTerrain } from './paint-terrain';

export interface BoardStageProps {
  readonly map: DungeonMap;
  /** Index of the floor shown. */
  readonly floor: number;
  readonly showGrid?: boolean;
  /** Pointer events turned into squares by arithmetic, for tools (null off the board). */
  readonly onSquarePointer?: (event: SquarePointerEvent) => void;
  /** Squares drawn over the terrain in a colour: a stroke being painted, a placement preview. */
  readonly preview?:
    { readonly squares: readonly { x: number; y: number }[]; readonly fill: string } | undefined;
  /** What the tool would cover if the square under the pointer were clicked: tinted and outlined. */
  readonly footprint?: readonly { x: number; y: number }[];
  /** Sets of squares tinted each in its colour, e.g. where a player may move or whom he may block. */
  readonly shades?: readonly {
    readonly squares: readonly { x: number; y: number }[];
    readonly fill: string;
  }[];
  /** Squares marked with a finding: red for errors, amber for warnings. */
  readonly marks?: readonly { x: number; y: number; severity: 'error' | 'warning' }[];
  /** A square to point out, e.g. the one a finding is about. */
  readonly highlight?: { x: number; y: number } | null;
  /** The squares of the selected thing, outlined. */
  readonly selected?: readonly { x: number; y: number }[];
  /** A square to bring into view, zoomed in if need be; a new `key` brings it again. */
  readonly focus?: { readonly x: number; readonly y: number; readonly key: number } | null;
  /** Players and the ball, drawn over everything else. */
  readonly pieces?: readonly BoardPiece[];
  /** A path to draw through the centres of its squares, e.g. the route a player would take. */
  readonly path?: readonly { x: number; y: number }[];
  /** A route chosen and waiting to be confirmed: drawn solid, its end ringed, apart from `path`. */
  readonly chosenPath?: readonly { x: number; y: number }[];
  /** Squares in the opposition's tackle zones, each ringed in red, the number of Marking players written when more than one. */
  readonly zones?: readonly { x: number; y: number; count: number }[] | undefined;
  /** Accessible name of the board, read out in place of the canvas. */
  readonly label: string;
  /** A right-click on a square (the browser's menu is kept away from the board then). */
  readonly onSquareContext?: (square: { floor: number; x: number; y: number }) => void;
  /** Zoom in, Zoom out and Fit buttons over the board's corner. */
  readonly zoomButtons?: boolean;
  /** The arrow keys pan the board (a quarter of its box a press). */
  readonly arrowKeysPan?: boolean;
  /** Another floor drawn faintly over this one (terrain and things), to line up ladders, holes and lifts. */
  readonly ghostFloor?: number | null;
  /** Told where the board sits in its box whenever that changes (zoom, pan, resize), e.g. for a minimap. */
  readonly onViewChange?: (view: BoardView, box: { width: number; height: number }) => void;
  /** What is drawn: each layer is shown unless set to false. */
  readonly layers?: {
    readonly terrain?: boolean;
    readonly things?: boolean;
    readonly rooms?: boolean;
  };
}

export interface SquarePointerEvent {
  readonly type: 'down' | 'move' | 'up' | 'leave';
  readonly square: { readonly floor: number; readonly x: number; readonly y: number } | null;
  readonly shift: boolean;
}

/**
 * Draws one floor of a dungeon and what is placed on it. The terrain is one custom shape painted square by square on a
 * layer that does not listen to the pointer, so a large map costs one node, not one per square.
 * The stage fills its parent element and follows its size. The wheel and + / - zoom about the
 * pointer, 0 fits the board again, the middle button or Space with a drag pans.
 */
export const BoardStage = memo(function BoardStage({
  map,
  floor,
  showGrid = true,
  label,
  onSquarePointer,
  preview,
  footprint,
  marks,
  highlight = null,
  selected,
  focus = null,
  pieces,
  path,
  chosenPath,
  zones,
  shades,
  onSquareContext,
  zoomButtons = false,
  arrowKeysPan = false,
  ghostFloor = null,
  layers,
  onViewChange,
}: BoardStageProps) {
  const showTerrain = layers?.terrain ?? true;
  const showThings = layers?.things ?? true;
  const showRooms = layers?.rooms ?? true;
  const rows = useMemo(() => map.floors[floor]?.rows ?? [], [map, floor]);
  const below = floor > 0 ? map.floors[floor - 1]?.rows : undefined;
  const [box, { width, height }] = useElementSize<HTMLDivElement>();
  const gridWidth = rows[0]?.length ?? 0;
  const gridHeight = rows.length;
  const fitted = useMemo(
    () => fitView({ width: gridWidth, height: gridHeight }, { width, height }),
    [gridWidth, gridHeight, width, height],
  );
  const [camera, setCamera] = useState<BoardView | null>(null);
  const view = camera ?? fitted;
  const focusKey = focus?.key;
  useEffect(() => {
    if (!focus || width === 0) return;
    // A focus request is an event from outside (a finding clicked, the play followed): the camera
    // it moves stays the user's to pan and zoom afterwards, so it is state, set here once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCamera((c) => centreOn(c ?? fitted, focus, { width, height }, 28));
    // Only a new request moves the camera, not a resize or a new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey, width === 0]);
  useEffect(() => {
    if (width > 0) onViewChange?.(view, { width, height });
  }, [view, width, height, onViewChange]);
  const panning = useRef<{ x: number; y: number } | null>(null);
  const spaceHeld = useRef(false);
  /** Zoomed about the middle of the box, as the keys and the buttons do. */
  const zoom = useCallback(
    (factor: number) =>
      setCamera((c) => zoomAround(c ?? fitted, { x: width / 2, y: height / 2 }, factor)),
    [fitted, width, height],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)
        return;
      if (event.key === ' ') spaceHeld.current = event.type === 'keydown';
      if (event.type !== 'keydown') return;
      if (event.target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey) return;
      const step = arrowKeysPan ? arrowSteps[event.key] : undefined;
      if (event.key === '+' || event.key === '=') zoom(1.25);
      else if (event.key === '-') zoom(0.8);
      else if (event.key === '0') setCamera(null);
      else if (step) {
        event.preventDefault();
        setCamera((c) => panBy(c ?? fitted, (step[0] * width) / 4, (step[1] * height) / 4));
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
    };
  }, [fitted, width, height, arrowKeysPan, zoom]);
  const onWheel = (event: KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const position = event.target.getStage()?.getPointerPosition();
    if (position) setCamera(zoomAround(view, position, event.evt.deltaY < 0 ? 1.15 : 1 / 1.15));
  };
  // Painting terrain leaves the placed things as they were: their symbols are not worked out again.
  const { endZones, links, chutes, elevators, features, teleporters, chests, rooms } = map;
  const symbols = useMemo(
    () =>
      boardSymbols(
        {
          endZones,
          teleporters,
          chests,
          links: links ?? [],
          chutes: chutes ?? [],
          elevators: elevators ?? [],
          features: features ?? [],
          rooms: rooms ?? [],
        },
        floor,
      ),
    [endZones, links, chutes, elevators, features, teleporters, chests, rooms, floor],
  );
  const shownSymbols = useMemo(
    () => symbols.filter((s) => (s.kind === 'room' ? showRooms : showThings)),
    [symbols, showRooms, showThings],
  );
  const ghostRows = ghostFloor === null ? undefined : map.floors[ghostFloor]?.rows;
  const ghostSymbols = useMemo(
    () => (ghostFloor === null || !map.floors[ghostFloor] ? [] : boardSymbols(map, ghostFloor)),
    [map, ghostFloor],
  );
  const pointer = (type: SquarePointerEvent['type'], event: KonvaEventObject<PointerEvent>) => {
    const position = event.target.getStage()?.getPointerPosition();
    if (type === 'down' && event.evt.button === 2 && onSquareContext) {
      const square = position
        ? squareAt(position, view, { width: map.width, height: map.height })
        : null;
      if (square) onSquareContext({ floor, ...square });
      return;
    }
    if (type === 'down' && (event.evt.button === 1 || spaceHeld.current) && position) {
      panning.current = position;
      return;
    }
    if (panning.current) {
      if (type === 'move' && position) {
        setCamera(panBy(view, position.x - panning.current.x, position.y - panning.current.y));
        panning.current = position;
      } else if (type === 'up' || type === 'leave') panning.current = null;
      return;
    }
    if (!onSquarePointer) return;
    const square = position
      ? squareAt(position, view, { width: map.width, height: map.height })
      : null;
    onSquarePointer({ type, square: square && { floor, ...square }, shift: event.evt.shiftKey });
  };
  // One shape for the whole preview and the shades: a stroke of many squares stays one node.
  const drawPreview = useCallback(
    (context: Context) => {
      const size = view.squareSize;
      const tint = (
        set: { squares: readonly { x: number; y: number }[]; fill: string },
        alpha: number,
      ) => {
        context.setAttr('globalAlpha', alpha);
        context.setAttr('fillStyle', set.fill);
        for (const p of set.squares)
          context.fillRect(view.originX + p.x * size, view.originY + p.y * size, size, size);
      };
      for (const set of shades ?? []) tint(set, 0.45);
      if (preview) tint(preview, 0.85);
      if (footprint?.length) {
        tint({ squares: footprint, fill: footprintColour }, 0.35);
        context.setAttr('globalAlpha', 1);
        outline(context, footprint, view, footprintColour, 2);
      }
      context.setAttr('globalAlpha', 1);
    },
    [preview, shades, footprint, view],
  );
  // The outline of the selected squares.
  const drawSelection = useCallback(
    (context: Context) => {
      if (selected?.length) outline(context, selected, view, '#38bdf8', 3);
    },
    [selected, view],
  );
  const drawTerrain = useCallback(
    (context: Context) =>
      paintTerrain(context, showTerrain ? rows : rows.map(plain), below, view, showGrid),
    [rows, below, view, showGrid, showTerrain],
  );
  const drawGhost = useCallback(
    (context: Context) => ghostRows && paintTerrain(context, ghostRows, undefined, view, false),
    [ghostRows, view],
  );
  return (
    <div ref={box} style={fillParent} role="img" aria-label={label}>
      <Stage
        width={width}
        height={height}
        onPointerDown={(e) => pointer('down', e)}
        onPointerMove={(e) => pointer('move', e)}
        onPointerUp={(e) => pointer('up', e)}
        onPointerLeave={(e) => pointer('leave', e)}
        onWheel={onWheel}
        onContextMenu={(e) => {
          if (onSquareContext) e.evt.preventDefault();
        }}
      >
        <Layer listening={false}>
          <Shape sceneFunc={drawTerrain} />
        </Layer>
        {ghostRows && (
          <Layer listening={false} opacity={0.38}>
            <Shape sceneFunc={drawGhost} />
            <BoardSymbols symbols={ghostSymbols} view={view} />
          </Layer>
        )}
        <Layer listening={false}>
          <BoardSymbols symbols={shownSymbols} view={view} />
        </Layer>
        <Layer listening={false}>
          {marks?.map((m, i) => (
            <Rect
              key={`mark-${i}`}
              x={view.originX + m.x * view.squareSize + 1}
              y={view.originY + m.y * view.squareSize + 1}
              width={view.squareSize - 2}
              height={view.squareSize - 2}
              stroke={m.severity === 'error' ? '#dc2626' : '#d97706'}
              strokeWidth={2}
              dash={[3, 2]}
            />
          ))}
          {highlight && (
            <Rect
              x={view.originX + (highlight.x - 0.5) * view.squareSize}
              y={view.originY + (highlight.y - 0.5) * view.squareSize}
              width={view.squareSize * 2}
              height={view.squareSize * 2}
              stroke="#facc15"
              strokeWidth={3}
              cornerRadius={view.squareSize}
            />
          )}
          {(preview !== undefined || (shades?.length ?? 0) > 0 || (footprint?.length ?? 0) > 0) && (
            <Shape sceneFunc={drawPreview} listening={false} />
          )}
          {selected && selected.length > 0 && <Shape sceneFunc={drawSelection} listening={false} />}
          {zones && zones.length > 0 && <TackleZones zones={zones} view={view} />}
        </Layer>
        {(pieces?.length ?? 0) + (path?.length ?? 0) + (chosenPath?.length ?? 0) > 0 && (
          <Layer listening={false}>
            {path && path.length > 1 && (
              <Line
                points={path.flatMap((p) => [
                  view.originX + (p.x + 0.5) * view.squareSize,
                  view.originY + (p.y + 0.5) * view.squareSize,
                ])}
                stroke="#facc15"
                strokeWidth={Math.max(2, view.squareSize * 0.12)}
                lineCap="round"
                lineJoin="round"
                dash={[view.squareSize * 0.3, view.squareSize * 0.2]}
              />
            )}
            {chosenPath && chosenPath.length > 1 && (
              <ChosenRoute squares={chosenPath} view={view} />
            )}
            {pieces && <BoardPieces pieces={pieces} view={view} />}
          </Layer>
        )}
      </Stage>
      {zoomButtons && (
        <div className="board-zoom" role="group" aria-label="Zoom">
          <button type="button" onClick={() => zoom(1.25)} title="Zoom in (+)" aria-label="Zoom in">
            +
          </button>
          <button
            type="button"
            onClick={() => zoom(0.8)}
            title="Zoom out (-)"
            aria-label="Zoom out"
          >
            −
          </button>
          <button
            type="button"
            onClick={() => setCamera(null)}
            title="Fit the board (0)"
            aria-label="Fit the board"
          >
            Fit
          </button>
        </div>
      )}
    </div>
  );
});

/** A row with its terrain hidden: plain floor everywhere. */
const plain = (row: string) => '.'.repeat(row.length);

/** Which way each arrow key moves the board's picture: the view goes the way of the arrow. */
const arrowSteps: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

const footprintColour = '#facc15';

/** The outline of a set of squares: only the edges no other square of the set shares. */
function outline(
  context: Context,
  squares: readonly { x: number; y: number }[],
  view: BoardView,
  colour: string,
  width: number,
) {
  const size = view.squareSize;
  const taken = new Set(squares.map((s) => `${s.x},${s.y}`));
  const free = (x: number, y: number) => !taken.has(`${x},${y}`);
  context.beginPath();
  for (const { x, y } of squares) {
    const left = view.originX + x * size;
    const top = view.originY + y * size;
    const edge = (x0: number, y0: number, x1: number, y1: number) => {
      context.moveTo(x0, y0);
      context.lineTo(x1, y1);
    };
    if (free(x, y - 1)) edge(left, top, left + size, top);
    if (free(x, y + 1)) edge(left, top + size, left + size, top + size);
    if (free(x - 1, y)) edge(left, top, left, top + size);
    if (free(x + 1, y)) edge(left + size, top, left + size, top + size);
  }
  context.setAttr('strokeStyle', colour);
  context.setAttr('lineWidth', width);
  context.stroke();
}

const fillParent = { position: 'absolute', inset: 0, overflow: 'hidden' } as const;

/** A chosen route: a solid line through its squares and a ring round the square it ends on. */
function ChosenRoute({
  squares,
  view,
}: {
  readonly squares: readonly { x: number; y: number }[];
  readonly view: BoardView;
}) {
  const size = view.squareSize;
  const centre = (p: { x: number; y: number }): [number, number] => [
    view.originX + (p.x + 0.5) * size,
    view.originY + (p.y + 0.5) * size,
  ];
  const [endX, endY] = centre(squares[squares.length - 1]!);
  return (
    <>
      <Line
        points={squares.flatMap(centre)}
        stroke="#fde047"
        strokeWidth={Math.max(3, size * 0.16)}
        lineCap="round"
        lineJoin="round"
        shadowColor="#000"
        shadowBlur={3}
      />
      <Circle x={endX} y={endY} radius={size * 0.42} stroke="#fde047" strokeWidth={3} />
    </>
  );
}

/** The tackle zones: each square's edge in red, hatched once, twice for two Marking players and more. */
function TackleZones({
  zones,
  view,
}: {
  readonly zones: readonly { x: number; y: number; count: number }[];
  readonly view: BoardView;
}) {
  const draw = useCallback(
    (context: Context) => {
      const size = view.squareSize;
      const inset = Math.max(1, size * 0.06);
      context.setAttr('strokeStyle', '#e11d48');
      context.setAttr('lineWidth', Math.max(1.5, size * 0.06));
      context.beginPath();
      for (const z of zones) {
        const left = view.originX + z.x * size + inset;
        const top = view.originY + z.y * size + inset;
        const side = size - 2 * inset;
        context.rect(left, top, side, side);
        // One diagonal a Marking player, up to three.
        for (let i = 1; i <= Math.min(3, z.count); i++) {
          const at = (side * i) / (Math.min(3, z.count) + 1);
          context.moveTo(left, top + side - at);
          context.lineTo(left + at, top + side);
        }
      }
      context.stroke();
    },
    [zones, view],
  );
  return <Shape sceneFunc={draw} listening={false} />;
}
