import { sampleMaps, type Finding } from '@dungeonbowl/dungeon-schema';
import {
  BoardStage,
  FloorTabs,
  handMapToPlay,
  terrainFills,
  terrainStyle,
  type SquarePointerEvent,
} from '@dungeonbowl/ui';
import { useEffect, useRef, useState } from 'react';
import { useEditorDispatch, useEditorSelector } from './app/hooks';
import { selectMap, selectValidation } from './app/store';
import { mapOpened, redone, terrainPainted, undone } from './features/map/mapSlice';
import { brushIdle, brushTransition, type BrushState } from './tools/brush/brush-tool';

export function App() {
  const dispatch = useEditorDispatch();
  const map = useEditorSelector(selectMap);
  const { findings, valid } = useEditorSelector(selectValidation);
  const canUndo = useEditorSelector((s) => s.map.past.length > 0);
  const canRedo = useEditorSelector((s) => s.map.future.length > 0);
  const [floor, setFloor] = useState(0);
  const [terrain, setTerrain] = useState('#');
  const [brush, setBrush] = useState<BrushState>(brushIdle);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const brushRef = useRef(brush);
  const shown = Math.min(floor, map.floors.length - 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z' && !event.shiftKey) dispatch(undone());
      else if (
        mod &&
        (event.key.toLowerCase() === 'y' || (event.key.toLowerCase() === 'z' && event.shiftKey))
      )
        dispatch(redone());
      else if (event.key === 'PageUp') setFloor((f) => Math.min(f + 1, map.floors.length - 1));
      else if (event.key === 'PageDown') setFloor((f) => Math.max(f - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, map.floors.length]);

  const onPointer = (event: SquarePointerEvent) => {
    setHover(event.square);
    const square = event.square;
    const brushEvent =
      event.type === 'down' && square
        ? ({ type: 'pointer-down', square, shift: event.shift } as const)
        : event.type === 'move' && square
          ? ({ type: 'pointer-move', square } as const)
          : event.type === 'up' || event.type === 'leave'
            ? ({ type: 'pointer-up' } as const)
            : null;
    if (!brushEvent) return;
    const { state, command } = brushTransition(brushRef.current, brushEvent);
    brushRef.current = state;
    setBrush(state);
    if (command) dispatch(terrainPainted({ floor: shown, squares: command.squares, terrain }));
  };

  const onFloor = findings.filter((f) => f.floor === shown && f.x !== undefined);
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
            onChange={(e) => {
              const s = sampleMaps.find((m) => m.id === e.target.value);
              if (s) {
                dispatch(mapOpened(s.map));
                setFloor(0);
              }
            }}
            aria-label="Sample dungeon"
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
            title={valid ? 'Open this dungeon in the play app' : 'Fix the errors first'}
          >
            Play this dungeon
          </button>
        </div>
      </header>
      <FloorTabs map={map} floor={shown} onChange={setFloor} />
      <div className="editor-body">
        <aside className="palette" aria-label="Terrain palette">
          {Object.keys(terrainFills).map((char) => (
            <button
              key={char}
              type="button"
              className={char === terrain ? 'swatch selected' : 'swatch'}
              onClick={() => setTerrain(char)}
              aria-pressed={char === terrain}
              title={`Brush (B): ${terrainStyle(char).name}`}
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
            onSquarePointer={onPointer}
            preview={
              brush.mode === 'painting'
                ? { squares: brush.squares, fill: terrainStyle(terrain).fill }
                : undefined
            }
            marks={onFloor.map((f) => ({ x: f.x!, y: f.y!, severity: f.severity }))}
          />
        </main>
        <FindingsPanel
          findings={findings}
          errors={errors}
          onPick={(f) => f.floor !== undefined && setFloor(f.floor)}
        />
      </div>
      <footer className="status-bar">
        {hover
          ? `(${hover.x}, ${hover.y}) ${hoverTerrain} · ${map.floors[shown]?.name}`
          : `${map.width} x ${map.height}, ${map.floors.length} floors`}
      </footer>
    </div>
  );
}

function FindingsPanel({
  findings,
  errors,
  onPick,
}: {
  findings: readonly Finding[];
  errors: number;
  onPick: (f: Finding) => void;
}) {
  return (
    <aside className="findings-panel" aria-label="Findings">
      <h2>
        Findings{' '}
        <span className={errors > 0 ? 'badge error' : 'badge ok'}>
          {errors} error{errors === 1 ? '' : 's'}
        </span>
      </h2>
      {findings.length === 0 ? <p>No problems: this dungeon can be played.</p> : null}
      <ul>
        {findings.map((f, i) => (
          <li key={i}>
            <button type="button" className={`finding ${f.severity}`} onClick={() => onPick(f)}>
              <strong>{f.rule}</strong> {f.message}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
