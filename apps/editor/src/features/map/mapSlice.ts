import {
  loadMap,
  sampleMaps,
  type Chute,
  type DungeonMap,
  type Elevator,
} from '@dungeonbowl/dungeon-schema';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addedStack, movedStack, removedStack, restackFloors } from './floor-stack';
import { moveToFloor } from './move-to-floor';
import { newFeature, newRoom, type FeatureKind, type RoomKind } from './new-feature';
import {
  clearRegion,
  duplicateFloor,
  pasteClip,
  transformRegion,
  type Clip,
  type Pasted,
} from '../region/region-clip';
import type { Rect, RegionTransform } from '../region/region-transform';
import { resizeMap } from './resize';
import { editSquareList, type SquareListEdit } from './square-lists';
import {
  editThing,
  moveThing,
  removeThing,
  renumberTeleporter,
  turnEndZone,
  type Checked,
} from './thing-edits';
import type { ThingRef } from './things';
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
  /** Why the last edit asked for was refused (a rule it would break), until the next edit. */
  readonly refusal: string | null;
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
  if (map === state.map) return state.refusal === null ? state : { ...state, refusal: null };
  return {
    map,
    past: [...state.past, state.map].slice(-HISTORY_LIMIT),
    future: [],
    dirty: true,
    refusal: null,
  };
}

/** An edit that may be refused: the map changes, or the reason is kept for the editor to show. */
function withChecked(state: MapState, checked: Checked): MapState {
  return 'refused' in checked
    ? { ...state, refusal: checked.refused }
    : withEdit(state, checked.map);
}

/**
 * A paste or region edit: the map changes (what was left out is the editor's to say), or the
 * reason is kept; refused too, should the result be no map file (it could not be saved).
 */
function withPasted(state: MapState, pasted: Pasted): MapState {
  if ('refused' in pasted) return { ...state, refusal: pasted.refused };
  const format = loadMap(pasted.map).findings[0];
  if (format) return { ...state, refusal: `${format.rule}: ${format.message}` };
  return withEdit(state, pasted.map);
}

