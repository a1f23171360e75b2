import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../legal-actions';
import { board, play } from '../../../testing/fixture';

const rows = (wall?: { x: number; y: number }) =>
  Array.from({ length: 6 }, (_, y) =>
    Array.from({ length: 10 }, (_, x) => (wall?.x === x && wall.y === y ? '#' : '.')).join(''),
  );
const target = { floor: 0, x: 6, y: 5 };
const passTo = (to = target) => [
  { type: 'activate', player: '0-1', action: 'pass' } as const,
  { type: 'pass', target: to } as const,
];

/** Thrower at (1, 1), receiver at (6, 5); team 1's player at (6, 3), team 2's at (4, 2), both under the pass. */
const underThePass = (wall?: { x: number; y: number }) =>
  board(rows(wall))
    .player('thrower', 1, 1)
    .player('receiver', 6, 5)
    .player('first', 6, 3, { team: 1 })
    .player('second', 4, 2, { team: 2 })
    .ballHeldBy('thrower');

describe('passes and hand-offs with 3 or 4 teams (DB-MULTI-6, DB-MULTI-7)', () => {
  it('DB-MULTI-6: a hand-off to another team’s player is legal, and a turnover once he holds it', () => {
    const start = board(rows())
      .player('carrier', 2, 2)
      .player('ally', 3, 2, { team: 2 })
      .ballHeldBy('carrier')
      .withDice([6])
      .build();
    const activated = play(start, { type: 'activate', player: '0-1', action: 'hand-off' }).state;
    expect(legalActions(activated)).toContainEqual({ type: 'hand-off', target: '2-1' });
    // The carrier marks his ally: his own coach says whether that counts for the catch (DB-MULTI-5).
    const asked = play(activated, { type: 'hand-off', target: '2-1' }).state;
    expect(asked.pending.at(-1)).toMatchObject({ kind: 'tackle-zones', team: 0, player: '2-1' });
    const { state, events } = play(asked, { type: 'mark', mark: false });
    expect(state.ball.carrier).toBe('2-1');
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-MULTI-6: in a 2-team match, a hand-off goes to a team-mate only', () => {
    const start = board(rows())
      .player('carrier', 2, 2)
      .player('opponent', 3, 2, { team: 1 })
      .ballHeldBy('carrier')
      .build();
    const activated = play(start, { type: 'activate', player: '0-1', action: 'hand-off' }).state;
    expect(legalActions(activated)).not.toContainEqual({ type: 'hand-off', target: '1-1' });
  });

  it('DB-MULTI-6: a pass caught by another team’s player is legal and a turnover', () => {
    const start = board(rows())
      .player('thrower', 1, 1)
      .player('ally', 4, 1, { team: 2 })
      .ballHeldBy('thrower')
      .withDice([6, 6])
      .build();
    const { state, events } = play(start, ...passTo({ floor: 0, x: 4, y: 1 }));
    expect(state.ball.carrier).toBe('2-1');
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-MULTI-7: each other team nominates one interferer, in turn order; a failed attempt lets the next team try', () => {
    const asked = play(underThePass().withDice([6, 1]).build(), ...passTo()).state;
    // The pass waits beneath, with the teams to ask after this one.
    expect(asked.pending.slice(-2)).toMatchObject([
      { kind: 'flight', team: 1, later: [2] },
      { kind: 'interference', team: 1, candidates: ['1-1'] },
    ]);
    const next = play(asked, { type: 'interfere', player: '1-1' }).state; // rolls 1: misses
    expect(next.pending.slice(-2)).toMatchObject([
      { kind: 'flight', team: 2, later: [] },
      { kind: 'interference', team: 2, candidates: ['2-1'] },
    ]);
  });

  it('DB-MULTI-7: resolution stops at the first deflection: the later team is not asked', () => {
    const asked = play(underThePass().withDice([6, 6, 6]).build(), ...passTo()).state;
    const { state, events } = play(asked, { type: 'interfere', player: '1-1' });
    expect(events).toContainEqual({ type: 'pass-deflected', player: '1-1' });
    expect(state.pending.some((d) => d.kind === 'interference')).toBe(false);
    expect(state.ball.carrier).toBe('1-1');
  });

  it('DB-MULTI-7: a team that nominates nobody passes the choice on to the next', () => {
    const asked = play(underThePass().withDice([6]).build(), ...passTo()).state;
    const { state } = play(asked, { type: 'interfere', player: null });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'interference', team: 2 });
  });

  it('DB-MULTI-7: a player behind a wall corner, from the pass’s line, may not interfere', () => {
    // The wall at (6, 4) stands between (6, 3) and the thrower–target line: team 2 is asked first.
    const { state } = play(underThePass({ x: 6, y: 4 }).withDice([6]).build(), ...passTo());
    expect(state.pending.slice(-2)).toMatchObject([
      { kind: 'flight', team: 2, later: [] },
      { kind: 'interference', team: 2, candidates: ['2-1'] },
    ]);
  });
});

describe('catching a ricochet with 3 or 4 teams (DB-PASS-15)', () => {
  const room = [
    '##############',
    ...Array.from({ length: 7 }, () => '#............#'),
    '##############',
  ];
  const wall = { floor: 0, x: 12, y: 8 };
  /** The ricochet of DB-PASS-15's test, with a third team's player first on the rebound path at (12, 6). */
  const thrown = (dice: number[]) => {
    const start = board(room)
      .player('t', 10, 5)
      .player('ally', 12, 6, { team: 2 })
      .player('far', 1, 1, { team: 1 })
      .ballHeldBy('t')
      .withDice(dice)
      .build();
    let { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'ricochet', wall },
    );
    // Under the throw too, his coach may first interfere (DB-PASS-19, DB-MULTI-7): not now.
    if (state.pending.at(-1)?.kind === 'interference')
      ({ state } = play(state, { type: 'interfere', player: null }));
    return state;
  };

  it('DB-PASS-15: another team’s player on the rebound path is asked whether he tries the catch', () => {
    const state = thrown([6, 3, 4, 6]);
    expect(state.pending.at(-1)).toMatchObject({ kind: 'ricochet-catch', team: 2, player: '2-1' });
    expect(legalActions(state)).toEqual([
      { type: 'catch', tries: true },
      { type: 'catch', tries: false },
    ]);
    const { events } = play(state, { type: 'catch', tries: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'catch', player: '2-1', modifier: -1 }),
    );
  });

  it('DB-PASS-15: declining, he lets the ball by and it goes on along its path', () => {
    const state = thrown([6, 3, 4, 4, 4, 4, 4]);
    // The rebounding ball waits beneath his coach's decision, where it is, its way and its squares left.
    expect(state.pending).toEqual([
      expect.objectContaining({ kind: 'ricochet', team: 2, at: { floor: 0, x: 12, y: 6 } }),
      { kind: 'ricochet-catch', team: 2, player: '2-1' },
    ]);
    const { state: after, events } = play(state, { type: 'catch', tries: false });
    expect(after.pending.some((f) => f.kind === 'ricochet')).toBe(false);
    expect(events[0]).toEqual({ type: 'catch-declined', player: '2-1' });
    expect(events.some((e) => e.type === 'test' && e.player === '2-1')).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ball-travelled', from: { floor: 0, x: 12, y: 6 } }),
    );
  });
});
