import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';

const hall = ['.......', '.......', '.......'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
/** Team 0's attacker knocks the defender down with a POW, then the dice given decide armour and injury. */
function pow(
  defender: { av?: number; skills?: string[]; nigglingInjuries?: number },
  dice: number[],
) {
  const start = board(hall)
    .player('a', 2, 1)
    .player('d', 3, 1, { team: 1, ...defender })
    .withDice([6, ...dice])
    .build();
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'block' },
    { type: 'block', target: '1-1' },
    { type: 'push-to', square: { floor: 0, x: 4, y: 1 } },
    { type: 'follow-up', follow: false },
  );
}

describe('armour and injury', () => {
  it('BB-INJ-1, BB-CHAR-6: armour breaks on a roll equal to AV, not one below', () => {
    expect(pow({ av: 9 }, [4, 4]).events).toContainEqual(
      expect.objectContaining({ type: 'armour', broken: false }),
    );
    expect(pow({ av: 9 }, [4, 5, 1, 1]).events).toContainEqual(
      expect.objectContaining({ type: 'armour', broken: true }),
    );
  });

  it('BB-INJ-3, DB-INJ-1, DB-INJ-2, BB-STATE-8: injury 7 is Stunned, 8 and 9 KO, 10 a Casualty, each to his box off the board', () => {
    expect(named(pow({}, [6, 6, 3, 4]).state, 'd').stance).toBe('stunned');
    expect(named(pow({}, [6, 6, 4, 4]).state, 'd').box).toBe('ko');
    expect(named(pow({}, [6, 6, 4, 5]).state, 'd').box).toBe('ko');
    const casualty = pow({}, [6, 6, 5, 5, 1]);
    expect(named(casualty.state, 'd').box).toBe('casualty');
    expect(casualty.events).toContainEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 1,
      result: 'badly-hurt',
    });
  });

  it('BB-INJ-4: a Stunty player is Stunned up to 6, KO on 7-8, Badly Hurt on 9 without a Casualty roll', () => {
    expect(named(pow({ skills: ['Stunty'] }, [6, 6, 3, 3]).state, 'd').stance).toBe('stunned');
    expect(named(pow({ skills: ['Stunty'] }, [6, 6, 3, 4]).state, 'd').box).toBe('ko');
    const nine = pow({ skills: ['Stunty'] }, [6, 6, 4, 5]);
    expect(nine.events).toContainEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 0,
      result: 'badly-hurt',
    });
  });

  it('BB-INJ-5: Thick Skull turns an 8 into Stunned; a 9 is still KO', () => {
    expect(named(pow({ skills: ['Thick Skull'] }, [6, 6, 4, 4]).state, 'd').stance).toBe('stunned');
    expect(named(pow({ skills: ['Thick Skull'] }, [6, 6, 4, 5]).state, 'd').box).toBe('ko');
  });

  it('BB-INJ-6: the Casualty D16: 6 Badly Hurt, 7 Seriously Hurt, 12 Serious Injury, 14 Lasting Injury, 15 Dead', () => {
    const results = [6, 7, 12, 14, 15].map((d16) =>
      pow({}, [6, 6, 6, 6, d16]).events.find((e) => e.type === 'casualty'),
    );
    expect(results.map((e) => (e as { result: string }).result)).toEqual([
      'badly-hurt',
      'seriously-hurt',
      'serious-injury',
      'lasting-injury',
      'dead',
    ]);
  });

  it("BB-INJ-6: a Casualty keeps the result that put him in the Casualty box; a KO'd player, or one who regenerates, keeps none", () => {
    expect(named(pow({}, [6, 6, 6, 6, 8]).state, 'd')).toMatchObject({
      box: 'casualty',
      casualty: 'seriously-hurt',
    });
    const knockedOut = named(pow({}, [6, 6, 4, 4]).state, 'd');
    expect(knockedOut.box).toBe('ko');
    expect(knockedOut).not.toHaveProperty('casualty', expect.anything());
    const regenerated = named(pow({ skills: ['Regeneration'] }, [6, 6, 6, 6, 8, 4]).state, 'd');
    expect(regenerated.box).toBe('reserves');
    expect(regenerated).not.toHaveProperty('casualty', expect.anything());
  });

  it('BB-INJ-7: a Lasting Injury rolls a D6: 1–2 Head Injury, 3 Smashed Knee, 4 Broken Arm, 5 Neck Injury, 6 Dislocated Shoulder', () => {
    const injuries = [1, 2, 3, 4, 5, 6].map((d6) => {
      const { state, events } = pow({}, [6, 6, 6, 6, 13, d6]);
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'lasting-injury', player: '1-1', rolled: d6 }),
      );
      return named(state, 'd').lastingInjury;
    });
    expect(injuries).toEqual([
      'head-injury',
      'head-injury',
      'smashed-knee',
      'broken-arm',
      'neck-injury',
      'dislocated-shoulder',
    ]);
  });

  it('BB-INJ-7: only a Lasting Injury rolls on the table (a D16 of 12 or 15 does not); the player keeps his characteristics in the match', () => {
    for (const d16 of [12, 15]) {
      const { state, events } = pow({}, [6, 6, 6, 6, d16, 6]);
      expect(events.some((e) => e.type === 'lasting-injury')).toBe(false);
      expect(named(state, 'd')).not.toHaveProperty('lastingInjury', expect.anything());
      expect(state.dice.forced).toEqual([6]);
    }
    const hurt = named(pow({}, [6, 6, 6, 6, 14, 2]).state, 'd');
    expect(hurt).toMatchObject({ casualty: 'lasting-injury', lastingInjury: 'head-injury', av: 9 });
  });

  it('BB-INJ-7, BB-INJ-11: Regeneration is rolled first: a player who regenerates has no Lasting Injury; one who does not, then rolls it', () => {
    const saved = pow({ skills: ['Regeneration'] }, [6, 6, 6, 6, 13, 4, 3]);
    expect(named(saved.state, 'd').box).toBe('reserves');
    expect(saved.events.some((e) => e.type === 'lasting-injury')).toBe(false);
    expect(saved.state.dice.forced).toEqual([3]);
    const hurt = pow({ skills: ['Regeneration'] }, [6, 6, 6, 6, 13, 3, 5]);
    const kinds = hurt.events.map((e) => e.type);
    expect(kinds.indexOf('test')).toBeLessThan(kinds.indexOf('lasting-injury'));
    expect(named(hurt.state, 'd')).toMatchObject({ box: 'casualty', lastingInjury: 'neck-injury' });
  });

  /** The Casualty event of a POW that breaks armour (12) and rolls a Casualty (12), then `d16`. */
  const casualtyOf = (nigglingInjuries: number | undefined, d16: number) =>
    pow({ ...(nigglingInjuries !== undefined && { nigglingInjuries }) }, [
      6,
      6,
      6,
      6,
      d16,
      1,
    ]).events.find((e) => e.type === 'casualty');

  it('BB-INJ-8: one Niggling Injury adds 1 to the Casualty roll: a 6, Badly Hurt, becomes a 7, Seriously Hurt', () => {
    expect(casualtyOf(undefined, 6)).toEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 6,
      result: 'badly-hurt',
    });
    expect(casualtyOf(1, 6)).toEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 6,
      modifier: 1,
      result: 'seriously-hurt',
    });
    expect(casualtyOf(1, 5)).toMatchObject({ modifier: 1, result: 'badly-hurt' });
    const { state } = pow({ nigglingInjuries: 1 }, [6, 6, 6, 6, 9]);
    expect(named(state, 'd')).toMatchObject({ box: 'casualty', casualty: 'serious-injury' });
  });

  it('BB-INJ-8, BB-INJ-4: two Niggling Injuries add 2: a 5 is Seriously Hurt, a 12 a Lasting Injury, a 13 Dead; a Stunty’s 9 rolls no Casualty to add to', () => {
    expect(casualtyOf(2, 4)).toMatchObject({ rolled: 4, modifier: 2, result: 'badly-hurt' });
    expect(casualtyOf(2, 5)).toMatchObject({ rolled: 5, modifier: 2, result: 'seriously-hurt' });
    expect(casualtyOf(2, 12)).toMatchObject({ modifier: 2, result: 'lasting-injury' });
    expect(casualtyOf(2, 13)).toMatchObject({ modifier: 2, result: 'dead' });
    // A Stunty's Injury roll of 9 is Badly Hurt with no Casualty roll (BB-INJ-4): nothing to add to.
    const nine = pow({ skills: ['Stunty'], nigglingInjuries: 2 }, [6, 6, 4, 5]);
    expect(nine.events.find((e) => e.type === 'casualty')).toEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 0,
      result: 'badly-hurt',
    });
  });

  it('BB-INJ-8: past the top of the table is Dead, the last result: a 16 with two Niggling Injuries, a 14 with one', () => {
    expect(casualtyOf(2, 16)).toMatchObject({ rolled: 16, modifier: 2, result: 'dead' });
    expect(casualtyOf(1, 14)).toMatchObject({ rolled: 14, modifier: 1, result: 'dead' });
    expect(casualtyOf(0, 14)).toEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 14,
      result: 'lasting-injury',
    });
  });
});

