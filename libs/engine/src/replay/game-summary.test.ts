import { describe, expect, it } from 'vitest';
import { board, play } from '../testing/fixture';
import { summarise } from './game-summary';

/** Team 0 knocks team 1's defender down with a POW, the dice given deciding what comes of it. */
function pow(dice: number[]) {
  const start = board(['.......', '.......', '.......'])
    .player('a', 2, 1)
    .player('d', 3, 1, { team: 1 })
    .withDice([6, ...dice])
    .build();
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'block' },
    { type: 'block', target: '1-1' },
    { type: 'push-to', square: { floor: 0, x: 4, y: 1 } },
    { type: 'follow-up', follow: false },
  ).state;
}

describe('the match summary', () => {
  it('BB-INJ-7: lists the players who suffered a Lasting Injury, with the injury', () => {
    // Armour 6 + 6, Injury 6 + 6, Casualty 13: a Lasting Injury; its D6 3, Smashed Knee.
    const summary = summarise(pow([6, 6, 6, 6, 13, 3]), 0, 4);
    expect(summary.casualties).toEqual([0, 1]);
    expect(summary.lastingInjuries).toEqual([
      { id: '1-1', name: 'd', team: 1, injury: 'smashed-knee' },
    ]);
  });

  it('BB-INJ-7: leaves the list out when nobody suffered one, a Casualty of another kind included', () => {
    // Casualty 12: a Serious Injury.
    const summary = summarise(pow([6, 6, 6, 6, 12]), 0, 4);
    expect(summary.casualties).toEqual([0, 1]);
    expect(summary).not.toHaveProperty('lastingInjuries');
  });
});
