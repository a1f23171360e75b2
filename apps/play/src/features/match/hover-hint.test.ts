import { describe, expect, it } from 'vitest';
import type { PassPreview, PublicState } from '@dungeonbowl/engine';
import { passWords } from './hover-hint';

const state = {
  players: [
    { id: '0-6', name: 'Lena', number: 6, position: 'Catcher' },
    { id: '1-4', name: 'Grim', number: 4, position: 'Blitzer' },
  ],
} as unknown as PublicState;
const square = { floor: 0, x: 6, y: 1 };
const odds: PassPreview = {
  range: 'S',
  pass: { player: '0-2', target: 4, modifier: -1, chance: 2 / 6 },
  fumbled: 1 / 6,
  inaccurate: 3 / 6,
  portcullis: false,
  interferers: [{ player: '1-4', target: 3, modifier: -3, chance: 1 / 6 }],
  catcher: { player: '0-6', target: 3, modifier: 0, chance: 4 / 6 },
  completion: 0.19,
};

describe('the odds of a pass to the hovered receiver, in words', () => {
  it('BB-PASS-4, BB-PASS-10: the range, the roll needed with its modifier, who may interfere, the catch and the completion', () => {
    expect(passWords(state, square, odds)).toBe(
      'Pass to Lena (#6 Catcher), Short: accurate on 5+ (−1) 33%, fumbled 17%; Grim (#4 Blitzer) may interfere on 6+; caught on 3+; 19% complete',
    );
  });

  it('DB-PORT-4: through a lowered portcullis it tells how often the ball rebounds; an empty square has no catch', () => {
    const words = passWords(state, square, {
      ...odds,
      portcullis: true,
      interferers: [],
      catcher: null,
      completion: 0,
    });
    expect(words).toBe(
      'Pass to the empty square (6, 1), Short: accurate on 5+ (−1) 33%, fumbled 17%; through the portcullis, 50% it rebounds off it (DB-PORT-4)',
    );
  });
});