describe('turns', () => {
  it("BB-STATE-3, BB-TURN-8: a player Stunned in the opponent's turn misses his own next turn, then turns Prone at its end", () => {
    const stunned = pow({}, [6, 6, 1, 1]).state; // team 0 stunned team 1's defender
    const ended = play(stunned, { type: 'end-turn' }).state; // team 1's turn: he is still Stunned
    expect(named(ended, 'd').stance).toBe('stunned');
    expect(apply(ended, { type: 'activate', player: '1-1', action: 'move' })).toEqual({
      error: 'd is Stunned and cannot be activated (BB-TURN-6).',
    });
    const after = play(ended, { type: 'end-turn' }).state;
    expect(named(after, 'd').stance).toBe('prone');
  });

  it("BB-STATE-3: a player Stunned in his own turn stays Stunned through his team's next turn", () => {
    const start = board(hall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1 })
      .withDice([1, 6, 6, 1, 1])
      .build();
    const own = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    ).state;
    expect(named(own, 'a').stance).toBe('stunned'); // Player Down, armour broken, Stunned, turnover
    const teamOneDone = play(own, { type: 'end-turn' }).state;
    expect(named(teamOneDone, 'a').stance).toBe('stunned');
    const teamZeroDone = play(teamOneDone, { type: 'end-turn' }).state;
    expect(named(teamZeroDone, 'a').stance).toBe('prone');
  });

  it('BB-TURN-2: a player is activated once a team turn, and again the next turn', () => {
    const start = board(hall).player('a', 0, 0).build();
    const once = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'end-activation' },
    ).state;
    expect(apply(once, { type: 'activate', player: '0-1', action: 'move' })).toEqual({
      error: 'a has already been activated this turn (BB-TURN-2).',
    });
    const next = play(once, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(next.players[0]?.activated).toBe(false);
  });
});

