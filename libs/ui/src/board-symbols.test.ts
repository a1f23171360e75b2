import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { boardSymbols } from './board-symbols';

const byId = (id: string) => sampleMaps.find((s) => s.id === id)!.map;

describe('what the board draws on each floor', () => {
  it('the Training Hall shows its 2 end zones, 6 numbered teleporters and 6 chests, chests on top', () => {
    const symbols = boardSymbols(byId('training-hall'), 0);
    expect(symbols.filter((s) => s.kind === 'end-zone').map((s) => s.label)).toEqual(['Z1', 'Z2']);
    expect(symbols.filter((s) => s.kind === 'teleporter').map((s) => s.label)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(symbols.filter((s) => s.kind === 'chest')).toHaveLength(6);
    expect(symbols.at(-1)?.kind).toBe('chest');
  });

  it('a ladder shows its foot on its floor and its top on the floor above', () => {
    const valdemor = byId('fortress-of-valdemor');
    const ladder = valdemor.links![0]!;
    expect(boardSymbols(valdemor, ladder.floor)).toContainEqual(
      expect.objectContaining({ kind: 'ladder-foot', x: ladder.x, y: ladder.y }),
    );
    expect(boardSymbols(valdemor, ladder.floor + 1)).toContainEqual(
      expect.objectContaining({ kind: 'ladder-top', x: ladder.x, y: ladder.y }),
    );
  });

  it("a chute's landing squares are lettered A to D on its exit floor", () => {
    const valdemor = byId('fortress-of-valdemor');
    const chute = valdemor.chutes![0]!;
    const landing = boardSymbols(valdemor, chute.exit.floor).filter(
      (s) => s.kind === 'chute-landing',
    );
    expect(landing.map((s) => s.label)).toEqual(
      ['A', 'B', 'C', 'D'].slice(0, chute.landing.length),
    );
  });

  it('every floor of every sample draws, and nothing outside the grid', () => {
    for (const { map } of sampleMaps) {
      map.floors.forEach((_, f) => {
        for (const s of boardSymbols(map, f)) {
          expect(
            s.x >= 0 && s.y >= 0 && s.x + s.width <= map.width && s.y + s.height <= map.height,
            `${map.meta.name} ${s.title}`,
          ).toBe(true);
        }
      });
    }
  });

  it('features show no letters: only a geyser vent or a cart station shows its number', () => {
    for (const { map } of sampleMaps)
      map.floors.forEach((_, f) => {
        for (const s of boardSymbols(map, f).filter((s) => s.kind === 'feature'))
          expect(s.label, s.title).toMatch(
            s.feature === 'geyser-vent' || s.feature === 'cart-station' ? /^\d+$/ : /^$/,
          );
      });
  });

  it("two chutes' landing squares each take their chute's colour and a line to their chute's exit", () => {
    const pyramid = byId('pyramid-of-death');
    const [first, second] = pyramid.chutes!;
    const landings = (chute: typeof first) =>
      boardSymbols(pyramid, chute!.exit.floor).filter(
        (s) => s.kind === 'chute-landing' && s.title.includes(`(${chute!.id})`),
      );
    const a = landings(first);
    const b = landings(second);
    expect(a).toHaveLength(first!.landing.length);
    expect(b).toHaveLength(second!.landing.length);
    expect(new Set(a.map((s) => s.colour)).size).toBe(1);
    expect(a[0]!.colour).not.toBe(b[0]!.colour);
    for (const s of a) expect(s.to).toEqual({ x: first!.exit.x, y: first!.exit.y });
    for (const s of b) expect(s.to).toEqual({ x: second!.exit.x, y: second!.exit.y });
  });

  it('a room is named on its first rectangle only', () => {
    const valdemor = byId('fortress-of-valdemor');
    const room = valdemor.rooms!.find((r) => r.squares.length > 1) ?? valdemor.rooms![0]!;
    const drawn = boardSymbols(valdemor, room.floor).filter(
      (s) => s.kind === 'room' && s.room === room.kind,
    );
    expect(drawn[0]!.label).not.toBe('');
    expect(drawn.slice(1).every((s) => s.label === '')).toBe(true);
  });
});
