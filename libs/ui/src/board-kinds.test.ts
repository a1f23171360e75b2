import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { boardKinds, legendEntries } from './board-kinds';

const byId = (id: string) => sampleMaps.find((s) => s.id === id)!.map;

describe('the symbol of each kind and the legend', () => {
  it('every feature, room and placed thing has a symbol of its own and a name in words', () => {
    const kinds = [
      ...Object.values(boardKinds.feature),
      ...Object.values(boardKinds.room),
      ...Object.values(boardKinds.piece),
    ];
    expect(new Set(kinds.map((k) => k.paint)).size).toBe(kinds.length);
    expect(new Set(kinds.map((k) => k.name)).size).toBe(kinds.length);
    // Words, not the letters the board used to show ("S", "Po", "St").
    for (const { name } of kinds) expect(name).toMatch(/^[A-Z][a-z]+( [a-z]+)*( \(.+\))?$/);
  });

  it('every terrain but floor and void carries a mark of its own', () => {
    const marked = Object.entries(boardKinds.terrain).filter(([, mark]) => mark !== null);
    expect(marked.map(([char]) => char).sort()).toEqual(
      ['#', 'o', '^', '~', '=', '*', 'b', 'm', 's', 'r', 'p', 'g'].sort(),
    );
    expect(new Set(marked.map(([, mark]) => mark)).size).toBe(marked.length);
  });

  it('the Training Hall legend lists its terrains, end zones, chests and teleporters, and nothing else', () => {
    expect(legendEntries(byId('training-hall')).map((e) => e.key)).toEqual([
      'terrain:#',
      'terrain:.',
      'terrain:m',
      'terrain:s',
      'piece:end-zone',
      'piece:chest',
      'piece:teleporter',
    ]);
  });

  it("each sample's legend lists exactly the kinds of features and rooms it holds, by name", () => {
    for (const { map } of sampleMaps) {
      const entries = legendEntries(map);
      const listed = (group: string) =>
        entries.filter((e) => e.group === group).map((e) => e.key.split(':')[1]);
      expect(new Set(listed('Features'))).toEqual(new Set((map.features ?? []).map((f) => f.kind)));
      expect(new Set(listed('Rooms'))).toEqual(new Set((map.rooms ?? []).map((r) => r.kind)));
    }
    const pyramid = legendEntries(byId('pyramid-of-death')).map((e) => e.name);
    expect(pyramid).toContain('Cursed pool');
    expect(pyramid).toContain('Monster lair');
  });

  it('a terrain painted away leaves the legend', () => {
    const hall = byId('training-hall');
    const walled: DungeonMap = {
      ...hall,
      floors: hall.floors.map((f) => ({ ...f, rows: f.rows.map((r) => r.replaceAll('#', '.')) })),
    };
    expect(legendEntries(walled).map((e) => e.key)).not.toContain('terrain:#');
  });
});
