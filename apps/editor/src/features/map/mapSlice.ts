import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { floorNames, rockFloor, withoutTopFloor } from './blank';
import { newFeature, newRoom, type FeatureKind, type RoomKind } from './new-feature';
import {
  toggleChest,
  toggleEndZone,
  toggleLink,
  toggleTeleporter,
  type At,
  type EndZoneShape,
} from './placement';

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 500;

export interface MapState {
  readonly map: DungeonMap;
  /** Earlier versions of the map, oldest first; each edit keeps the one before it. */
  readonly past: readonly DungeonMap[];
  /** Versions undone, nearest first, until the next edit. */
  readonly future: readonly DungeonMap[];
  /** Changed since it was last saved to a file. */
  readonly dirty: boolean;
}

export interface SquareRef {
  readonly x: number;
  readonly y: number;
}

/** The map with some squares of one floor set to one terrain; untouched rows and floors are shared. */
export function paintSquares(
  map: DungeonMap,
  floor: number,
  squares: readonly SquareRef[],
  terrain: string,
): DungeonMap {
  const target = map.floors[floor];
  if (!target) return map;
  const byRow = new Map<number, number[]>();
  for (const { x, y } of squares) {
    if (x < 0 || y < 0 || x >= map.width || y >= map.height) continue;
    byRow.set(y, [...(byRow.get(y) ?? []), x]);
  }
  if (byRow.size === 0) return map;
  const rows = target.rows.map((row, y) => {
    const xs = byRow.get(y);
    if (!xs) return row;
    const chars = row.split('');
    for (const x of xs) chars[x] = terrain;
    return chars.join('');
  });
  if (rows.every((row, y) => row === target.rows[y])) return map;
  return { ...map, floors: map.floors.map((f, i) => (i === floor ? { ...f, rows } : f)) };
}

function withEdit(state: MapState, map: DungeonMap): MapState {
  if (map === state.map) return state;
  return { map, past: [...state.past, state.map].slice(-HISTORY_LIMIT), future: [], dirty: true };
}

export const initialMapState = (map: DungeonMap): MapState => ({
  map,
  past: [],
  future: [],
  dirty: false,
});

const mapSlice = createSlice({
  name: 'map',
  // The store starts on the map given to createEditorStore; until then, on the first sample.
  initialState: () => initialMapState(sampleMaps[0].map),
  reducers: {
    /** A whole brush stroke, rectangle or fill: one step of history. */
    terrainPainted(
      state,
      action: PayloadAction<{ floor: number; squares: readonly SquareRef[]; terrain: string }>,
    ) {
      const { floor, squares, terrain } = action.payload;
      return withEdit(
        state as MapState,
        paintSquares(state.map as DungeonMap, floor, squares, terrain),
      );
    },
    /** A chest, teleporter, end zone, ladder or rope placed on a square, or taken away from it: one step of history. */
    thingToggled(
      state,
      action: PayloadAction<{
        thing: 'chest' | 'teleporter' | 'end-zone' | 'ladder' | 'rope';
        at: At;
        shape?: EndZoneShape;
      }>,
    ) {
      const { thing, at, shape } = action.payload;
      const map = state.map as DungeonMap;
      const next =
        thing === 'chest'
          ? toggleChest(map, at)
          : thing === 'teleporter'
            ? toggleTeleporter(map, at)
            : thing === 'end-zone'
              ? toggleEndZone(map, at, shape ?? 'upright')
              : toggleLink(map, at, thing);
      return withEdit(state as MapState, next);
    },
    /** The name, author, description or ruleset edited in the map's properties. */
    metaEdited(
      state,
      action: PayloadAction<{
        name?: string;
        author?: string;
        description?: string;
        ruleset?: 'torguer-2021' | 'jervis-1998';
      }>,
    ) {
      const map = state.map as DungeonMap;
      const { ruleset, ...meta } = action.payload;
      return withEdit(state as MapState, {
        ...map,
        meta: { ...map.meta, ...meta },
        ...(ruleset ? { ruleset } : {}),
      });
    },
    /** A floor of solid rock added on top (at most 4 floors). */
    floorAdded(state) {
      const map = state.map as DungeonMap;
      if (map.floors.length >= 4) return state;
      const name = floorNames[map.floors.length] ?? `Floor ${map.floors.length}`;
      return withEdit(state as MapState, {
        ...map,
        floors: [...map.floors, rockFloor(map.width, map.height, name)],
      });
    },
    /** The top floor taken away, with everything on it (undo brings it back). */
    topFloorRemoved(state) {
      return withEdit(state as MapState, withoutTopFloor(state.map as DungeonMap));
    },
    floorRenamed(state, action: PayloadAction<{ floor: number; name: string }>) {
      const map = state.map as DungeonMap;
      const { floor, name } = action.payload;
      if (!map.floors[floor] || name.trim() === '') return state;
      return withEdit(state as MapState, {
        ...map,
        floors: map.floors.map((f, i) => (i === floor ? { ...f, name } : f)),
      });
    },
    /** A feature of a kind placed on a square, or the one of that kind there taken away. */
    featureToggled(state, action: PayloadAction<{ kind: FeatureKind; at: At }>) {
      const map = state.map as DungeonMap;
      const { kind, at } = action.payload;
      const features = map.features ?? [];
      const existing = features.findIndex(
        (f) => f.kind === kind && f.floor === at.floor && f.x === at.x && f.y === at.y,
      );
      const next =
        existing >= 0
          ? features.filter((_, i) => i !== existing)
          : [...features, newFeature(map, kind, at)];
      return withEdit(state as MapState, { ...map, features: next });
    },
    /** A room of a kind drawn over a rectangle. */
    roomDrawn(
      state,
      action: PayloadAction<{
        kind: RoomKind;
        floor: number;
        rect: { x: number; y: number; width: number; height: number };
      }>,
    ) {
      const map = state.map as DungeonMap;
      const { kind, floor, rect } = action.payload;
      return withEdit(state as MapState, {
        ...map,
        rooms: [...(map.rooms ?? []), newRoom(map, kind, floor, rect)],
      });
    },
    /** A map opened from a sample, a file or a link: a new document with its own history. */
    mapOpened(_state, action: PayloadAction<DungeonMap>) {
      return initialMapState(action.payload);
    },
    undone(state) {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        map: previous,
        past: state.past.slice(0, -1),
        future: [state.map, ...state.future],
        dirty: true,
      } as MapState;
    },
    redone(state) {
      const next = state.future[0];
      if (!next) return state;
      return {
        map: next,
        past: [...state.past, state.map],
        future: state.future.slice(1),
        dirty: true,
      } as MapState;
    },
    saved(state) {
      state.dirty = false;
    },
  },
});

export const {
  terrainPainted,
  thingToggled,
  metaEdited,
  floorAdded,
  topFloorRemoved,
  floorRenamed,
  mapOpened,
  undone,
  redone,
  saved,
  featureToggled,
  roomDrawn,
} = mapSlice.actions;
export const mapReducer = mapSlice.reducer;
