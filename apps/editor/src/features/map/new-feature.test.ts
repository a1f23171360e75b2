import { sampleMaps, validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { featureKindList, freeId, newFeature, newRoom, roomKindList } from './new-feature';

const hall = sampleMaps[0].map;

describe('new features and rooms', () => {
  it.each(featureKindList)('a new %s matches the map format', (kind) => {
    const map = { ...hall, features: [newFeature(hall, kind, { floor: 0, x: 12, y: 7 })] };
    expect(validateMap(map).findings.filter((f) => f.rule === 'MAP-SCHEMA')).toEqual([]);
  });

  it.each(roomKindList)('a new %s room matches the map format', (kind) => {
    const map = { ...hall, rooms: [newRoom(hall, kind, 0, { x: 3, y: 3, width: 4, height: 3 })] };
    expect(validateMap(map).findings.filter((f) => f.rule === 'MAP-SCHEMA')).toEqual([]);
  });

  it('ids and numbers are the next free ones; a vent joins the geysers room of its floor', () => {
    const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const vent = newFeature(valdemor, 'geyser-vent', { floor: 1, x: 20, y: 5 });
    expect(vent).toMatchObject({ room: valdemor.rooms!.find((r) => r.kind === 'geysers')!.id });
    const statue = newFeature(hall, 'door', { floor: 0, x: 1, y: 1 });
    const withDoor = { ...hall, features: [statue] };
    expect(newFeature(withDoor, 'door', { floor: 0, x: 2, y: 1 })).toMatchObject({ id: 'door-2' });
  });
});

describe('free ids', () => {
  it('an id used by a chute or an elevator is not given again', () => {
    const map = {
      ...sampleMaps[0].map,
      chutes: [{ id: 'chute-1', entries: [], exit: { floor: 0, x: 0, y: 0 }, landing: [] }],
    };
    expect(freeId(map as DungeonMap, 'chute')).toBe('chute-2');
  });
});
