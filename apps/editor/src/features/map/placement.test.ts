import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { initialMapState, mapReducer, thingToggled, undone } from './mapSlice';
import {
  nextTeleporterNumber,
  toggleChest,
  toggleEndZone,
  toggleLink,
  toggleTeleporter,
} from './placement';

const hall = sampleMaps[0].map;

describe('placing things', () => {
  it('a chest is placed on an empty square and taken away by clicking it again', () => {
    const placed = toggleChest(hall, { floor: 0, x: 12, y: 7 });
    expect(placed.chests).toHaveLength(7);
    expect(toggleChest(placed, { floor: 0, x: 12, y: 7 }).chests).toEqual(hall.chests);
  });

  it('a teleporter takes the lowest free number; with all six placed, nothing happens', () => {
    const removed = toggleTeleporter(hall, { floor: 0, x: 12, y: 2 }); // teleporter 2
    expect(nextTeleporterNumber(removed)).toBe(2);
    expect(toggleTeleporter(removed, { floor: 0, x: 13, y: 7 }).teleporters.at(-1)).toEqual({
      number: 2,
      floor: 0,
      x: 13,
      y: 7,
    });
    expect(toggleTeleporter(hall, { floor: 0, x: 13, y: 7 })).toBe(hall);
  });

  it('an end zone is placed upright (2x4) or lying (4x2) with the first free id; a click inside takes it away', () => {
    const lying = toggleEndZone(hall, { floor: 0, x: 10, y: 10 }, 'lying');
    expect(lying.endZones.at(-1)).toEqual({
      id: 'Z3',
      floor: 0,
      x: 10,
      y: 10,
      width: 4,
      height: 2,
    });
    expect(toggleEndZone(lying, { floor: 0, x: 13, y: 11 }, 'upright').endZones).toEqual(
      hall.endZones,
    );
  });

  it('each placement is one step of history', () => {
    let state = initialMapState(hall);
    state = mapReducer(state, thingToggled({ thing: 'chest', at: { floor: 0, x: 12, y: 7 } }));
    expect(state.map.chests).toHaveLength(7);
    state = mapReducer(state, undone());
    expect(state.map).toEqual(hall);
  });
});

describe('ladders and ropes', () => {
  it('placing the foot makes the hole above, and the map stays valid (MAP-LINK)', async () => {
    const { validateMap } = await import('@dungeonbowl/dungeon-schema');
    const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const foot = { floor: 0, x: 2, y: 17 };
    const placed = toggleLink(valdemor, foot, 'rope');
    expect(placed.floors[1]!.rows[17]!.charAt(2)).toBe('o');
    expect(validateMap(placed).findings.filter((f) => f.rule === 'MAP-LINK')).toEqual([]);
    expect(toggleLink(placed, foot, 'rope').links).toEqual(valdemor.links);
  });

  it('no ladder from the top floor, and the editor says why', () => {
    expect(toggleLink(hall, { floor: 0, x: 3, y: 3 }, 'ladder')).toBe(hall);
    const state = mapReducer(
      initialMapState(hall),
      thingToggled({ thing: 'rope', at: { floor: 0, x: 3, y: 3 } }),
    );
    expect(state.map).toBe(hall);
    expect(state.refusal).toBe(
      'A rope climbs to the floor above its foot; Ground floor is the top floor. Add a floor above it first (Map panel: Add a floor above this one).',
    );
  });
});
