import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { Fragment, useState, memo } from 'react';
import { useEditorDispatch } from '../../app/hooks';
import { blankMap } from './blank';
import { useReplaceMap } from '../files/use-replace-map';
import { ConfirmLoss } from './ConfirmLoss';
import { FloorControls } from './FloorControls';
import { mapResized, metaEdited } from './mapSlice';
import { GRID_LIMITS, resizeMap } from './resize';

interface Props {
  readonly map: DungeonMap;
  readonly floor: number;
  readonly onNewMap: () => void;
  /** The floor to show after floors were moved, added or removed. */
  readonly onFloorChange: (floor: number) => void;
}

/** The map's properties, its floors, and a new blank map of a chosen size. */
export const MapPanel = memo(function MapPanel({ map, floor, onNewMap, onFloorChange }: Props) {
  const dispatch = useEditorDispatch();
  const [size, setSize] = useState({ width: 30, height: 20, floors: 1 });
  // The size being typed, until it is applied; otherwise the map's own.
  const [draft, setGrid] = useState<{ width: number; height: number } | null>(null);
  const grid = draft ?? { width: map.width, height: map.height };
  const [lost, setLost] = useState<readonly string[] | null>(null);
  const { replace, dialog } = useReplaceMap(onNewMap);
  const clamp = (value: number, low: number, high: number) =>
    Math.min(high, Math.max(low, Math.round(value) || low));
  const sized = (value: number) => clamp(value, GRID_LIMITS.min, GRID_LIMITS.max);
  const fits = (n: number) => Number.isInteger(n) && n >= GRID_LIMITS.min && n <= GRID_LIMITS.max;
  const sizeProblem =
    fits(grid.width) && fits(grid.height)
      ? null
      : `Width and height are whole numbers from ${GRID_LIMITS.min} to ${GRID_LIMITS.max}.`;
  const resize = () => {
    if (sizeProblem) return;
    const cut = resizeMap(map, grid.width, grid.height).lost;
    if (cut.length > 0) return setLost(cut);
    dispatch(mapResized(grid));
    setGrid(null);
  };
  return (
    <details className="map-panel" open>
      <summary>Map</summary>
      <label>
        Name
        <input
          value={map.meta.name}
          maxLength={80}
          onChange={(e) => e.target.value.trim() && dispatch(metaEdited({ name: e.target.value }))}
        />
      </label>
      <label>
        Author
        <input
          value={map.meta.author ?? ''}
          maxLength={80}
          onChange={(e) => dispatch(metaEdited({ author: e.target.value }))}
        />
      </label>
      <label>
        Description
        <textarea
          value={map.meta.description ?? ''}
          maxLength={2000}
          rows={2}
          onChange={(e) => dispatch(metaEdited({ description: e.target.value }))}
        />
      </label>
      <label>
        Rules
        <select
          value={map.ruleset ?? 'torguer-2021'}
          onChange={(e) =>
            dispatch(metaEdited({ ruleset: e.target.value as 'torguer-2021' | 'jervis-1998' }))
          }
        >
          <option value="torguer-2021">Torguer &amp; Lerital 2021</option>
          <option value="jervis-1998">Jervis Johnson 1998</option>
        </select>
      </label>
      <p className="map-size">
        {map.width} x {map.height} squares, {map.floors.length} floor
        {map.floors.length === 1 ? '' : 's'}
      </p>
      <div className="row">
        {(['width', 'height'] as const).map((side, i) => (
          <Fragment key={side}>
            {i > 0 && 'x'}
            <input
              aria-label={`Map ${side}`}
              type="number"
              min={GRID_LIMITS.min}
              max={GRID_LIMITS.max}
              value={grid[side]}
              onChange={(e) => setGrid({ ...grid, [side]: Number(e.target.value) })}
            />
          </Fragment>
        ))}
        <button
          type="button"
          onClick={resize}
          disabled={!!sizeProblem || (grid.width === map.width && grid.height === map.height)}
          title="Grows or cuts the map at its east and south edges (Undo brings it back)"
        >
          Resize
        </button>
      </div>
      {sizeProblem && <p className="field-problem">{sizeProblem}</p>}
      {lost && (
        <ConfirmLoss
          label="Confirm resize"
          question={`Resizing to ${grid.width} x ${grid.height} cuts away:`}
          lost={lost}
          confirm="Resize and lose them"
          cancel="Keep the map as it is"
          onConfirm={() => {
            dispatch(mapResized(grid));
            setLost(null);
            setGrid(null);
          }}
          onCancel={() => setLost(null)}
        />
      )}
      <FloorControls map={map} floor={floor} onFloorChange={onFloorChange} />
      <fieldset>
        <legend>New blank map</legend>
        <div className="row">
          <input
            aria-label="New map width"
            type="number"
            min={8}
            max={80}
            value={size.width}
            onChange={(e) => setSize({ ...size, width: Number(e.target.value) })}
          />
          x
          <input
            aria-label="New map height"
            type="number"
            min={8}
            max={80}
            value={size.height}
            onChange={(e) => setSize({ ...size, height: Number(e.target.value) })}
          />
          <input
            aria-label="New map floors"
            type="number"
            min={1}
            max={4}
            value={size.floors}
            onChange={(e) => setSize({ ...size, floors: Number(e.target.value) })}
          />
          floors
        </div>
        <button
          type="button"
          onClick={() => {
            // Clamped when used, not while typed: typing "20" passes through "2".
            const made = {
              width: sized(size.width),
              height: sized(size.height),
              floors: clamp(size.floors, 1, 4),
            };
            setSize(made);
            replace(blankMap(made.width, made.height, made.floors));
          }}
        >
          Create
        </button>
        {dialog}
      </fieldset>
    </details>
  );
});
