import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import type { Action } from '../model/actions';
import { defaultOptions } from '../flow/create';
import type { GameState } from '../model/state';
import { board, named, play } from '../testing/fixture';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/**
 * A hall with a hazard at (2, 1); the attacker at (4, 1) pushes the defender at (3, 1) into it.
 * Next to the hazard, the defender first makes his precarious roll (DB-PREC-4): the first die.
 */
const hallWith = (hazard: string) =>
  board([`.......`, `..${hazard}....`, `.......`])
    .player('attacker', 4, 1)
    .player('defender', 3, 1, { team: 1 })
    .teleporter(1, 6, 0)
    .teleporter(2, 6, 2);

const pushInto = (square = at(2, 1)): Action[] => [
  { type: 'activate', player: '0-1', action: 'block' },
  { type: 'block', target: '1-1' },
  { type: 'push-to', square },
];

const events = (state: GameState, ...actions: Action[]) => play(state, ...actions).events;

describe('falling into hazards', () => {
  it('DB-HAZ-5, DB-PREC-7: pushed into lava, a D6 of 1 kills him, with no Armour roll', () => {
    const start = hallWith('*').withDice([2, 3, 1]).build();
    const { state, events } = play(start, ...pushInto());
    expect(named(state, 'defender')).toMatchObject({ box: 'casualty', at: null });
    expect(events).toContainEqual({ type: 'casualty', player: '1-1', rolled: 1, result: 'dead' });
    expect(events.filter((e) => e.type === 'armour')).toEqual([]);
    expect(events).toContainEqual({
      type: 'fell-in',
      player: '1-1',
      into: at(2, 1),
      hazard: 'lava',
    });
  });

  it('DB-HAZ-5: on 2 to 6 he is seriously injured', () => {
    const start = hallWith('*').withDice([2, 3, 2]).build();
    expect(events(start, ...pushInto())).toContainEqual({
      type: 'casualty',
      player: '1-1',
      rolled: 2,
      result: 'serious-injury',
    });
  });

  it('DB-BALL-3, DB-HAZ-5: the ball of a carrier lost in lava reappears on the teleporter a D6 names, then bounces', () => {
    // Push (3); teleporter 2 (2), bounce north (2); the D6 for him (4).
    const start = hallWith('*').ballHeldBy('defender').withDice([2, 3, 2, 2, 4]).build();
    const { state, events } = play(start, ...pushInto());
    expect(events).toContainEqual({ type: 'ball-reappeared', rolled: 2, at: at(6, 2) });
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
  });

  it('DB-HOLE-2: the spiked pit is a one-floor fall with +1 more for the stakes: Armour and Injury +2', () => {
    // Armour 4 + 3 + 2 breaks 9+; Injury 3 + 3 + 2 = 8: KO.
    const start = hallWith('^').withDice([2, 3, 4, 3, 3, 3]).build();
    const { state, events } = play(start, ...pushInto());
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 2 }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', modifier: 2, result: 'ko' }),
    );
    expect(named(state, 'defender').box).toBe('ko');
  });

  it('DB-HOLE-2: unhurt by the spiked pit, he climbs out to the Reserves', () => {
    const start = hallWith('^').withDice([2, 3, 1, 1]).build();
    const { state } = play(start, ...pushInto());
    expect(named(state, 'defender')).toMatchObject({ box: 'reserves', stance: 'standing' });
  });

  it('DB-HAZ-5: [Jervis 1998] falling into a spiked pit is deadly', () => {
    const start = hallWith('^')
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([2, 3, 1])
      .build();
    expect(events(start, ...pushInto())).toContainEqual(
      expect.objectContaining({ type: 'casualty', result: 'dead' }),
    );
  });

  it('DB-MUD-1, DB-PIT-8, DB-INJ-5: in the mud river he goes to the Reserves, unhurt, and waits a turn before the pit teleporter takes him', () => {
    const start = hallWith('=').withDice([2, 3]).build();
    start.turn.round = 2; // the pit teleporter works from the second round (DB-PIT-2)
    const { state, events } = play(start, ...pushInto(), { type: 'follow-up', follow: false });
    expect(named(state, 'defender')).toMatchObject({ box: 'reserves', waits: 1 });
    expect(events.filter((e) => e.type === 'armour' || e.type === 'injury')).toEqual([]);
    const theirs = play(state, { type: 'end-turn' }).state;
    expect(theirs.turn.team).toBe(1);
    expect(legalActions(theirs)).not.toContainEqual({ type: 'pit-teleport', player: '1-1' });
    const next = play(theirs, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(legalActions(next)).toContainEqual({ type: 'pit-teleport', player: '1-1' });
  });

  it('DB-MUD-1: the ball he held reappears on a random teleporter', () => {
    const start = hallWith('=').ballHeldBy('defender').withDice([2, 3, 1, 7]).build();
    const { state } = play(start, ...pushInto());
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
  });

  it('DB-SPRING-1, DB-HAZ-1: in the boiling spring, unbroken armour still means KO', () => {
    // Armour 1 + 1 + 2 does not break 9+.
    const start = hallWith('b').withDice([2, 3, 1, 1]).build();
    const { state, events } = play(start, ...pushInto());
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 2 }));
    expect(named(state, 'defender').box).toBe('ko');
  });

  it('DB-SPRING-1: broken, the Injury roll at +2 is a KO on 2–9 and a Casualty on 10+', () => {
    // Armour 4 + 3 + 2 breaks; Injury 4 + 4 + 2 = 10: Casualty (D16 1: Badly Hurt).
    const start = hallWith('b').withDice([2, 3, 4, 3, 4, 4, 1]).build();
    const { state } = play(start, ...pushInto());
    expect(named(state, 'defender').box).toBe('casualty');
  });

  it('DB-SPRING-2, DB-BALL-4, DB-BALL-8: a ball bouncing into the spring reappears on a random teleporter', () => {
    // Next to the spring, the runner's precarious roll (2), then he fails the pick-up (1); the
    // ball bounces west (4) into the spring, comes back on teleporter 1 (1) and bounces south (7).
    const start = board(['.......', '..b....', '.......'])
      .player('runner', 4, 1)
      .ballOn(3, 1)
      .teleporter(1, 6, 0)
      .withDice([2, 1, 4, 1, 7])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(3, 1) },
    );
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
  });

  it('DB-RUBBLE-3: pushed into rubble, an Armour roll; he stays Standing when it holds', () => {
    const start = hallWith('r').withDice([3, 1, 1]).build();
    const { state, events } = play(start, ...pushInto(), { type: 'follow-up', follow: false });
    expect(named(state, 'defender')).toMatchObject({ at: at(2, 1), stance: 'standing' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 0 }));
  });

  it('DB-RUBBLE-3: pushed and Knocked Down into rubble, one Armour roll, at +1', () => {
    const start = hallWith('r').withDice([6, 1, 1]).build();
    const { state, events } = play(start, ...pushInto(), { type: 'follow-up', follow: false });
    expect(named(state, 'defender')).toMatchObject({ at: at(2, 1), stance: 'prone' });
    expect(events.filter((e) => e.type === 'armour')).toEqual([
      expect.objectContaining({ modifier: 1 }),
    ]);
  });

  it('DB-HAZ-4, DB-PREC-1: each element does its own harm: with the same low dice, lava kills, the spiked pit and the mud river send him to the Reserves, the spring Knocks him Out, the water leaves him Standing', () => {
    const fallInto = (hazard: string) => {
      const start = hallWith(hazard).withDice([2, 3, 1, 1, 1, 1, 1, 1]).build();
      const { state, events } = play(start, ...pushInto());
      const defender = named(state, 'defender');
      return {
        box: defender.box,
        standing: defender.at !== null && defender.stance === 'standing',
        rolls: events.filter((e) => e.type === 'armour' || e.type === 'injury').length,
      };
    };
    expect(['*', '^', '=', 'b', '~'].map(fallInto)).toEqual([
      { box: 'casualty', standing: false, rolls: 0 }, // DB-HAZ-5: a D6 of 1, dead
      { box: 'reserves', standing: false, rolls: 1 }, // DB-HOLE-2: the Armour roll holds
      { box: 'reserves', standing: false, rolls: 0 }, // DB-MUD-1
      { box: 'ko', standing: false, rolls: 1 }, // DB-SPRING-1
      { box: null, standing: true, rolls: 0 }, // DB-WATER-10
    ]);
  });

  it('DB-WATER-10: pushed into deep water he stays Standing, with no roll', () => {
    const start = hallWith('~').withDice([2, 3]).build();
    const { state, events } = play(start, ...pushInto(), { type: 'follow-up', follow: false });
    expect(named(state, 'defender')).toMatchObject({ at: at(2, 1), stance: 'standing' });
    expect(events.filter((e) => e.type === 'armour')).toEqual([]);
  });
});
