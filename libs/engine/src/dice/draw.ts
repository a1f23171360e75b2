import type { DraftState } from '../model/step';
import { rollDie } from './rng';

/**
 * Rolls one die on a state being built by `apply`: a result forced by a test comes first,
 * otherwise the seeded generator. The only way the engine gets a random number.
 */
export function roll(draft: DraftState, sides: number): number {
  const forced = draft.dice.forced;
  if (forced.length > 0) {
    const value = forced[0] as number;
    if (!Number.isInteger(value) || value < 1 || value > sides) {
      throw new RangeError(`A forced D${sides} result must be 1 to ${sides}, not ${value}`);
    }
    draft.dice.forced = forced.slice(1);
    return value;
  }
  const [value, rng] = rollDie(draft.dice.rng, sides);
  draft.dice.rng = rng;
  return value;
}

export function roll2d6(draft: DraftState): [number, number] {
  return [roll(draft, 6), roll(draft, 6)];
}