describe('team turns', () => {
  it('BB-TURN-1: the teams alternate team turns', () => {
    const start = board(hall).player('a', 0, 0).player('b', 6, 2, { team: 1 }).build();
    const { state, events } = play(start, { type: 'end-turn' }, { type: 'end-turn' });
    expect(events.filter((e) => e.type === 'turn-started')).toEqual([
      { type: 'turn-started', team: 1, number: 2 },
      { type: 'turn-started', team: 0, number: 3 },
    ]);
    expect(state.turn.team).toBe(0);
  });

  it('BB-TURN-3: the coach declares the action on activation; a special action only for a player whose skill grants it', () => {
    const start = board(hall)
      .player('plain', 0, 0)
      .player('gazer', 0, 2, { skills: ['Hypnotic Gaze'] })
      .build();
    const declared = (id: string) =>
      legalActions(start).flatMap((a) =>
        a.type === 'activate' && a.player === id ? [a.action] : [],
      );
    expect(declared('0-1')).toEqual(['move', 'block', 'blitz', 'pass', 'hand-off', 'foul']);
    expect(declared('0-2')).toEqual([...declared('0-1'), 'hypnotic-gaze']);
    const { state } = play(start, { type: 'activate', player: '0-1', action: 'pass' });
    expect(state.turn.activation).toMatchObject({ player: '0-1', action: 'pass' });
  });

  it('BB-TURN-7: with nobody left to activate only the end of the turn is left; the coach may end it at any time', () => {
    const start = board(hall).player('a', 0, 0).player('b', 6, 2, { team: 1 }).build();
    const done = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'end-activation' },
    ).state;
    expect(legalActions(done)).toEqual([{ type: 'end-turn' }]);
    const early = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'end-turn' },
    );
    expect(early.state.turn.team).toBe(1);
    expect(early.state.turn.activation).toBeNull();
  });

  it("BB-TURN-7: a turnover ends the acting player's activation and the team turn at once", () => {
    // The Dodge out of the opponent's zone fails on a 1: he falls with 5 MA left.
    const start = board(hall)
      .player('a', 1, 1)
      .player('foe', 2, 1, { team: 1 })
      .withDice([1, 1, 1])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(0, 1) },
    );
    expect(events.map((e) => e.type)).toContain('turnover');
    expect(events).toContainEqual({ type: 'turn-ended', team: 0 });
    expect(named(state, 'a').at).toEqual(at(0, 1));
    expect(state.turn).toMatchObject({ team: 1, activation: null });
  });
});

