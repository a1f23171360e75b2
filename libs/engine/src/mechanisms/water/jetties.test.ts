import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { boardFromMap } from '../../flow/create';
import { board, play } from '../../testing/fixture';
import { inRoom, roomsOfKind } from '../../board/rooms';
import { moveBetween, standingCost } from '../../board/dungeon';
import type { WaterData } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** A jetty (gangway) at (1, 1) over a pool of water from x 2 to 4. */
const jetty: WaterData = { jetties: [{ floor: 0, x: 1, y: 1, width: 1, height: 1 }] };
const pool = () => board(['......', '.g~~~.', '......']).mechanism('water', jetty);

const spentAfter = (from: readonly [number, number], to: readonly [number, number]) =>
  play(
    pool()
      .player('wader', ...from)
      .build(),
    { type: 'activate', player: '0-1', action: 'move' },
    { type: 'move', to: at(...to) },
  ).state.turn.activation?.spent;

describe('water, jetties and the cursed pool', () => {
  it('DB-WATER-2: jumping into the water from a jetty costs 1; from the floor, 3', () => {
    expect(spentAfter([1, 1], [2, 1])).toBe(1);
    expect(spentAfter([2, 0], [3, 1])).toBe(3);
  });

  it('DB-WATER-3: climbing out onto a jetty costs 2; from water to water, 3; out onto the floor, 1', () => {
    expect(spentAfter([2, 1], [1, 1])).toBe(2);
    expect(spentAfter([2, 1], [3, 1])).toBe(3);
    expect(spentAfter([2, 1], [2, 0])).toBe(1);
  });

  it('DB-WATER-8: a player in the water marks the squares around him', () => {
    const { events } = play(
      pool().player('runner', 1, 0).player('guard', 2, 1, { team: 1 }).withDice([6]).build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 0) },
    );
    expect(events).toContainEqual(expect.objectContaining({ test: 'dodge', success: true }));
  });

  it('DB-WATER-9, DB-WATER-2: the Pyramid cursed pool is water; its boat room jetties are the way in for 1', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const b = boardFromMap(pyramid);
    const [cursed] = roomsOfKind(pyramid, 'cursed-pool', () => ({}));
    const water = b.floors[0]!.flatMap((row, y) =>
      [...row].flatMap((c, x) => (c === '~' && inRoom(cursed!, at(x, y)) ? [at(x, y)] : [])),
    );
    expect(water.length).toBeGreaterThan(0);
    expect(water.every((q) => standingCost(b, q) === 3)).toBe(true);
    // The jetty at (13, 2) to (13, 4), over the boat room's water at (14, 3).
    expect(moveBetween(b, at(13, 3), at(14, 3))).toEqual({ cost: 1, way: 'step' });
    expect(moveBetween(b, at(14, 3), at(13, 3))).toEqual({ cost: 2, way: 'step' });
  });

  it('DB-SLIME-1: every slimy moss square of the Pyramid slimy moss room costs 2, its plain squares 1', () => {
    const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
    const b = boardFromMap(pyramid);
    const [slimy] = roomsOfKind(pyramid, 'moss', () => ({}));
    const squares = b.floors[0]!.flatMap((row, y) =>
      [...row].flatMap((c, x) => (inRoom(slimy!, at(x, y)) ? [{ q: at(x, y), c }] : [])),
    );
    const moss = squares.filter((s) => s.c === 'm');
    expect(moss.length).toBeGreaterThan(0);
    expect(moss.every((s) => standingCost(b, s.q) === 2)).toBe(true);
    expect(squares.filter((s) => s.c === '.').every((s) => standingCost(b, s.q) === 1)).toBe(true);
  });
});
