import {
  placementBlockers,
  sampleMaps,
  validateMap,
  type Finding,
} from '@dungeonbowl/dungeon-schema';
import {
  BoardStage,
  FloorTabs,
  handMapToPlay,
  shareLink,
  terrainFills,
  terrainStyle,
  useFloorKeys,
  type SquarePointerEvent,
} from '@dungeonbowl/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEditorDispatch, useEditorSelector } from './app/hooks';
import { selectMap, selectValidation } from './app/store';
import { mapFileName, serialiseMap } from './features/files/map-file';
import { FindingsPanel } from './features/findings/FindingsPanel';
import { MapPanel } from './features/map/MapPanel';
import {
  mapOpened,
  redone,
  saved,
  terrainPainted,
  thingToggled,
  featureToggled,
  roomDrawn,
  undone,
} from './features/map/mapSlice';
import {
  featureKindList,
  roomKindList,
  type FeatureKind,
  type RoomKind,
} from './features/map/new-feature';
import type { EndZoneShape } from './features/map/placement';
import { brushIdle, brushTransition, type BrushState } from './tools/brush/brush-tool';
import { floodFill } from './tools/fill/flood-fill';
import { rectangleSquares, rectIdle, rectTransition, type RectState } from './tools/rect/rect-tool';
import { toolPointerEvent } from './tools/pointer';
import { tools, type ToolId } from './tools/registry';

const shadeFill = 'rgba(220, 38, 38, 0.45)';

