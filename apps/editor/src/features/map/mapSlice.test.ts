import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  initialMapState,
  mapReducer,
  mapOpened,
  paintSquares,
  redone,
  terrainPainted,
  thingMoved,
  undone,
} from './mapSlice';

const hall = sampleMaps[0].map;

describe('the map model', () => {
  it('painting changes only the squares painted and shares every other row and floor', () => {
    const painted = paintSquares(hall, 0, [{ x: 3, y: 2 }], '~');
    expect(painted.floors[0]!.rows[2]!.charAt(3)).toBe('~');
    expect(painted.floors[0]!.rows[1]).toBe(hall.floors[0]!.rows[1]);
    expect(paintSquares(hall, 0, [{ x: 99, y: 2 }], '~')).toBe(hall);
  });

  it('a stroke is one step of history: undo brings the map back, redo repeats it', () => {
    let state = initialMapState(hall);
    state = mapReducer(
      state,
      terrainPainted({
        floor: 0,
        squares: [
          { x: 3, y: 2 },
          { x: 4, y: 2 },
        ],
        terrain: '#',
      }),
    );
    expect(state.dirty).toBe(true);
    const afterStroke = state.map;
    state = mapReducer(state, undone());
    expect(state.map).toEqual(hall);
    state = mapReducer(state, redone());
    expect(state.map).toEqual(afterStroke);
  });

  it('painting what is already there makes no history step', () => {
    const state = mapReducer(
      initialMapState(hall),
      terrainPainted({ floor: 0, squares: [{ x: 0, y: 0 }], terrain: '#' }),
    );
    expect(state.past).toHaveLength(0);
  });

  it(`undo remembers ${HISTORY_LIMIT} steps`, () => {
    let state = initialMapState(hall);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      state = mapReducer(
        state,
        terrainPainted({
          floor: 0,
          squares: [{ x: 1 + (i % 20), y: 7 }],
          terrain: Math.floor(i / 20) % 2 ? 'm' : 's',
        }),
      );
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('opening a map replaces the one edited as one step of history: undo brings it back', () => {
    const edited = mapReducer(
      initialMapState(hall),
      terrainPainted({ floor: 0, squares: [{ x: 3, y: 2 }], terrain: '#' }),
    );
    const opened = mapReducer(edited, mapOpened(sampleMaps[1]!.map));
    expect(opened).toEqual({
      map: sampleMaps[1]!.map,
      past: [hall, edited.map],
      future: [],
      dirty: false,
      refusal: null,
    });
    const back = mapReducer(opened, undone());
    expect(back.map).toBe(edited.map);
    expect(back.dirty).toBe(true);
  });
});

describe('edits the rules refuse', () => {
  it('a refused move leaves the map and its history alone and keeps the reason until the next edit', () => {
    let state = mapReducer(
      initialMapState(hall),
      thingMoved({ ref: { kind: 'teleporter', index: 0 }, dx: 3, dy: 0 }),
    );
    expect(state.map).toBe(hall);
    expect(state.past).toEqual([]);
    expect(state.refusal).toMatch(/^MAP-TELE-SPACING/);
    state = mapReducer(state, thingMoved({ ref: { kind: 'chest', index: 3 }, dx: 1, dy: -1 }));
    expect(state.refusal).toBeNull();
    expect(state.past).toHaveLength(1);
  });
});
