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

  describe('DB-GEN-8: what the missing figures drew is map data, and the Fortress of Valdemor’s reads as the text says', () => {
    const map = torguer('fortress-of-valdemor');
    const terrain = (q: { floor: number; x: number; y: number }) =>
      map.floors[q.floor]?.rows[q.y]?.[q.x];
    type Square = { readonly x: number; readonly y: number };
    const next = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;

    it('DB-GEN-8, DB-CHUTE-1, DB-CHUTE-5 (Fig. 3): the chute’s 3 start squares on the 1st floor, its last square below, A next to it, B and C next to A, D beyond B in line from A, a wall behind C', () => {
      expect(map.chutes).toHaveLength(1);
      const { entries, exit, landing } = map.chutes![0]!;
      expect(entries.map((e) => e.floor)).toEqual([1, 1, 1]);
      expect(exit.floor).toBe(0);
      expect(landing).toHaveLength(4);
      const [a, b, c, d] = landing as [Square, Square, Square, Square];
      expect(next(exit, a)).toBe(true);
      expect(next(a, b) && next(a, c)).toBe(true);
      expect({ x: 2 * b.x - a.x, y: 2 * b.y - a.y }).toEqual({ x: d.x, y: d.y }); // A→B→D
      expect(terrain({ floor: 0, x: 2 * c.x - a.x, y: 2 * c.y - a.y })).toBe('#'); // A→C, then wall
      for (const q of landing) expect(terrain({ floor: 0, ...q })).toBe('.');
    });

    it('DB-CHUTE-8 (Fig. 3): from the chute’s last square, the throw-in template’s diagonal away from C goes into the moss corridor and stays there; the one through C stops in the corner', () => {
      const { exit, landing } = map.chutes![0]!;
      const [a, , c] = landing as [Square, Square, Square];
      const ahead = { x: a.x - exit.x, y: a.y - exit.y };
      const side = { x: c.x - a.x, y: c.y - a.y };
      const along = (step: Square, n: number) => ({
        floor: 0,
        x: exit.x + n * step.x,
        y: exit.y + n * step.y,
      });
      const moss = { x: ahead.x - side.x, y: ahead.y - side.y }; // 1–2
      const corner = { x: ahead.x + side.x, y: ahead.y + side.y }; // 5–6
      const room = map.rooms?.find((r) => r.kind === 'moss');
      const inRoom = (q: Square) =>
        room!.squares.some(
          (r) =>
            q.x >= r.x && q.x < r.x + (r.width ?? 1) && q.y >= r.y && q.y < r.y + (r.height ?? 1),
        );
      expect(terrain(along(moss, 1))).toBe('m');
      expect(inRoom(along(moss, 1))).toBe(true);
      expect(terrain(along(moss, 2))).toBe('#'); // whatever its D6, the ball stays in the corridor
      expect(along(corner, 1)).toEqual({ floor: 0, x: c.x, y: c.y });
      expect(terrain(along(corner, 2))).toBe('#');
    });

    it('DB-GEN-8, DB-TILT-1, DB-TILT-4 (Fig. 4): the tilting corridor is 4 squares over a void, halves 1–2 and 3–4, entered from a floor at either end', () => {
      const corridors = map.features?.filter((f) => f.kind === 'tilting-corridor') ?? [];
      expect(corridors).toHaveLength(1);
      const corridor = corridors[0]!;
      if (corridor.kind !== 'tilting-corridor') throw new Error('not a tilting corridor');
      expect(corridor.length).toBe(4);
      expect(corridor.direction).toBe('east'); // its Z1 half west, towards Z1; Z2 east
      const at = (i: number) => ({ floor: corridor.floor, x: corridor.x + i, y: corridor.y });
      expect([0, 1, 2, 3].map((i) => terrain(at(i)))).toEqual(['g', 'g', 'g', 'g']);
      expect([terrain(at(-1)), terrain(at(4))]).toEqual(['.', '.']);
      for (const i of [0, 1, 2, 3]) {
        expect(terrain({ ...at(i), y: corridor.y - 1 })).toBe('_');
        expect(terrain({ ...at(i), y: corridor.y + 1 })).toBe('_');
      }
    });

    it('DB-GEN-8, DB-GEYSER-1 (Fig. 5): the geyser room’s holes are numbered squares, 1 to 20 for a D20, all in the room', () => {
      const room = map.rooms?.find((r) => r.kind === 'geysers');
      expect(room).toBeDefined();
      const vents = (map.features ?? []).flatMap((f) => (f.kind === 'geyser-vent' ? [f] : []));
      expect(vents.map((v) => v.number).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      const inRoom = (v: { floor: number; x: number; y: number }) =>
        v.floor === room!.floor &&
        room!.squares.some(
          (r) =>
            v.x >= r.x && v.x < r.x + (r.width ?? 1) && v.y >= r.y && v.y < r.y + (r.height ?? 1),
        );
      expect(vents.filter((v) => !inRoom(v))).toEqual([]);
    });

    it('DB-GEN-8, DB-ROTLIFT-3, DB-LADDER-2 (Figs. 1, 2): the rotating elevator serves three floors, one or two up or down; every ladder and rope climbs to a hole', () => {
      expect(map.elevators?.map((e) => [e.kind, e.floors])).toEqual([['rotating', [0, 1, 2]]]);
      expect(map.links?.length).toBeGreaterThan(0);
      for (const link of map.links ?? [])
        expect(terrain({ floor: link.floor + 1, x: link.x, y: link.y }), JSON.stringify(link)).toBe(
          'o',
        );
    });
  });
});