export function App({
  startupProblems = null,
}: {
  readonly startupProblems?: { file: string; findings: readonly Finding[] } | null;
}) {
  const dispatch = useEditorDispatch();
  const map = useEditorSelector(selectMap);
  const { findings, valid } = useEditorSelector(selectValidation);
  const canUndo = useEditorSelector((s) => s.map.past.length > 0);
  const canRedo = useEditorSelector((s) => s.map.future.length > 0);
  const [floor, setFloor] = useState(0);
  const [tool, setTool] = useState<ToolId>('brush');
  const [terrain, setTerrain] = useState('#');
  const [shape, setShape] = useState<EndZoneShape>('upright');
  const [featureKind, setFeatureKind] = useState<FeatureKind>('statue');
  const [roomKind, setRoomKind] = useState<RoomKind>('spikes');
  const [brush, setBrush] = useState<BrushState>(brushIdle);
  const [rect, setRect] = useState<RectState>(rectIdle);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const [showGrid, setShowGrid] = useState(true);
  const [pointed, setPointed] = useState<{ x: number; y: number } | null>(null);
  const [fileProblems, setFileProblems] = useState(startupProblems);
  const [shared, setShared] = useState<string | null>(null);
  const dirty = useEditorSelector((s) => s.map.dirty);

  useEffect(() => {
    if (!dirty) return;
    // The browser keeps an autosave, but a map not saved to a file is worth a warning.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const brushRef = useRef(brush);
  const rectRef = useRef(rect);
  const fileInput = useRef<HTMLInputElement>(null);
  const shown = Math.min(floor, map.floors.length - 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
        return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const picked = tools.find((t) => t.key === key);
      if (mod && key === 'z' && !event.shiftKey) dispatch(undone());
      else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) dispatch(redone());
      else if (!mod && key === 'x') setShape((s) => (s === 'upright' ? 'lying' : 'upright'));
      else if (!mod && key === 'g') setShowGrid((g) => !g);
      else if (!mod && picked) setTool(picked.id);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
  useFloorKeys(map.floors.length, setFloor);

  const blocked = useMemo(
    () => (tool === 'chest' || tool === 'teleporter' ? placementBlockers(map, tool, shown) : []),
    [map, tool, shown],
  );

  const paint = (squares: readonly { x: number; y: number }[], with_: string) =>
    dispatch(terrainPainted({ floor: shown, squares, terrain: with_ }));

  const onPointer = (event: SquarePointerEvent) => {
    const square = event.square;
    // The status bar changes only when the pointer enters another square.
    if (square?.x !== hover?.x || square?.y !== hover?.y) setHover(square);
    if (event.type === 'down') setPointed(null);
    const dragEvent = toolPointerEvent(event);
    if (tool === 'brush' || tool === 'eraser') {
      if (!dragEvent) return;
      const { state, command } = brushTransition(brushRef.current, dragEvent);
      brushRef.current = state;
      setBrush(state);
      if (command) paint(command.squares, tool === 'eraser' ? '.' : terrain);
    } else if (tool === 'rect' || tool === 'room') {
      if (!dragEvent) return;
      const { state, command } = rectTransition(rectRef.current, dragEvent);
      rectRef.current = state;
      setRect(state);
      if (command && tool === 'room')
        dispatch(roomDrawn({ kind: roomKind, floor: shown, rect: command.bounds }));
      else if (command) paint(command.squares, terrain);
    } else if (event.type === 'down' && square) {
      if (tool === 'fill') paint(floodFill(map, shown, square, event.shift), terrain);
      else if (tool === 'picker') {
        setTerrain(map.floors[shown]?.rows[square.y]?.charAt(square.x) ?? terrain);
        setTool('brush');
      } else if (tool === 'feature') dispatch(featureToggled({ kind: featureKind, at: square }));
      else dispatch(thingToggled({ thing: tool, at: square, shape }));
    }
  };

  // Memoised, so that moving the pointer over the board does not redraw it.
  const preview = useMemo(
    () =>
      brush.mode === 'painting'
        ? { squares: brush.squares, fill: terrainStyle(tool === 'eraser' ? '.' : terrain).fill }
        : rect.mode === 'dragging'
          ? {
              squares: rectangleSquares(rect.anchor, rect.at, false),
              fill: tool === 'room' ? 'rgba(59, 130, 246, 0.4)' : terrainStyle(terrain).fill,
            }
          : blocked.length > 0
            ? { squares: blocked, fill: shadeFill }
            : undefined,
    [brush, rect, blocked, tool, terrain],
  );
  const pointerHandler = useRef(onPointer);
  useLayoutEffect(() => {
    pointerHandler.current = onPointer;
  });
  const stablePointer = useCallback(
    (event: SquarePointerEvent) => pointerHandler.current(event),
    [],
  );

  const save = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([serialiseMap(map)], { type: 'application/json' }));
    link.download = mapFileName(map);
    link.click();
    URL.revokeObjectURL(link.href);
    dispatch(saved());
  };

  const share = () => {
    const link = shareLink(JSON.stringify(map), window.location.href);
    setShared(link);
    void navigator.clipboard?.writeText(link).catch(() => undefined);
  };

  const open = async (file: File) => {
    const result = validateMap(await file.text());
    if (result.map) {
      dispatch(mapOpened(result.map));
      setFloor(0);
    }
    setFileProblems(
      result.findings.length > 0 ? { file: file.name, findings: result.findings } : null,
    );
  };

  const marks = useMemo(
    () =>
      findings
        .filter((f) => f.floor === shown && f.x !== undefined && f.y !== undefined)
        .map((f) => ({ x: f.x!, y: f.y!, severity: f.severity })),
    [findings, shown],
  );
  const errors = findings.filter((f) => f.severity === 'error').length;
  const hoverTerrain = hover
    ? terrainStyle(map.floors[shown]?.rows[hover.y]?.charAt(hover.x) ?? '').name
    : '';

  return (
    <div className="app">
      <header className="app-header">
        <h1>Dungeon Editor</h1>
        <span className="map-name">{map.meta.name}</span>
        <label>
          Open sample{' '}
          <select
            value=""
            aria-label="Sample dungeon"
            onChange={(e) => {
              const sample = sampleMaps.find((m) => m.id === e.target.value);
              if (sample) {
                dispatch(mapOpened(sample.map));
                setFloor(0);
              }
            }}
          >
            <option value="">choose…</option>
            {sampleMaps.map((s) => (
              <option key={s.id} value={s.id}>
                {s.map.meta.name}
              </option>
            ))}
          </select>
        </label>
        <div className="header-end">
          <button type="button" onClick={() => fileInput.current?.click()}>
            Open file…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            aria-label="Map file to open"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void open(file);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            onClick={share}
            title="A link that carries this map: it never leaves your browser until you send the link"
          >
            Share link
          </button>
          <button type="button" onClick={save} title="Download the map as a .dungeon.json file">
            Save
          </button>
          <button
            type="button"
            onClick={() => dispatch(undone())}
            disabled={!canUndo}
            title="Undo (Ctrl+Z)"
          >
            Undo
          </button>
          <button
            type="button"
            onClick={() => dispatch(redone())}
            disabled={!canRedo}
            title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          >
            Redo
          </button>
          <button
            type="button"
            onClick={() =>
              window.location.assign(handMapToPlay(JSON.stringify(map), window.localStorage))
            }
            disabled={!valid}
            title={
              valid
                ? 'Open this dungeon in the play app'
                : 'Fix the errors first: a map with errors cannot be played'
            }
          >
            Play this dungeon
          </button>
        </div>
      </header>
      {fileProblems && (
        <div className="file-problems" role="alert">
          <strong>{fileProblems.file}</strong>: {fileProblems.findings.length} problem
          {fileProblems.findings.length === 1 ? '' : 's'}
          <ul>
            {fileProblems.findings.slice(0, 8).map((f, i) => (
              <li key={i}>
                {f.rule}: {f.message}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setFileProblems(null)}>
            Close
          </button>
        </div>
      )}
      {shared && (
        <div className="shared-link">
          Link copied (it holds the whole map):{' '}
          <input
            aria-label="Share link"
            readOnly
            value={shared}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" onClick={() => setShared(null)}>
            Close
          </button>
        </div>
      )}
      <FloorTabs map={map} floor={shown} onChange={setFloor} />
      <div className="editor-body">
        <aside className="palette" aria-label="Tools and terrain">
          <div className="tools" role="toolbar" aria-label="Tools">
            {tools.map((t) => (
              <button
                key={t.id}
                type="button"
                className={t.id === tool ? 'tool selected' : 'tool'}
                aria-pressed={t.id === tool}
                onClick={() => setTool(t.id)}
                title={`${t.label} (${t.key.toUpperCase()}): ${t.hint}`}
              >
                {t.label}
              </button>
            ))}
          </div>
          <label className="tool-option">
            <input
              type="checkbox"
              checked={showGrid}
              onChange={(e) => setShowGrid(e.target.checked)}
            />{' '}
            Grid (G)
          </label>
          {tool === 'feature' && (
            <label className="tool-option">
              Kind{' '}
              <select
                value={featureKind}
                onChange={(e) => setFeatureKind(e.target.value as FeatureKind)}
                aria-label="Feature kind"
              >
                {featureKindList.map((k) => (
                  <option key={k}>{k}</option>
                ))}
              </select>
            </label>
          )}
          {tool === 'room' && (
            <label className="tool-option">
              Kind{' '}
              <select
                value={roomKind}
                onChange={(e) => setRoomKind(e.target.value as RoomKind)}
                aria-label="Room kind"
              >
                {roomKindList.map((k) => (
                  <option key={k}>{k}</option>
                ))}
              </select>
            </label>
          )}
          {tool === 'end-zone' && (
            <p className="tool-option">
              Shape: {shape === 'upright' ? '2 x 4' : '4 x 2'} (X turns it)
            </p>
          )}
          {Object.keys(terrainFills).map((char) => (
            <button
              key={char}
              type="button"
              className={char === terrain ? 'swatch selected' : 'swatch'}
              onClick={() => setTerrain(char)}
              aria-pressed={char === terrain}
              title={`Paint ${terrainStyle(char).name}`}
            >
              <span className="chip" style={{ background: terrainStyle(char).fill }} />
              {terrainStyle(char).name}
            </button>
          ))}
        </aside>
        <main className="board-area">
          <BoardStage
            map={map}
            floor={shown}
            label={`${map.meta.name}, ${map.floors[shown]?.name ?? ''}`}
            onSquarePointer={stablePointer}
            preview={preview}
            marks={marks}
            highlight={pointed}
            showGrid={showGrid}
          />
        </main>
        <div className="side-panel">
          <MapPanel map={map} floor={shown} onNewMap={() => setFloor(0)} />
          <FindingsPanel
            findings={findings}
            errors={errors}
            onPick={(f) => {
              if (f.floor === undefined || f.x === undefined || f.y === undefined) return;
              setFloor(f.floor);
              setPointed({ x: f.x, y: f.y });
            }}
          />
        </div>
      </div>
      <footer className="status-bar">
        {hover
          ? `(${hover.x}, ${hover.y}) ${hoverTerrain} · ${map.floors[shown]?.name}`
          : `${map.width} x ${map.height}, ${map.floors.length} floors`}
      </footer>
    </div>
  );
}
