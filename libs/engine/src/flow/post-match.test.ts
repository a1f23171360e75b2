import { describe, expect, it } from 'vitest';
import { defaultOptions } from './create';
import type { GameState } from '../model/state';
import { board, named, play } from '../testing/fixture';
import { view } from '../view';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

/**
 * Team 0's runner steps into team 1's end zone and wins (DB-MATCH-4); team 1 has one player far
 * away, or more when told. The dice given are the post-match's: team 0's D3 (and its re-roll),
 * its MVP draw, then team 1's D3, MVP draw and fans D6.
 */
function touchdown(dice: number[], fans = 1, extra = 0): GameState {
  let builder = board(hall)
    .endZone({ id: 'west', x: 0, y: 0, width: 2, height: 4 }, 0)
    .endZone({ id: 'east', x: 8, y: 0, width: 2, height: 4 }, 1)
    .player('runner', 7, 1)
    .player('foe', 2, 3, { team: 1 });
  for (let i = 0; i < extra; i++) builder = builder.player(`mate${i}`, 3 + i, 4);
  const start = builder.ballHeldBy('runner').withFans(1, fans).withDice(dice).build();
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'move' },
    { type: 'move', to: at(8, 1) },
  ).state;
}

describe('post-match winnings', () => {
  it('DB-POST-1, BB-SPP-4: the winner is paid (D3 + 3) x 3,000 gp: a D3 of 3 gives 18,000 and is kept', () => {
    const state = touchdown([3, 1, 2, 1, 6]);
    expect(state.postMatch?.teams[0]).toMatchObject({
      outcome: 'won',
      winningsDice: [3],
      winnings: 18000,
    });
  });

  it('DB-POST-1: a D3 of 1 is re-rolled once, and the second result stands, even another 1', () => {
    expect(touchdown([1, 2, 1, 2, 1, 6]).postMatch?.teams[0]).toMatchObject({
      winningsDice: [1, 2],
      winnings: 15000,
    });
    expect(touchdown([1, 1, 1, 2, 1, 6]).postMatch?.teams[0]).toMatchObject({
      winningsDice: [1, 1],
      winnings: 12000,
    });
  });

  it('DB-POST-1: a D3 of 2 is kept (a re-roll would gain nothing on average)', () => {
    expect(touchdown([2, 1, 2, 1, 6]).postMatch?.teams[0]).toMatchObject({
      winningsDice: [2],
      winnings: 15000,
    });
  });

  it('DB-POST-2: a loser is paid (D3 + 2) x 3,000 gp, 9,000 on a 1 (no re-roll) to 15,000 on a 3', () => {
    expect(touchdown([3, 1, 1, 1, 6]).postMatch?.teams[1]).toMatchObject({
      outcome: 'lost',
      winningsDice: [1],
      winnings: 9000,
    });
    expect(touchdown([3, 1, 3, 1, 6]).postMatch?.teams[1]).toMatchObject({ winnings: 15000 });
  });

  it('DB-POST-2, DB-MATCH-6: in a draw no team has won: each is paid as a loser and no fans are rolled', () => {
    const start = board(hall)
      .player('a', 1, 1)
      .player('b', 5, 1, { team: 1 })
      .withFans(1, 6)
      .withOptions({ ...defaultOptions, maxRounds: 1 })
      .build();
    const { state, events } = play(start, { type: 'end-turn' }, { type: 'end-turn' });
    expect(state.result).toMatchObject({ winner: null });
    // Random dice: only the figures that do not depend on them are checked.
    const [first, second] = state.postMatch!.teams;
    for (const team of [first!, second!]) {
      expect(team.outcome).toBe('drew');
      expect(team.winningsDice).toHaveLength(1);
      expect(team.winnings).toBe((team.winningsDice[0]! + 2) * 3000);
      expect(team).toMatchObject({ fansRoll: null, fansChange: 0 });
    }
    expect(second!.dedicatedFans).toBe(6);
    expect(events.at(-1)).toEqual({ type: 'post-match', postMatch: state.postMatch });
  });
});

describe('most valuable player', () => {
  it('DB-POST-3, BB-SPP-2, DB-POST-6: one MVP a team, drawn among its players, and worth 4 SPP (BB-SPP-1)', () => {
    const state = touchdown([3, 2, 3, 1, 6], 1, 2);
    expect(state.postMatch?.teams.map((t) => t.mvp)).toEqual([named(state, 'mate0').id, '1-1']);
    expect(state.spp.awards).toContainEqual({
      player: named(state, 'mate0').id,
      reason: 'mvp',
      spp: 4,
    });
    expect(state.spp.awards).toContainEqual({ player: '1-1', reason: 'mvp', spp: 4 });
  });

  it('BB-SPP-2: a dead player is not eligible; a player in the Casualty box who lives is', () => {
    const start = board(hall)
      .endZone({ id: 'west', x: 0, y: 0, width: 2, height: 4 }, 0)
      .endZone({ id: 'east', x: 8, y: 0, width: 2, height: 4 }, 1)
      .player('runner', 7, 1)
      .player('blocker', 2, 2)
      .player('victim', 3, 2, { team: 1 })
      .player('hurt', 3, 4, { team: 1 })
      .ballHeldBy('runner')
      // POW, armour 12, injury 12, D16 15 = Dead; then the post-match dice
      .withDice([6, 6, 6, 6, 6, 15, 3, 1, 3, 1, 6])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: named(start, 'blocker').id, action: 'block' },
      { type: 'block', target: named(start, 'victim').id },
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(8, 1) },
    );
    expect(named(state, 'victim').box).toBe('casualty');
    // Team 1's only eligible player is "hurt", drawn with a D1 of 1.
    expect(state.postMatch?.teams[1]?.mvp).toBe(named(state, 'hurt').id);
  });

  it('DB-POST-7: a player lost in the Interstice is eligible, being available for the next match', () => {
    const start = board(hall)
      .endZone({ id: 'east', x: 8, y: 0, width: 2, height: 4 }, 1)
      .player('runner', 7, 1)
      .player('lost', 2, 3, { team: 1 })
      .ballHeldBy('runner')
      .withDice([3, 1, 3, 1, 6])
      .build();
    const lost = named(start, 'lost');
    lost.at = null;
    lost.box = 'lost';
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(8, 1) },
    );
    expect(state.postMatch?.teams[1]?.mvp).toBe(lost.id);
  });
});

describe('dedicated fans', () => {
  it('DB-POST-5: the winner gains 1 without a roll', () => {
    expect(touchdown([3, 1, 3, 1, 6]).postMatch?.teams[0]).toMatchObject({
      fansRoll: null,
      fansChange: 1,
      dedicatedFans: 2,
    });
  });

  it('BB-SPP-3: a loser rolls a D6 and loses 1 on a roll below his Dedicated Fans, not on one equal', () => {
    expect(touchdown([3, 1, 3, 1, 2], 3).postMatch?.teams[1]).toMatchObject({
      fansRoll: 2,
      fansChange: -1,
      dedicatedFans: 2,
    });
    expect(touchdown([3, 1, 3, 1, 3], 3).postMatch?.teams[1]).toMatchObject({
      fansRoll: 3,
      fansChange: 0,
      dedicatedFans: 3,
    });
  });

  it('the post-match is in every coach view', () => {
    const state = touchdown([3, 1, 3, 1, 6]);
    expect(view(state, 1).state.postMatch).toEqual(state.postMatch);
    expect(view(state, null).state.spp).toEqual(state.spp);
  });
});