export const initialMapState = (map: DungeonMap): MapState => ({
  map,
  past: [],
  future: [],
  dirty: false,
  refusal: null,
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
    /**
     * A floor of solid rock added at a place in the stack (on top unless said), at most 4 floors;
     * the floors above it move up one, with everything on them (see restackFloors).
     */
    floorAdded(state, action: PayloadAction<{ at?: number } | undefined>) {
      const map = state.map as DungeonMap;
      const at = action.payload?.at ?? map.floors.length;
      return withEdit(state as MapState, restackFloors(map, addedStack(map.floors.length, at)).map);
    },
    /** A floor taken away with everything on it or leading to it (the editor has said what first). */
    floorRemoved(state, action: PayloadAction<{ floor: number }>) {
      const map = state.map as DungeonMap;
      if (map.floors.length <= 1) return state;
      const stack = removedStack(map.floors.length, action.payload.floor);
      return withEdit(state as MapState, restackFloors(map, stack).map);
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
    /** A placed thing dragged by whole squares with the select tool; refused where it would break a rule. */
    thingMoved(state, action: PayloadAction<{ ref: ThingRef; dx: number; dy: number }>) {
      const { ref, dx, dy } = action.payload;
      return withChecked(state as MapState, moveThing(state.map as DungeonMap, ref, dx, dy));
    },
    /** A placed thing sent to another floor at the same square; refused where it would break a rule. */
    thingMovedToFloor(state, action: PayloadAction<{ ref: ThingRef; floor: number }>) {
      const { ref, floor } = action.payload;
      return withChecked(state as MapState, moveToFloor(state.map as DungeonMap, ref, floor));
    },
    /** Squares picked on the board for a list of a thing (boarding squares, protected areas, a room's rectangles), or one taken out. */
    squareListEdited(
      state,
      action: PayloadAction<{ ref: ThingRef; list: string; edit: SquareListEdit }>,
    ) {
      const { ref, list, edit } = action.payload;
      return withChecked(
        state as MapState,
        editSquareList(state.map as DungeonMap, ref, list, edit),
      );
    },
    /** The selected thing deleted. */
    thingRemoved(state, action: PayloadAction<ThingRef>) {
      return withEdit(state as MapState, removeThing(state.map as DungeonMap, action.payload));
    },
    /** Options of the selected thing changed in the properties panel (undefined takes one away). */
    thingEdited(
      state,
      action: PayloadAction<{ ref: ThingRef; fields: Readonly<Record<string, unknown>> }>,
    ) {
      const { ref, fields } = action.payload;
      return withChecked(state as MapState, editThing(state.map as DungeonMap, ref, fields));
    },
    /** A teleporter given another number; the one that had it takes the old one. */
    teleporterRenumbered(state, action: PayloadAction<{ index: number; number: number }>) {
      const { index, number } = action.payload;
      return withEdit(
        state as MapState,
        renumberTeleporter(state.map as DungeonMap, index, number),
      );
    },
    /** An end zone turned between 2 x 4 and 4 x 2. */
    endZoneTurned(state, action: PayloadAction<{ index: number }>) {
      return withChecked(
        state as MapState,
        turnEndZone(state.map as DungeonMap, action.payload.index),
      );
    },
    /** A chute built with the chute tool. */
    chuteAdded(state, action: PayloadAction<Chute>) {
      const map = state.map as DungeonMap;
      return withEdit(state as MapState, {
        ...map,
        chutes: [...(map.chutes ?? []), action.payload],
      });
    },
    /** An elevator built with the elevator tool. */
    elevatorAdded(state, action: PayloadAction<Elevator>) {
      const map = state.map as DungeonMap;
      return withEdit(state as MapState, {
        ...map,
        elevators: [...(map.elevators ?? []), action.payload],
      });
    },
    /** The grid given another size (the editor has asked first when this cuts anything away). */
    mapResized(state, action: PayloadAction<{ width: number; height: number }>) {
      const { width, height } = action.payload;
      return withEdit(state as MapState, resizeMap(state.map as DungeonMap, width, height).map);
    },
    /** A floor moved up or down the stack; everything on it goes with it (see restackFloors). */
    floorMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      const map = state.map as DungeonMap;
      const { from, to } = action.payload;
      return withEdit(
        state as MapState,
        restackFloors(map, movedStack(map.floors.length, from, to)).map,
      );
    },
    /** A copied region or a stamp placed with its north-west corner on a square: one step of history. */
    regionPasted(state, action: PayloadAction<{ floor: number; at: SquareRef; clip: Clip }>) {
      const { floor, at, clip } = action.payload;
      return withPasted(state as MapState, pasteClip(state.map as DungeonMap, floor, at, clip));
    },
    /** A region deleted or cut: solid rock, without the things it held. */
    regionCleared(state, action: PayloadAction<{ floor: number; rect: Rect }>) {
      const { floor, rect } = action.payload;
      return withEdit(state as MapState, clearRegion(state.map as DungeonMap, floor, rect));
    },
    /** A region flipped or turned a quarter in place. */
    regionTransformed(
      state,
      action: PayloadAction<{ floor: number; rect: Rect; transform: RegionTransform }>,
    ) {
      const { floor, rect, transform } = action.payload;
      return withPasted(
        state as MapState,
        transformRegion(state.map as DungeonMap, floor, rect, transform),
      );
    },
    /** A copy of a floor put on top of the stack. */
    floorDuplicated(state, action: PayloadAction<{ floor: number }>) {
      return withPasted(
        state as MapState,
        duplicateFloor(state.map as DungeonMap, action.payload.floor),
      );
    },
    /**
     * A map opened from a sample, a file, a recovery copy or made blank: it takes the place of the
     * one edited, as one step of history (Undo brings that one back), and is saved as it is.
     */
    mapOpened(state, action: PayloadAction<DungeonMap>) {
      return {
        ...withEdit(state as MapState, action.payload),
        dirty: false,
      };
    },
    undone(state) {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        map: previous,
        past: state.past.slice(0, -1),
        future: [state.map, ...state.future],
        dirty: true,
        refusal: null,
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
        refusal: null,
      } as MapState;
    },
    saved(state) {
      state.dirty = false;
    },
    /** The reason for a refused edit read and put away. */
    refusalDismissed(state) {
      state.refusal = null;
    },
  },
});

export const {
  terrainPainted,
  thingToggled,
  metaEdited,
  floorAdded,
  floorRemoved,
  floorRenamed,
  mapOpened,
  undone,
  redone,
  saved,
  featureToggled,
  roomDrawn,
  thingMoved,
  thingMovedToFloor,
  thingRemoved,
  squareListEdited,
  thingEdited,
  teleporterRenumbered,
  endZoneTurned,
  chuteAdded,
  elevatorAdded,
  mapResized,
  floorMoved,
  refusalDismissed,
  regionPasted,
  regionCleared,
  regionTransformed,
  floorDuplicated,
} = mapSlice.actions;
export const mapReducer = mapSlice.reducer;
