import { describe, expect, it } from 'vitest';
import { casualtyName, lastingInjuryWords, nigglingWords } from './injury-words';

describe('injury words on the player card, the log and the match summary', () => {
  it('BB-INJ-6: names each Casualty result as the table does', () => {
    expect(
      (['badly-hurt', 'seriously-hurt', 'serious-injury', 'lasting-injury', 'dead'] as const).map(
        casualtyName,
      ),
    ).toEqual(['Badly Hurt', 'Seriously Hurt', 'Serious Injury', 'Lasting Injury', 'Dead']);
  });

  it('BB-INJ-7: names each Lasting Injury with the characteristic it costs', () => {
    expect(
      (
        ['head-injury', 'smashed-knee', 'broken-arm', 'neck-injury', 'dislocated-shoulder'] as const
      ).map(lastingInjuryWords),
    ).toEqual([
      'Head Injury (−1 AV)',
      'Smashed Knee (−1 MA)',
      'Broken Arm (−1 PA)',
      'Neck Injury (−1 AG)',
      'Dislocated Shoulder (−1 ST)',
    ]);
  });

  it('BB-INJ-8: tells a player’s Niggling Injuries with what they add to his Casualty rolls, or nothing', () => {
    expect([undefined, 0, 1, 2].map(nigglingWords)).toEqual([
      null,
      null,
      '1 Niggling Injury: +1 to his Casualty rolls',
      '2 Niggling Injuries: +2 to his Casualty rolls',
    ]);
  });
});
