import { describe, expect, it } from 'vitest';
import { sampleMaps } from './samples';
import { validateMap } from './validate';

describe('sample dungeons', () => {
  it.each(sampleMaps.map((s) => [s.id, s.map] as const))(
    '%s is valid, without even a warning',
    (_id, map) => {
      expect(validateMap(JSON.stringify(map)).findings).toEqual([]);
    },
  );

  it('ids are unique', () => {
    expect(new Set(sampleMaps.map((s) => s.id)).size).toBe(sampleMaps.length);
  });

  it('the Jervis sample follows the 1998 rules, the others the 2021 rules', () => {
    expect(sampleMaps.map((s) => [s.id, s.map.ruleset])).toEqual([
      ['training-hall', 'torguer-2021'],
      ['fortress-of-valdemor', 'torguer-2021'],
      ['pyramid-of-death', 'torguer-2021'],
      ['jervis-crypt', 'jervis-1998'],
    ]);
  });

  const torguer = (id: string) => sampleMaps.find((s) => s.id === id)!.map;

  it('DB-SETUP-2: the Torguer dungeons have 3 floors, joined by ladders, a rope, lifts and chutes', () => {
    for (const id of ['fortress-of-valdemor', 'pyramid-of-death']) {
      const map = torguer(id);
      expect(map.floors).toHaveLength(3);
      expect(new Set(map.links?.map((l) => l.kind))).toEqual(new Set(['ladder', 'rope']));
      expect(map.chutes?.length).toBeGreaterThan(0);
      expect(map.elevators?.length).toBeGreaterThan(0);
    }
  });

  it('DB-PYR-1: the Pyramid has 6 chests and 6 teleporters, at least one of each per floor, doors and portals, and 4 end zones', () => {
    const map = torguer('pyramid-of-death');
    expect(map.chests).toHaveLength(6);
    expect(map.teleporters).toHaveLength(6);
    for (const floor of [0, 1, 2]) {
      expect(map.chests.some((c) => c.floor === floor)).toBe(true);
      expect(map.teleporters.some((t) => t.floor === floor)).toBe(true);
    }
    const features = new Set(map.features?.map((f) => f.kind));
    expect(features.has('door') && features.has('portal')).toBe(true);
    expect(map.endZones).toHaveLength(4);
  });

  it('DB-PYR-2: the Pyramid has its twelve special rooms, the potion room on the 1st floor', () => {
    const map = torguer('pyramid-of-death');
    const rooms = new Set(map.rooms?.map((r) => r.kind));
    const features = new Set(map.features?.map((f) => f.kind));
    for (const room of [
      'boats',
      'prison',
      'collapsed',
      'monster',
      'magic-statue',
      'moss',
      'cursed-pool',
      'labyrinth',
      'central',
      'potions',
    ])
      expect(rooms).toContain(room);
    expect(features).toContain('mine-cart'); // 6: the mine carts
    expect(features).toContain('rotating-corridor'); // 8: the rotating corridor
    expect(map.rooms?.find((r) => r.kind === 'potions')?.floor).toBe(1); // 12: on the 1st floor
  });
});
