import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import type { Action } from '../model/actions';
import { boardFromMap, defaultOptions } from '../flow/create';
import { isPrecarious } from '../board/dungeon';
import { blockBy, board, named, play } from '../testing/fixture';

const at = (x: number, y: number) => ({ floor: 0, x, y });

/** A hall with the mud river showing at (3, 1): the squares round it are precarious (DB-PREC-2). */
const hall = () => board(['.......', '...=...', '.......']).teleporter(1, 6, 0);
const precariousRolls = (events: readonly { type: string; test?: string }[]) =>
  events.filter((e) => e.type === 'test' && e.test === 'precarious');

describe('precarious situations', () => {
  it('DB-PREC-2, DB-PREC-4: a defender next to a hazard rolls before he is blocked; on a 1 he falls in and the block is not thrown, but spent', () => {
    const start = hall().player('attacker', 1, 1).player('defender', 2, 1, { team: 1 });
    const { state, events } = play(start.withDice([1]).build(), ...blockBy('0-1', '1-1'));
    expect(named(state, 'defender').box).toBe('reserves'); // into the mud (DB-MUD-1)
    expect(events.filter((e) => e.type === 'block-dice')).toEqual([]);
    expect(state.turn.activation).toBeNull();
    expect(named(state, 'attacker').activated).toBe(true);
    expect(state.turn.team).toBe(0); // DB-PREC-9: only the active team's fall is a turnover
  });

  it('DB-PREC-6: on 2 to 6 he stands firm and the block goes on', () => {
    const start = hall().player('attacker', 1, 1).player('defender', 2, 1, { team: 1 });
    const { events } = play(start.withDice([2, 3]).build(), ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice' }));
  });

  it('DB-PREC-9, DB-PREC-10: an attacker who slips loses his block, and it is a turnover', () => {
    const start = hall().player('attacker', 2, 1).player('defender', 1, 1, { team: 1 });
    const { state } = play(start.withDice([1]).build(), ...blockBy('0-1', '1-1'));
    expect(named(state, 'attacker').box).toBe('reserves');
    expect(named(state, 'defender').stance).toBe('standing');
    expect(state.turn.team).toBe(1);
  });

  it('DB-PREC-6: the active team may re-roll its player’s precarious roll', () => {
    const start = hall()
      .player('attacker', 2, 1)
      .player('defender', 1, 1, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 4, 3])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    expect(state.pending.at(-1)).toMatchObject({ kind: 'reroll', test: { kind: 'precarious' } });
    const { state: after, events } = play(state, { type: 'use-reroll', source: 'team' });
    expect(named(after, 'attacker').box).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice' }));
  });

  it('DB-PREC-4: the block a precarious roll is made before waits beneath its re-roll offer, which holds the roll alone', () => {
    const start = hall()
      .player('attacker', 2, 1)
      .player('defender', 1, 1, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 4, 3])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    const then = { kind: 'block', attacker: '0-1', defender: '1-1', done: [] };
    expect(state.pending).toEqual([
      { kind: 'precarious-for', team: 0, then },
      {
        kind: 'reroll',
        team: 0,
        test: { kind: 'precarious', player: '0-1', target: 2, modifier: 0, rolled: 1, skills: [] },
        teamReroll: true,
        pro: false,
      },
    ]);
    // Declined, he slips: the block he was to make is lost with its frame (DB-PREC-10).
    const declined = play(state, { type: 'use-reroll', source: 'none' }).state;
    expect(declined.pending).toEqual([]);
    expect(named(declined, 'attacker').box).toBe('reserves');
  });

  it('DB-PREC-4, DB-PREC-10: [Torguer 2021] a precarious assister rolls too; slipping, he does not assist', () => {
    // The assister at (2, 2) helps against the defender at (1, 1), next to the mud.
    const start = hall()
      .player('attacker', 0, 1)
      .player('defender', 1, 1, { team: 1 })
      .player('assister', 2, 2);
    const steady = play(start.withDice([2, 3, 3]).build(), ...blockBy('0-1', '1-1'));
    expect(steady.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push', 'push'] }),
    );
    const slipped = play(start.withDice([1, 3]).build(), ...blockBy('0-1', '1-1'));
    expect(named(slipped.state, 'assister').box).toBe('reserves');
    expect(slipped.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'] }),
    );
  });

  it('DB-PREC-5: [Jervis 1998] assisting needs no precarious roll', () => {
    const start = hall()
      .player('attacker', 0, 1)
      .player('defender', 1, 1, { team: 1 })
      .player('assister', 2, 2)
      .withOptions({ ...defaultOptions, ruleset: 'jervis-1998' })
      .withDice([3, 3])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(precariousRolls(events)).toEqual([]);
  });

  it('DB-PREC-10: in a Blitz, a defender who slips spends the block, and the blitzer may move on', () => {
    const start = hall()
      .player('blitzer', 0, 1)
      .player('defender', 2, 1, { team: 1 })
      .withDice([1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'move', to: at(1, 1) },
      { type: 'block', target: '1-1' },
    );
    expect(state.turn.activation).toMatchObject({ player: '0-1', blocked: true });
    expect(legalActions(state)).toContainEqual({ type: 'move', to: at(1, 0) });
  });

  it('DB-PREC-4: moving, dodging and marking need no precarious roll', () => {
    const start = hall().player('runner', 1, 0).player('marker', 3, 2, { team: 1 }).build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 0) },
      { type: 'move', to: at(2, 1) },
      { type: 'move', to: at(2, 2) },
    );
    expect(precariousRolls(events)).toEqual([]);
  });

  it('DB-PREC-4: picking up the ball on a precarious square, he rolls first; slipping, he does not pick it up, a turnover', () => {
    const start = hall().player('runner', 1, 2).ballOn(2, 2).withDice([1]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 2) },
    );
    expect(precariousRolls(events)).toHaveLength(1);
    expect(named(state, 'runner').box).toBe('reserves');
    expect(state.ball).toEqual({ at: at(2, 2), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PREC-4, DB-PREC-10: a thrower who slips makes no pass; the ball he holds is lost with him (DB-BALL-3)', () => {
    // Slips (1); the ball comes back on teleporter 1 (1) and bounces south (7).
    const start = hall()
      .player('thrower', 2, 1)
      .player('catcher', 0, 1)
      .ballHeldBy('thrower')
      .withDice([1, 1, 7])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(0, 1) },
    );
    expect(events.filter((e) => e.type === 'pass-thrown')).toEqual([]);
    expect(state.ball).toEqual({ at: at(6, 1), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PREC-4, DB-PREC-10: a catcher who slips misses the ball, which bounces from his square', () => {
    const start = hall()
      .player('giver', 1, 1)
      .player('receiver', 2, 1)
      .ballHeldBy('giver')
      .withDice([1, 7])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(named(state, 'receiver').box).toBe('reserves');
    expect(state.ball).toEqual({ at: at(2, 2), carrier: null });
    expect(state.turn.team).toBe(1);
  });

  it('DB-PREC-4: a precarious player rolls once before he interferes with a pass, and not again to catch it', () => {
    // The pass (6, accurate); the interferer next to the mud rolls (2), deflects (6), catches (6).
    const passing = board(['...=...', '.......', '.......'])
      .player('thrower', 0, 1)
      .player('receiver', 5, 1)
      .player('interferer', 3, 1, { team: 1 })
      .ballHeldBy('thrower');
    const actions: Action[] = [
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(5, 1) },
      { type: 'interfere', player: '1-1' },
    ];
    const caught = play(passing.withDice([6, 2, 6, 6]).build(), ...actions);
    expect(precariousRolls(caught.events)).toHaveLength(1);
    expect(caught.state.ball.carrier).toBe('1-1');
    // Slipping (1), he falls into the mud and the pass goes on to the receiver (6).
    const slipped = play(passing.withDice([6, 1, 6]).build(), ...actions);
    expect(named(slipped.state, 'interferer').box).toBe('reserves');
    expect(slipped.state.ball.carrier).toBe('0-2');
  });

  it('DB-PREC-6: next to several hazards, the one he falls into is drawn at random', () => {
    const start = board(['...=...', '.......', '...=...'])
      .player('attacker', 1, 1)
      .player('defender', 2, 1, { team: 1 })
      .withDice([1, 2])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'fell-in', into: at(3, 2) }));
  });

  it('DB-WATER-10: slipping next to deep water, he Falls Over in the water', () => {
    const start = board(['.......', '...~...', '.......'])
      .player('attacker', 1, 1)
      .player('defender', 2, 1, { team: 1 })
      .withDice([1, 1, 1])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    expect(named(state, 'defender')).toMatchObject({ at: at(3, 1), stance: 'prone' });
  });

  it('DB-HAZ-3, DB-PYR-3: water, a drop to the floor below, a ladder hole and a prison trapdoor are all hazards beside which a player is precarious; a floor square is not', () => {
    const rollsBeside = (square: string, trapdoor = false) => {
      const start = board(
        ['.......', '.......', '.......'],
        ['.......', `...${square}...`, '.......'],
      )
        .mechanism(
          'prisons',
          trapdoor
            ? [
                {
                  id: 'below',
                  floor: 0,
                  squares: [{ x: 2, y: 0, width: 3, height: 3 }],
                  levers: [],
                  trapdoors: [{ floor: 1, x: 3, y: 1 }],
                  capacity: 6,
                },
              ]
            : [],
        )
        .player('attacker', 1, 1, { floor: 1 })
        .player('defender', 2, 1, { floor: 1, team: 1 })
        .withDice([6, 3])
        .build();
      return precariousRolls(play(start, ...blockBy('0-1', '1-1')).events).length;
    };
    expect(['~', '_', 'o', '.'].map((square) => rollsBeside(square))).toEqual([1, 1, 1, 0]);
    expect(rollsBeside('o', true)).toBe(1);
  });

  it("DB-HAZ-2, DB-VALD-2: the Fortress of Valdemor's footbridge and the edges of its drops are hazardous ground; a plain room is not", () => {
    const valdemor = boardFromMap(sampleMaps.find((m) => m.id === 'fortress-of-valdemor')!.map);
    const first = (x: number, y: number) => ({ floor: 1, x, y });
    const bridge = [23, 24, 25, 26].map((x) => first(x, 17));
    expect(bridge.every((q) => valdemor.floors[1]![q.y]![q.x] === 'g')).toBe(true);
    expect(bridge.every((q) => isPrecarious(valdemor, q))).toBe(true);
    expect(isPrecarious(valdemor, first(22, 16))).toBe(true); // beside the drop
    expect(isPrecarious(valdemor, first(20, 16))).toBe(false);
    expect(isPrecarious(valdemor, at(2, 2))).toBe(false);
  });

  it('DB-PREC-3: on a gangway a player is precarious', () => {
    const start = board(['...', '.g.', '...'])
      .player('attacker', 0, 1)
      .player('defender', 1, 1, { team: 1 })
      .withDice([2, 3])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(precariousRolls(events)).toHaveLength(1);
  });
});
