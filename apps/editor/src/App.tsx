import { placementBlockers, type DungeonMap, type Finding } from '@dungeonbowl/dungeon-schema';
import {
  BoardLegend,
  BoardStage,
  FloorTabs,
  terrainStyle,
  useFloorKeys,
  type SquarePointerEvent,
} from '@dungeonbowl/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useEditorDispatch, useEditorSelector } from './app/hooks';
import { selectMap, selectValidation } from './app/store';
import { ExportPanel } from './features/export/ExportPanel';
import { PrintView } from './features/export/PrintView';
import { FileBar, type FileProblems } from './features/files/FileBar';
import { RecoveryCopies } from './features/autosave/RecoveryCopies';
import { FindingsPanel } from './features/findings/FindingsPanel';
import { MapPanel } from './features/map/MapPanel';
import {
  chuteAdded,
  elevatorAdded,
  featureToggled,
  redone,
  refusalDismissed,
  regionCleared,
  regionPasted,
  regionTransformed,
  roomDrawn,
  squareListEdited,
  terrainPainted,
  thingMoved,
  thingRemoved,
  thingToggled,
  undone,
} from './features/map/mapSlice';
import { freeId } from './features/map/new-feature';
import {
  thingAt,
  thingExists,
  thingOfPath,
  thingLists,
  thingSquares,
  type ThingKind,
  type ThingRef,
} from './features/map/things';
import { PropertiesPanel } from './features/properties/PropertiesPanel';
import { copyRegion, pasteClip, transformRegion, type Clip } from './features/region/region-clip';
import type { RegionTransform } from './features/region/region-transform';
import { loadStamps, storeStamps, withStamp, type Stamp } from './features/region/stamps';
import { RegionOptions } from './tools/region/RegionOptions';
import {
  regionIdle,
  regionRect,
  regionTransition,
  type RegionEvent,
  type RegionState,
} from './tools/region/region-tool';
import { brushIdle, brushTransition, type BrushState } from './tools/brush/brush-tool';
import {
  chuteStart,
  chuteTransition,
  type ChuteEvent,
  type ChuteState,
} from './tools/chute/chute-tool';
import {
  elevatorStart,
  elevatorTransition,
  type ElevatorEvent,
  type ElevatorState,
} from './tools/elevator/elevator-tool';
import { floodFill } from './tools/fill/flood-fill';
import { toolPointerEvent } from './tools/pointer';
import { createHoverStore, StatusBar } from './features/status/StatusBar';
import { rectangleSquares, rectIdle, rectTransition, type RectState } from './tools/rect/rect-tool';
import { Palette } from './tools/Palette';
import { tools, type ToolId } from './tools/registry';
import { selectIdle, selectTransition, type SelectState } from './tools/select/select-tool';
import { ToolOptions, type ToolSettings } from './tools/ToolOptions';
import { boardPreview, previewFills } from './tools/board-preview';
import { footprint, isPlacingTool } from './tools/footprint/footprint';
import { pickOff, pickTransition, type PickState } from './tools/pick-squares/pick-squares-tool';

