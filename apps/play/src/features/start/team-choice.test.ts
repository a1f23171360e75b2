import { describe, expect, it } from 'vitest';
import { leagueProblems, offerFor } from './team-choice';

describe('leagueProblems', () => {
  const ogres = offerFor('ogre');
  const humans = offerFor('human');

  it('LM-10: an Ogre team with more than 2 big guys is named when the league rule is on', () => {
    expect(leagueProblems([humans, ogres], ['LM-10'])).toEqual([
      expect.stringMatching(/^Team 2 \(.+\): League rules allow at most 2 big guys/),
    ]);
  });

  it('LM-10: without league rules, or with others only, every team may play', () => {
    expect(leagueProblems([humans, ogres], [])).toEqual([]);
    expect(leagueProblems([humans, ogres], ['LM-23', 'LM-32'])).toEqual([]);
  });
});
