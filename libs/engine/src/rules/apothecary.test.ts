import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../model/events';
import { board, editable, named, play } from '../testing/fixture';

const hall = ['.......', '.......', '.......'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

/**
 * Team 0 knocks team 1's defender down with a POW; the dice given then decide armour, injury and
 * any Casualty rolls. Team 1 has `apothecaries` left.
 */
function pow(dice: number[], apothecaries: number, skills: string[] = [], nigglingInjuries = 0) {
  const start = board(hall)
    .player('a', 2, 1)
    .player('d', 3, 1, { team: 1, skills, ...(nigglingInjuries > 0 && { nigglingInjuries }) })
    .withDice([6, ...dice])
    .build();
  if (apothecaries > 0) editable(start.teams[1]!).apothecaries = apothecaries;
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'block' },
    { type: 'block', target: '1-1' },
    { type: 'push-to', square: at(4, 1) },
    { type: 'follow-up', follow: false },
  );
}
const treated = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'apothecary');

describe('apothecary', () => {
  it('BB-INJ-10: a knocked-out player stays in play, Stunned, and the apothecary is used up', () => {
    const { state, events } = pow([6, 6, 4, 4], 1);
    expect(named(state, 'd')).toMatchObject({ box: null, at: at(4, 1), stance: 'stunned' });
    expect(treated(events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: null, result: 'stunned' },
    ]);
    expect(state.teams[1]!.apothecaries).toBe(0);
  });

  it('BB-INJ-10: without an apothecary left the same roll puts him in the KO box', () => {
    const { state, events } = pow([6, 6, 4, 4], 0);
    expect(named(state, 'd').box).toBe('ko');
    expect(treated(events)).toEqual([]);
  });

  it('BB-INJ-10: a Badly Hurt player goes straight to the Reserves, with no second roll', () => {
    const { state, events } = pow([6, 6, 5, 5, 6], 1);
    expect(named(state, 'd').box).toBe('reserves');
    expect(treated(events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: null, result: 'badly-hurt' },
    ]);
  });

  it('BB-INJ-10: a dead player is rolled for again; a 6 on the D16 leaves him Badly Hurt, in the Reserves', () => {
    const { state, events } = pow([6, 6, 5, 5, 16, 6], 1);
    expect(named(state, 'd').box).toBe('reserves');
    expect(treated(events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 6, result: 'badly-hurt' },
    ]);
    expect(state.spp.dead).toEqual([]);
  });

  it('BB-INJ-10: the better of the two results stands, never the worse', () => {
    const better = pow([6, 6, 5, 5, 13, 7], 1); // lasting injury, then seriously hurt
    expect(treated(better.events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 7, result: 'seriously-hurt' },
    ]);
    expect(named(better.state, 'd')).toMatchObject({ box: 'casualty', casualty: 'seriously-hurt' });
    const worse = pow([6, 6, 5, 5, 7, 16], 1); // seriously hurt, then dead: stays seriously hurt
    expect(treated(worse.events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 16, result: 'seriously-hurt' },
    ]);
  });

  it('BB-INJ-8, BB-INJ-10: the apothecary’s second Casualty roll gets the Niggling Injury’s +1 too', () => {
    // dead (16 + 1), then 6 + 1 = 7: Seriously Hurt, where a 6 alone would send him to the Reserves
    const { state, events } = pow([6, 6, 5, 5, 16, 6], 1, [], 1);
    expect(treated(events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 6, modifier: 1, result: 'seriously-hurt' },
    ]);
    expect(named(state, 'd')).toMatchObject({ box: 'casualty', casualty: 'seriously-hurt' });
  });

  it('BB-INJ-7, BB-INJ-10: the Lasting Injury table is rolled only for a Lasting Injury that stands after the apothecary', () => {
    const spared = pow([6, 6, 5, 5, 13, 7, 1], 1); // lasting injury, then seriously hurt stands
    expect(spared.events.some((e) => e.type === 'lasting-injury')).toBe(false);
    expect(named(spared.state, 'd')).not.toHaveProperty('lastingInjury', expect.anything());
    const stands = pow([6, 6, 5, 5, 16, 13, 4], 1); // dead, then a lasting injury stands
    expect(stands.events).toContainEqual({
      type: 'lasting-injury',
      player: '1-1',
      rolled: 4,
      injury: 'broken-arm',
    });
    expect(named(stands.state, 'd')).toMatchObject({
      casualty: 'lasting-injury',
      lastingInjury: 'broken-arm',
    });
  });

  it('BB-INJ-11: Regeneration is rolled after the apothecary, when he is still a Casualty', () => {
    const { state, events } = pow([6, 6, 5, 5, 16, 15, 4], 1, ['Regeneration']);
    expect(treated(events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 15, result: 'dead' },
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'regeneration', rolled: 4 }),
    );
    expect(named(state, 'd').box).toBe('reserves');
  });

  it('BB-INJ-10: two apothecaries treat two players, then none is left', () => {
    const first = pow([6, 6, 4, 4], 2);
    expect(first.state.teams[1]!.apothecaries).toBe(1);
  });
});

describe('what a coach keeps his apothecary for', () => {
  const keptFor = (use: 'any' | 'casualty' | 'serious', dice: number[]) => {
    const start = board(hall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1 })
      .withDice([6, ...dice])
      .build();
    start.teams[1] = { ...start.teams[1]!, apothecaries: 1, apothecaryUse: use };
    return play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 1) },
      { type: 'follow-up', follow: false },
    );
  };

  it('BB-INJ-10: kept for a Casualty, the apothecary lets a KO go and is still there', () => {
    const { state, events } = keptFor('casualty', [6, 6, 4, 4]);
    expect(named(state, 'd').box).toBe('ko');
    expect(treated(events)).toEqual([]);
    expect(state.teams[1]!.apothecaries).toBe(1);
    expect(treated(keptFor('casualty', [6, 6, 5, 5, 6]).events)).toHaveLength(1);
  });

  it('BB-INJ-10: kept for a serious Casualty, it lets a Badly Hurt go and treats a Seriously Hurt', () => {
    expect(treated(keptFor('serious', [6, 6, 5, 5, 6]).events)).toEqual([]);
    expect(treated(keptFor('serious', [6, 6, 5, 5, 7, 1]).events)).toEqual([
      { type: 'apothecary', player: '1-1', rolled: 1, result: 'badly-hurt' },
    ]);
  });
});