export function App({
  startupProblems = null,
  storage = null,
}: {
  readonly startupProblems?: FileProblems;
  /** The browser's storage, where the stamps are kept; null where it refuses this page any. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}) {
  const dispatch = useEditorDispatch();
  const map = useEditorSelector(selectMap);
  const { findings, valid } = useEditorSelector(selectValidation);
  const refusal = useEditorSelector((s) => s.map.refusal);
  const [floor, setFloor] = useState(0);
  const [tool, setActiveTool] = useState<ToolId>('brush');
  const [terrain, setTerrain] = useState('#');
  const [settings, setSettings] = useState<ToolSettings>({
    featureKind: 'statue',
    roomKind: 'spikes',
    shape: 'upright',
    elevatorKind: 'cage',
    elevatorFloors: null,
  });
  const [brush, setBrush] = useState<BrushState>(brushIdle);
  const [rect, setRect] = useState<RectState>(rectIdle);
  const [select, setSelect] = useState<SelectState>(selectIdle);
  const [chute, setChute] = useState<ChuteState>(chuteStart);
  const [elevator, setElevator] = useState<ElevatorState>(elevatorStart);
  const [picked, setPicked] = useState<ThingRef | null>(null);
  const [pick, setPickState] = useState<PickState>(pickOff);
  const [region, setRegionState] = useState<RegionState>(regionIdle);
  const [clipboard, setClipboard] = useState<Clip | null>(null);
  /** What a paste, flip or turn had to leave out, until read. */
  const [notice, setNotice] = useState<string | null>(null);
  const [stamps, setStamps] = useState<Stamp[]>(() => loadStamps(storage));
  const [stampProblem, setStampProblem] = useState<string | null>(null);
  const [hoverStore] = useState(createHoverStore);
  // The square under the pointer, kept only for the placing tools' footprint.
  const [placingAt, setPlacingAt] = useState<SquarePointerEvent['square']>(null);
  const [showGrid, setShowGrid] = useState(true);
  const [pointed, setPointed] = useState<{ x: number; y: number } | null>(null);
  const [focus, setFocus] = useState<{ x: number; y: number; key: number } | null>(null);
  const [printing, setPrinting] = useState(false);
  const shown = Math.min(floor, map.floors.length - 1);
  // After an undo the thing picked may be gone.
  const selected = picked && thingExists(map, picked) ? picked : null;

  // The drag tools read their state between React renders.
  const brushRef = useRef(brush);
  const rectRef = useRef(rect);
  const selectRef = useRef(select);
  const pickRef = useRef(pick);
  const regionRef = useRef(region);
  const setPick = useCallback((state: PickState) => {
    pickRef.current = state;
    setPickState(state);
  }, []);
  // Picking squares for a list ends with another selection or another tool.
  const setTool = (id: ToolId) => {
    setActiveTool(id);
    setPick(pickOff);
    // Another tool drops the region selected or being pasted, as in Tiled.
    if (id !== 'region') {
      regionRef.current = regionIdle;
      setRegionState(regionIdle);
    }
  };
  const choose = useCallback(
    (ref: ThingRef | null) => {
      setPicked(ref);
      setPick(pickOff);
    },
    [setPick],
  );
  useFloorKeys(map.floors.length, setFloor);

  const leftOut = (what: string, left: readonly string[]) =>
    setNotice(left.length === 0 ? null : `${what} without: ${left.join('; ')}.`);
  const regionStep = (event: RegionEvent) => {
    const { state, command } = regionTransition(regionRef.current, event);
    regionRef.current = state;
    setRegionState(state);
    if (!command) return;
    if (command.type === 'place') {
      const pasted = pasteClip(map, shown, command.at, command.clip);
      if ('left' in pasted) leftOut('Pasted', pasted.left);
      dispatch(regionPasted({ floor: shown, at: command.at, clip: command.clip }));
    } else {
      const { rect, transform } = command;
      const done = transformRegion(map, shown, rect, transform);
      if ('left' in done) leftOut('Turned', done.left);
      dispatch(regionTransformed({ floor: shown, rect, transform }));
    }
  };
  const selectedRegion = region.mode === 'selected' ? region.rect : null;
  const copySelection = () => (selectedRegion ? copyRegion(map, shown, selectedRegion) : null);
  const regionCommands = {
    copy: () => {
      const clip = copySelection();
      if (clip) setClipboard(clip);
    },
    cut: () => {
      const clip = copySelection();
      if (!clip || !selectedRegion) return;
      setClipboard(clip);
      dispatch(regionCleared({ floor: shown, rect: selectedRegion }));
      regionStep({ type: 'drop' });
    },
    paste: () => {
      if (!clipboard) return;
      setTool('region');
      regionStep({ type: 'paste', clip: clipboard });
    },
    remove: () => {
      if (!selectedRegion) return;
      dispatch(regionCleared({ floor: shown, rect: selectedRegion }));
      regionStep({ type: 'drop' });
    },
    duplicate: () => {
      const clip = copySelection();
      if (clip) regionStep({ type: 'paste', clip });
    },
    transform: (transform: RegionTransform) => regionStep({ type: 'transform', transform }),
  };
  const keepStamps = (next: Stamp[]) => {
    const problem = storeStamps(storage, next);
    setStampProblem(problem);
    // Kept for this visit all the same, unless the browser refused them for want of room.
    if (!problem || !storage) setStamps(next);
  };

  const chuteStep = (event: ChuteEvent) => {
    const { state, command } = chuteTransition(chute, event);
    setChute(state);
    if (!command) return;
    dispatch(chuteAdded({ id: freeId(map, 'chute'), ...command }));
    choose({ kind: 'chute', index: map.chutes?.length ?? 0 });
  };
  const elevatorStep = (event: ElevatorEvent) => {
    const { state, command } = elevatorTransition(elevator, event);
    setElevator(state);
    if (!command) return;
    dispatch(elevatorAdded(command));
    choose({ kind: 'elevator', index: map.elevators?.length ?? 0 });
  };
  const buildDone = () =>
    tool === 'chute'
      ? chuteStep({ type: 'next' })
      : elevatorStep({
          type: 'done',
          id: freeId(map, 'lift'),
          kind: settings.elevatorKind,
          floors: settings.elevatorFloors ?? map.floors.map((_, i) => i),
        });
  const buildCancel = () =>
    tool === 'chute' ? chuteStep({ type: 'cancel' }) : elevatorStep({ type: 'cancel' });

  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
    )
      return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const building = tool === 'chute' || tool === 'elevator';
    const chosen = tools.find((t) => t.key === key);
    if (mod && key === 'z' && !event.shiftKey) dispatch(undone());
    else if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) dispatch(redone());
    else if (mod && key === 'c' && selectedRegion) regionCommands.copy();
    else if (mod && key === 'x' && selectedRegion) regionCommands.cut();
    else if (mod && key === 'v' && clipboard) regionCommands.paste();
    else if (mod && key === 'd' && selectedRegion) regionCommands.duplicate();
    else if (tool === 'region' && key === 'escape' && region.mode !== 'idle')
      regionStep({ type: 'drop' });
    else if (tool === 'region' && (key === 'delete' || key === 'backspace') && selectedRegion)
      regionCommands.remove();
    else if (tool === 'region' && !mod && (key === 'x' || key === 'y'))
      regionCommands.transform(key === 'x' ? 'flip-x' : 'flip-y');
    else if (building && key === 'enter') buildDone();
    else if (building && key === 'escape') buildCancel();
    else if (key === 'escape' && pick.mode === 'on') setPick(pickOff);
    else if (key === 'escape') choose(null);
    else if ((key === 'delete' || key === 'backspace') && selected) {
      dispatch(thingRemoved(selected));
      choose(null);
    } else if (mod) return;
    else if (key === 'x')
      setSettings((s) => ({ ...s, shape: s.shape === 'upright' ? 'lying' : 'upright' }));
    else if (key === 'g') setShowGrid((g) => !g);
    else if (chosen) setTool(chosen.id);
    else return;
    event.preventDefault();
  };
  const keyHandler = useRef(onKey);
  useLayoutEffect(() => {
    keyHandler.current = onKey;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const blocked = useMemo(
    () => (tool === 'chest' || tool === 'teleporter' ? placementBlockers(map, tool, shown) : []),
    [map, tool, shown],
  );

  const paint = (squares: readonly { x: number; y: number }[], with_: string) =>
    dispatch(terrainPainted({ floor: shown, squares, terrain: with_ }));

  const onPointer = (event: SquarePointerEvent) => {
    const square = event.square;
    // The status bar changes only when the pointer enters another square.
    hoverStore.set(square);
    const at = isPlacingTool(tool) && event.type !== 'leave' ? square : null;
    if (at?.x !== placingAt?.x || at?.y !== placingAt?.y || at?.floor !== placingAt?.floor)
      setPlacingAt(at);
    if (event.type === 'down') setPointed(null);
    const dragEvent = toolPointerEvent(event);
    // Squares are picked for the thing selected; should it be gone (undone), the tool takes over.
    if (pickRef.current.mode === 'on' && selected) {
      if (!dragEvent) return;
      const { state, command } = pickTransition(pickRef.current, dragEvent);
      setPick(state);
      if (command)
        dispatch(
          squareListEdited({
            ...command.target,
            edit: { type: 'pick', floor: shown, rect: command.rect },
          }),
        );
    } else if (tool === 'brush' || tool === 'eraser') {
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
        dispatch(roomDrawn({ kind: settings.roomKind, floor: shown, rect: command.bounds }));
      else if (command) paint(command.squares, terrain);
    } else if (tool === 'region') {
      if (dragEvent) regionStep(dragEvent);
    } else if (tool === 'select') {
      if (!dragEvent) return;
      const hit = (s: { x: number; y: number }) => thingAt(map, { floor: shown, ...s });
      const { state, command } = selectTransition(selectRef.current, dragEvent, hit);
      selectRef.current = state;
      setSelect(state);
      if (command?.type === 'select') choose(command.ref);
      else if (command) dispatch(thingMoved(command));
    } else if (event.type === 'down' && square) {
      if (tool === 'fill') paint(floodFill(map, shown, square, event.shift), terrain);
      else if (tool === 'picker') {
        setTerrain(map.floors[shown]?.rows[square.y]?.charAt(square.x) ?? terrain);
        setTool('brush');
      } else if (tool === 'chute') chuteStep({ type: 'square', at: square });
      else if (tool === 'elevator') elevatorStep({ type: 'square', at: square });
      else if (tool === 'feature')
        dispatch(featureToggled({ kind: settings.featureKind, at: square }));
      else dispatch(thingToggled({ thing: tool, at: square, shape: settings.shape }));
    }
  };

  const onThisFloor = useCallback(
    (squares: readonly { floor: number; x: number; y: number }[]) =>
      squares.filter((s) => s.floor === shown),
    [shown],
  );
  // Memoised, so that moving the pointer over the board does not redraw it.
  const preview = useMemo(
    () =>
      boardPreview({
        map,
        floor: shown,
        tool,
        terrain,
        brush,
        rect,
        select,
        chute,
        elevator,
        pick,
        blocked,
        selected,
      }),
    [map, shown, tool, terrain, brush, rect, select, chute, elevator, pick, blocked, selected],
  );
  const footprintSquares = useMemo(
    () =>
      rect.mode === 'dragging' || pick.mode === 'on'
        ? []
        : footprint(map, tool, settings, placingAt && isPlacingTool(tool) ? placingAt : null),
    [map, tool, settings, placingAt, rect.mode, pick.mode],
  );
  const outlined = useMemo(() => {
    const rect = tool === 'region' ? regionRect(region) : null;
    if (rect) {
      const far = { x: rect.x + rect.width - 1, y: rect.y + rect.height - 1 };
      return rectangleSquares(rect, far, false);
    }
    return selected ? onThisFloor(thingSquares(map, selected)) : [];
  }, [map, selected, onThisFloor, tool, region]);
  /** A paste following the pointer: its terrain in the terrain's colours, its things over them. */
  const pasteShades = useMemo(() => {
    if (region.mode !== 'pasting' || !region.at) return [];
    return clipShades(map, region.clip, region.at);
  }, [map, region]);
  const pointerHandler = useRef(onPointer);
  useLayoutEffect(() => {
    pointerHandler.current = onPointer;
  });
  const stablePointer = useCallback(
    (event: SquarePointerEvent) => pointerHandler.current(event),
    [],
  );

  /** A finding clicked: its floor shown, its square brought into view and pointed out, the thing it names selected. */
  const pickFinding = useCallback(
    (finding: Finding) => {
      const ref = thingOfPath(map, finding.path);
      const { floor: f, x, y } = finding;
      const square =
        f !== undefined && x !== undefined && y !== undefined
          ? { floor: f, x, y }
          : ref
            ? thingSquares(map, ref)[0]
            : undefined;
      if (ref) choose(ref);
      if (!square) return;
      setFloor(square.floor);
      setPointed({ x: square.x, y: square.y });
      setFocus((old) => ({ x: square.x, y: square.y, key: (old?.key ?? 0) + 1 }));
    },
    [map, choose],
  );

  const marks = useMemo(
    () =>
      findings
        .filter((f) => f.floor === shown && f.x !== undefined && f.y !== undefined)
        .map((f) => ({ x: f.x!, y: f.y!, severity: f.severity })),
    [findings, shown],
  );
  const errors = findings.filter((f) => f.severity === 'error').length;

  if (printing) return <PrintView map={map} onClose={() => setPrinting(false)} />;

  return (
    <div className="app">
      <FileBar
        map={map}
        valid={valid}
        startupProblems={startupProblems}
        onOpened={() => {
          setFloor(0);
          choose(null);
        }}
      />
      <FloorTabs map={map} floor={shown} onChange={setFloor} />
      <div className="editor-body">
        <Palette
          tool={tool}
          onTool={setTool}
          showGrid={showGrid}
          onShowGrid={setShowGrid}
          terrain={terrain}
          onTerrain={setTerrain}
        >
          <ToolOptions
            map={map}
            tool={tool}
            settings={settings}
            onSettings={(change) => setSettings((s) => ({ ...s, ...change }))}
            chute={chute}
            elevator={elevator}
            onNext={buildDone}
            onCancel={buildCancel}
          />
          {tool === 'region' && (
            <RegionOptions
              state={region}
              canPaste={clipboard !== null}
              onCopy={regionCommands.copy}
              onCut={regionCommands.cut}
              onPaste={regionCommands.paste}
              onDelete={regionCommands.remove}
              onDuplicate={regionCommands.duplicate}
              onTransform={regionCommands.transform}
              stamps={stamps}
              onSaveStamp={(name) => {
                const clip = copySelection();
                if (clip) keepStamps(withStamp(stamps, name, clip));
              }}
              onPlaceStamp={(stamp) => regionStep({ type: 'paste', clip: stamp.clip })}
              onDeleteStamp={(name) => keepStamps(stamps.filter((s) => s.name !== name))}
              stampProblem={stampProblem}
            />
          )}
        </Palette>
        <main className="board-area">
          <BoardStage
            map={map}
            floor={shown}
            label={`${map.meta.name}, ${map.floors[shown]?.name ?? ''}`}
            onSquarePointer={stablePointer}
            preview={preview}
            footprint={footprintSquares}
            marks={marks}
            highlight={pointed}
            selected={outlined}
            shades={pasteShades}
            focus={focus}
            showGrid={showGrid}
          />
          {notice && (
            <p className="refusal region-notice" role="status">
              {notice}{' '}
              <button type="button" onClick={() => setNotice(null)}>
                OK
              </button>
            </p>
          )}
          {refusal && (
            <p className="refusal" role="alert">
              Not done: {refusal}{' '}
              <button type="button" onClick={() => dispatch(refusalDismissed())}>
                OK
              </button>
            </p>
          )}
        </main>
        <div className="side-panel">
          {selected && (
            <PropertiesPanel
              map={map}
              selected={selected}
              onDeselect={() => choose(null)}
              onShowFloor={setFloor}
              picking={pick.mode === 'on' ? pick.target : null}
              onPick={(target) =>
                setPick(pickTransition(pickRef.current, { type: 'start', target }).state)
              }
            />
          )}
          <MapPanel
            map={map}
            floor={shown}
            onNewMap={() => {
              setFloor(0);
              choose(null);
            }}
            onFloorChange={setFloor}
          />
          <ExportPanel map={map} floor={shown} onPrint={() => setPrinting(true)} />
          <BoardLegend map={map} />
          <RecoveryCopies
            onOpened={() => {
              setFloor(0);
              choose(null);
            }}
          />
          <FindingsPanel findings={findings} errors={errors} onPick={pickFinding} />
        </div>
      </div>
      <StatusBar store={hoverStore} map={map} floor={shown} />
    </div>
  );
}

/** The squares of a clip placed at a square, one shade per terrain, and its things' squares over them. */
function clipShades(map: DungeonMap, clip: Clip, at: { x: number; y: number }) {
  const byTerrain = new Map<string, { x: number; y: number }[]>();
  clip.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const char = row.charAt(x);
      const squares = byTerrain.get(char) ?? [];
      squares.push({ x: at.x + x, y: at.y + y });
      byTerrain.set(char, squares);
    }
  });
  const placed = { ...map, ...clip.things };
  const things = (Object.keys(thingLists) as ThingKind[]).flatMap((kind) =>
    ((placed[thingLists[kind]] ?? []) as readonly unknown[]).flatMap((_, index) =>
      thingSquares(placed, { kind, index })
        .filter((s) => s.floor === 0)
        .map((s) => ({ x: at.x + s.x, y: at.y + s.y })),
    ),
  );
  return [
    ...[...byTerrain].map(([char, squares]) => ({ squares, fill: terrainStyle(char).fill })),
    { squares: things, fill: previewFills.move },
  ];
}
