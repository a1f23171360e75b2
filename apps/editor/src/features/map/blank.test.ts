import { validateMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { blankMap } from './blank';
import { floorAdded, floorRenamed, initialMapState, mapReducer, metaEdited } from './mapSlice';

describe('new maps and floors', () => {
  it('a blank map matches the format; its only findings are the things still to place', () => {
    const { findings } = validateMap(blankMap(30, 20, 2));
    expect(findings.every((f) => f.rule !== 'MAP-SCHEMA')).toBe(true);
    expect(new Set(findings.map((f) => f.rule))).toEqual(
      new Set(['MAP-CHEST-COUNT', 'MAP-TELE-COUNT', 'MAP-EZ-COUNT', 'MAP-PER-FLOOR']),
    );
  });

  it('floors are added up to four, renamed, and the properties edited, each one step of history', () => {
    let state = initialMapState(blankMap(20, 12, 1));
    for (let i = 0; i < 5; i++) state = mapReducer(state, floorAdded());
    expect(state.map.floors.map((f) => f.name)).toEqual([
      'Ground floor',
      'First floor',
      'Second floor',
      'Third floor',
    ]);
    state = mapReducer(state, floorRenamed({ floor: 1, name: 'Mezzanine' }));
    state = mapReducer(state, metaEdited({ name: 'The Pit', ruleset: 'jervis-1998' }));
    expect(state.map).toMatchObject({ meta: { name: 'The Pit' }, ruleset: 'jervis-1998' });
    expect(state.map.floors[1]?.name).toBe('Mezzanine');
    expect(state.past).toHaveLength(5);
  });
});
