import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { playMatch, randomAgent } from '../bots';
import { apply } from '../engine';
import type { GameState, Square } from '../model/state';
import { readyMatch } from '../testing/matches';
import { mechanisms } from './registry';
import { barrierBetween, stepRefusal } from '../board/dungeon';

/** What every mechanism says of a step, asked one by one, with no guards. */
const everyBarrier = (state: GameState, a: Square, b: Square) =>
  mechanisms()
    .map((m) => m.barrier?.(state, a, b))
    .find((reason) => reason) ?? null;
const everyStepRefusal = (state: GameState, a: Square, b: Square) =>
  mechanisms()
    .map((m) => m.stepRefusal?.(state, a, b))
    .find((reason) => reason) ?? null;

/** Match states of a map: several starts, then every 20th state of a short match between bots. */
function statesOf(map: (typeof sampleMaps)[number]['map']): GameState[] {
  const starts = [1, 2, 3, 4, 5, 6].map((n) =>
    readyMatch(map, ['human', 'orc'], `guards-${n}`, { maxRounds: 2 }),
  );
  const { actions } = playMatch(starts[0]!, [randomAgent, randomAgent], 'guards-bots');
  const played: GameState[] = [];
  let state = starts[0]!;
  actions.forEach((action, i) => {
    const result = apply(state, action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
    if (i % 20 === 0) played.push(state);
  });
  return [...starts, ...played];
}

describe("the mechanisms' guards", () => {
  it.each(['fortress-of-valdemor', 'pyramid-of-death'])(
    'DB-PORT-2, DB-DOOR-1, DB-DOOR-2, DB-PRISON-3, DB-CART-1, DB-CART-7, DB-ROTCOR-1, DB-ROTCOR-2, DB-TILT-1, DB-LIFT-5, DB-BOAT-2, DB-BOAT-5: in %s, a step far from every guarded square is parted and refused exactly as when every mechanism is asked',
    (id) => {
      const map = sampleMaps.find((s) => s.id === id)!.map;
      let parted = 0;
      const differ: string[] = [];
      for (const state of statesOf(map)) {
        const { board } = state;
        for (let floor = 0; floor < board.floors.length; floor++)
          for (let y = 0; y < board.height; y++)
            for (let x = 0; x < board.width; x++) {
              const a = { floor, x, y };
              // Every square two steps away or nearer, past the board's edge too, and the squares
              // above and below (a lift's shaft).
              const others = [
                { ...a, floor: floor - 1 },
                { ...a, floor: floor + 1 },
              ];
              for (let dy = -2; dy <= 2; dy++)
                for (let dx = -2; dx <= 2; dx++) others.push({ floor, x: x + dx, y: y + dy });
              for (const b of others) {
                const barrier = everyBarrier(state, a, b);
                if (barrierBetween(state, a, b) !== barrier)
                  differ.push(`barrier ${JSON.stringify([a, b])}`);
                if (stepRefusal(state, a, b) !== everyStepRefusal(state, a, b))
                  differ.push(`step ${JSON.stringify([a, b])}`);
                if (barrier) parted++;
              }
            }
      }
      expect(differ).toEqual([]);
      // The states seen close some of the ways: the comparison is not between two empty answers.
      expect(parted).toBeGreaterThan(0);
    },
    60_000,
  );
});
