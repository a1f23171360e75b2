import { describe, expect, it } from 'vitest';
import { createRng, nextUint32, rollDie, type RngState } from './rng';

function rollMany(rng: RngState, sides: number, count: number): number[] {
  const results: number[] = [];
  let state = rng;
  for (let i = 0; i < count; i++) {
    const [value, next] = rollDie(state, sides);
    results.push(value);
    state = next;
  }
  return results;
}

describe('seeded dice', () => {
  it('the same seed gives the same rolls, byte for byte', () => {
    expect(rollMany(createRng('valdemor'), 6, 50)).toEqual(rollMany(createRng('valdemor'), 6, 50));
  });

  it('different seeds give different rolls', () => {
    expect(rollMany(createRng('valdemor'), 6, 50)).not.toEqual(
      rollMany(createRng('pyramid'), 6, 50),
    );
  });

  it('drawing never changes the generator it is given', () => {
    const rng = createRng('pure');
    const before = JSON.stringify(rng);
    nextUint32(rng);
    rollDie(rng, 6);
    expect(JSON.stringify(rng)).toBe(before);
  });

  it('the generator state survives a JSON round trip and continues the same sequence', () => {
    const rng = createRng('saved match');
    const restored = JSON.parse(JSON.stringify(rng)) as RngState;
    expect(rollMany(restored, 6, 20)).toEqual(rollMany(rng, 6, 20));
  });

  it('a D6 shows every face from 1 to 6, each about a sixth of the time', () => {
    const rolls = rollMany(createRng('fair'), 6, 60_000);
    const counts = [1, 2, 3, 4, 5, 6].map((face) => rolls.filter((r) => r === face).length);
    expect(rolls.every((r) => r >= 1 && r <= 6)).toBe(true);
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it.each([3, 8, 16])(
    'BB-GEN-1: a D%i, as the rules roll it, shows every face from 1 up, each as often, and no other',
    (sides) => {
      const draws = 1_000 * sides;
      const rolls = rollMany(createRng(`d${sides}`), sides, draws);
      const counts = Array.from(
        { length: sides },
        (_, i) => rolls.filter((r) => r === i + 1).length,
      );
      expect(rolls.every((r) => Number.isInteger(r) && r >= 1 && r <= sides)).toBe(true);
      for (const count of counts) expect(Math.abs(count - 1_000)).toBeLessThan(130);
    },
  );

  it('a D20 reaches both its 1 and its 20', () => {
    const rolls = rollMany(createRng('geysers'), 20, 2_000);
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(20);
  });

  it('refuses a die without sides', () => {
    expect(() => rollDie(createRng('x'), 0)).toThrow(RangeError);
  });
});
