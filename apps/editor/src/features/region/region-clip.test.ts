import { loadMap, validateMap, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { blankMap } from '../map/blank';
import { paintSquares } from '../map/mapSlice';
import { withHoleAbove } from '../map/placement';
import {
  clearRegion,
  copyRegion,
  duplicateFloor,
  pasteClip,
  transformClip,
  transformRegion,
  type Clip,
  type Pasted,
} from './region-clip';

/** A 20 x 20 map of two floors with a few things in its north-west corner. */
function furnished(floors = 2): DungeonMap {
  const painted = paintSquares(blankMap(20, 20, floors), 0, [{ x: 2, y: 1 }], '~');
  const map = withHoleAbove(painted, { floor: 0, x: 1, y: 6 });
  return {
    ...map,
    chests: [{ floor: 0, x: 2, y: 2 }],
    teleporters: [{ number: 1, floor: 0, x: 3, y: 3 }],
    endZones: [{ id: 'Z1', floor: 0, x: 5, y: 2, width: 2, height: 4 }],
    links: [{ kind: 'ladder', floor: 0, x: 1, y: 6 }],
    features: [
      { kind: 'portal', floor: 0, x: 4, y: 6, id: 'portal-1', side: 'north', endZone: 'Z1' },
    ],
    rooms: [
      { id: 'moss-1', kind: 'moss', floor: 0, squares: [{ x: 1, y: 1, width: 2, height: 2 }] },
    ],
  };
}
const region = { x: 1, y: 1, width: 7, height: 7 };
const done = (pasted: Pasted) => {
  if ('refused' in pasted) throw new Error(pasted.refused);
  return pasted;
};
const clipOf = (map: DungeonMap, floor = 0) => copyRegion(map, floor, region)!;

describe('copying and pasting a region', () => {
  it('copies the terrain and the things wholly inside the rectangle, from its corner', () => {
    const map = furnished();
    const clip = clipOf(map);
    expect(clip.width).toBe(7);
    expect(clip.rows[0]!.charAt(1)).toBe('~');
    expect(clip.things.chests).toEqual([{ floor: 0, x: 1, y: 1 }]);
    expect(clip.things.endZones).toEqual([{ id: 'Z1', floor: 0, x: 4, y: 1, width: 2, height: 4 }]);
    expect(clip.things.links).toEqual([{ kind: 'ladder', floor: 0, x: 0, y: 5 }]);
    // The end zone reaches (6, 5): a rectangle that cuts it leaves it out.
    expect(copyRegion(map, 0, { x: 1, y: 1, width: 5, height: 7 })!.things.endZones).toEqual([]);
  });

  it('pastes onto another floor with fresh numbers and ids, which the things of the clip follow', () => {
    const map = furnished();
    const { map: pasted, left } = done(pasteClip(map, 1, { x: 10, y: 10 }, clipOf(map)));
    expect(left).toEqual(['a ladder at (10, 15): the map has no floor for it there']);
    expect(pasted.floors[1]!.rows[10]!.slice(10, 17)).toBe(map.floors[0]!.rows[1]!.slice(1, 8));
    expect(pasted.chests).toContainEqual({ floor: 1, x: 11, y: 11 });
    expect(pasted.teleporters[1]).toEqual({ number: 2, floor: 1, x: 12, y: 12 });
    expect(pasted.endZones[1]).toMatchObject({ id: 'Z2', floor: 1, x: 14, y: 11 });
    expect(pasted.features![1]).toMatchObject({ id: 'portal-2', endZone: 'Z2', floor: 1 });
    expect(pasted.rooms![1]).toMatchObject({ id: 'moss-2', floor: 1 });
    expect(map.chests).toHaveLength(1); // the map given is left alone
  });

  it('a ladder pasted where a floor is above gets its hole there', () => {
    const map = furnished();
    const { map: pasted, left } = done(pasteClip(map, 0, { x: 10, y: 10 }, clipOf(map)));
    expect(left).toEqual([]);
    expect(pasted.links![1]).toEqual({ kind: 'ladder', floor: 0, x: 10, y: 15 });
    expect(pasted.floors[1]!.rows[15]!.charAt(10)).toBe('o');
  });

  it('cuts what falls off the grid, names the things left out, and keeps the map a valid file', () => {
    const map = furnished();
    const { map: pasted, left } = done(pasteClip(map, 0, { x: 15, y: 15 }, clipOf(map)));
    expect(pasted.floors[0]!.rows[15]).toHaveLength(20);
    expect(left).toEqual([
      'end zone Z1 at (19, 16): off the map',
      'portal 1 at (18, 20): off the map',
      'a ladder at (15, 20): off the map',
    ]);
    expect(pasted.endZones).toHaveLength(1);
    expect(loadMap(pasted).findings).toEqual([]);
  });

  it('a room cut at the edge keeps its squares on the grid and says it lost some', () => {
    const map = furnished();
    const { map: pasted, left } = done(pasteClip(map, 0, { x: 19, y: 0 }, clipOf(map)));
    expect(pasted.rooms![1]!.squares).toEqual([{ x: 19, y: 0, width: 1, height: 2 }]);
    expect(left).toContainEqual(
      expect.stringMatching(/^part of the moss 1 at \(19, 0\): off the map$/),
    );
  });

  it('a teleporter finds no number when all six are placed, and is left out', () => {
    const map = furnished();
    const six = {
      ...map,
      teleporters: [1, 2, 3, 4, 5, 6].map((number) => ({ number, floor: 1, x: number, y: 15 })),
    };
    const clip = clipOf(map);
    const { map: pasted, left } = done(pasteClip(six, 0, { x: 10, y: 10 }, clip));
    expect(pasted.teleporters).toHaveLength(6);
    expect(left).toContain('teleporter 1 at (12, 12): all six teleporter numbers are taken');
  });

  it('MAP-CHEST-COUNT: a paste that breaks a setup rule is done, and the rule shows as a finding', () => {
    const map = furnished();
    const base = {
      ...map,
      chests: [1, 2, 3, 4, 5, 6].map((x) => ({ floor: 0, x: x + 10, y: 15 })),
    };
    const { map: pasted } = done(pasteClip(base, 0, { x: 10, y: 1 }, clipOf(map)));
    expect(pasted.chests).toHaveLength(7);
    expect(validateMap(pasted).findings.map((f) => f.rule)).toContain('MAP-CHEST-COUNT');
  });
});

describe('clearing, flipping and turning a region', () => {
  it('clearing leaves solid rock and takes the things it holds away; the hole above a ladder stays', () => {
    const ladder = done(pasteClip(furnished(), 0, { x: 10, y: 10 }, clipOf(furnished()))).map;
    const cleared = clearRegion(ladder, 0, region);
    expect(cleared.floors[0]!.rows.slice(1, 8).every((r) => r.slice(1, 8) === '#######')).toBe(
      true,
    );
    expect(cleared.chests).toEqual([{ floor: 0, x: 11, y: 11 }]);
    expect(cleared.endZones.map((z) => z.id)).toEqual(['Z2']);
    expect(cleared.links).toEqual([{ kind: 'ladder', floor: 0, x: 10, y: 15 }]);
    expect(cleared.floors[1]!.rows[6]!.charAt(1)).toBe('o');
  });

  it('turning a region in place keeps the ids and places in the lists, and turns the end zone to 4 x 2', () => {
    const map = {
      ...furnished(),
      chests: [
        { floor: 0, x: 2, y: 2 },
        { floor: 0, x: 15, y: 15 },
      ],
    };
    const { map: turned } = done(transformRegion(map, 0, region, 'rotate-cw'));
    expect(turned.chests).toEqual([
      { floor: 0, x: 6, y: 2 },
      { floor: 0, x: 15, y: 15 },
    ]);
    expect(turned.endZones).toEqual([{ id: 'Z1', floor: 0, x: 3, y: 5, width: 4, height: 2 }]);
    expect(turned.teleporters).toEqual([{ number: 1, floor: 0, x: 5, y: 3 }]);
    expect(turned.features![0]).toMatchObject({ id: 'portal-1', side: 'east', x: 2, y: 4 });
    expect(turned.floors[0]!.rows[2]!.charAt(7)).toBe('~');
  });

  it('flipping twice gives the map back', () => {
    const map = furnished();
    const once = done(transformRegion(map, 0, region, 'flip-x')).map;
    expect(once).not.toEqual(map);
    const twice = done(transformRegion(once, 0, region, 'flip-x')).map;
    expect(twice.floors[0]).toEqual(map.floors[0]);
    // The ladder went and came back; the hole it left above while flipped stays, as when it is dragged.
    expect(twice.floors[1]!.rows[6]).toBe('#o#####o############');
    expect(twice.chests).toEqual(map.chests);
    expect(new Set(twice.features)).toEqual(new Set(map.features));
  });

  it('a clip turned four times is the same clip', () => {
    let clip: Clip = copyRegion(furnished(), 0, { x: 1, y: 1, width: 7, height: 4 })!;
    const start = clip;
    for (let i = 0; i < 4; i++) clip = transformClip(clip, 'rotate-ccw');
    expect(clip).toEqual(start);
  });
});

describe('duplicating a floor', () => {
  it('puts a copy of the floor on top of the stack, with its things given fresh ids', () => {
    const map = furnished();
    const { map: copied, left } = done(duplicateFloor(map, 0));
    expect(copied.floors).toHaveLength(3);
    expect(copied.floors[2]!.rows).toEqual(map.floors[0]!.rows);
    expect(copied.floors[2]!.name).not.toBe(map.floors[0]!.name);
    expect(copied.chests).toEqual([...map.chests, { floor: 2, x: 2, y: 2 }]);
    expect(copied.endZones[1]).toMatchObject({ id: 'Z2', floor: 2 });
    expect(left).toEqual(['a ladder at (1, 6): the map has no floor for it there']);
  });

  it('is refused on a map of four floors', () => {
    expect(duplicateFloor(furnished(4), 0)).toEqual({
      refused: 'A map has at most 4 floors; remove one to copy Ground floor.',
    });
  });
});