describe('injury skills', () => {
  it('BB-SKILL-1 Regeneration: after the Casualty roll, 4+ sends him to the Reserves instead (BB-INJ-11)', () => {
    const healed = pow({ skills: ['Regeneration'] }, [6, 6, 5, 5, 16, 4]);
    expect(named(healed.state, 'd').box).toBe('reserves');
    expect(healed.events).toContainEqual(
      expect.objectContaining({ test: 'regeneration', rolled: 4, success: true }),
    );
    expect(named(pow({ skills: ['Regeneration'] }, [6, 6, 5, 5, 1, 3]).state, 'd').box).toBe(
      'casualty',
    );
  });

  it('BB-SKILL-1 Regeneration: not on a KO; a Stunty Badly Hurt (no Casualty roll) may regenerate', () => {
    const ko = pow({ skills: ['Regeneration'] }, [6, 6, 4, 4]);
    expect(ko.events.some((e) => e.type === 'test')).toBe(false);
    expect(named(ko.state, 'd').box).toBe('ko');
    const stunty = pow({ skills: ['Regeneration', 'Stunty'] }, [6, 6, 4, 5, 6]);
    expect(named(stunty.state, 'd').box).toBe('reserves');
  });

  const foul = (skills: string[], dice: number[]) =>
    play(
      board(hall)
        .player('f', 2, 1, { skills })
        .player('v', 3, 1, { team: 1, stance: 'prone' })
        .withDice(dice)
        .build(),
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: '1-1' },
    );

  it('BB-SKILL-1 Dirty Player: its value goes on the foul Armour roll when that breaks the armour (BB-FOUL-2)', () => {
    expect(foul(['Dirty Player (+2)'], [3, 4, 1, 1]).events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 2, broken: true }),
    );
    expect(foul(['Dirty Player'], [4, 4, 1, 1]).events).toContainEqual(
      expect.objectContaining({ type: 'armour', modifier: 1, broken: true }),
    );
  });

  it('BB-SKILL-1 Dirty Player: else on the Injury roll (BB-FOUL-3)', () => {
    const { events, state } = foul(['Dirty Player (+1)'], [5, 5, 4, 3]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 0 }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', modifier: 1, result: 'ko' }),
    );
    expect(named(state, 'v').box).toBe('ko');
  });
});
