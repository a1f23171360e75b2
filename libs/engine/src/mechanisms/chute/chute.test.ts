import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import { movePlan } from '../../plan/move-plan';
import { board, named, play } from '../../testing/fixture';
import { chutesFromMap, type ChuteSpot } from './data';
import { view } from '../../view';

const f0 = (x: number, y: number) => ({ floor: 0, x, y });
const f1 = (x: number, y: number) => ({ floor: 1, x, y });

/**
 * A chute from the entries (1, 3), (2, 3), (3, 3) of the first floor to its last square (2, 1) of
 * the ground floor; below it A (2, 2), B (2, 3), C (1, 2) against the west wall, D (2, 4).
 */
const ground = ['#######', '##.####', '#.....#', '#.....#', '#.....#', '#.....#', '#######'];
const first = ['#######', '#.....#', '#.....#', '#.....#', '#######', '#######', '#######'];
const spot: ChuteSpot = {
  id: 'chute',
  entries: [f1(1, 3), f1(2, 3), f1(3, 3)],
  exit: f0(2, 1),
  landing: [f0(2, 2), f0(2, 3), f0(1, 2), f0(2, 4)],
};
const withChute = () => board(ground, first).mechanism('chute', [spot]);
const [A, B, C, D] = spot.landing as [ReturnType<typeof f0>, ...ReturnType<typeof f0>[]];

const activate = (id: string, action: 'move' | 'block' = 'move'): Action => ({
  type: 'activate',
  player: id,
  action,
});
const jumpIn = (id: string): Action[] => [activate(id), { type: 'move', to: f1(2, 3) }];
/** Plays the actions, every die given to the fixture used. */
const settled = (start: GameState, ...actions: Action[]) => {
  const result = play(start, ...actions);
  expect(result.state.dice.forced).toEqual([]);
  return result;
};
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));

describe('the Valdemor chute', () => {
  it('DB-CHUTE-1, DB-CHUTE-4, DB-CHUTE-2: a player jumps in for 1 square, passes the test and stands in A unhurt, free to go on moving with the ball', () => {
    // AG 3+ or ST 3 (4+): the Agility test, 3 passes.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .ballHeldBy('slider')
      .withDice([3])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', target: 3, modifier: 0, success: true }),
    );
    expect(named(state, 'slider')).toMatchObject({ at: A, stance: 'standing' });
    expect(state.ball).toEqual({ at: A, carrier: '0-1' });
    expect(state.turn.activation).toMatchObject({ player: '0-1', spent: 1 });
    expect(events.filter((e) => e.type === 'armour' || e.type === 'injury')).toEqual([]);
    expect(moves(state)).toContainEqual(B);
    expect(state.turn.turnover).toBeNull();
  });

  it('DB-CHUTE-1: the move plan foresees the same test and square A as the way down', () => {
    const start = withChute().player('slider', 2, 2, { floor: 1 }).build();
    const plan = movePlan(view(start, 0).state, '0-1');
    const down = plan.squares.find(
      (s) => s.jumpDown && s.square.floor === 1 && s.square.x === 2 && s.square.y === 3,
    );
    expect(down?.jumpDown?.landing).toEqual(A);
    expect(down?.steps.flatMap((s) => s.rolls.map((r) => [r.kind, r.target, r.modifier]))).toEqual([
      ['floor-landing', 3, 0],
    ]);
  });

  it('DB-CHUTE-5: passed, someone in A: both make an Armour roll, he is pushed to C on a 5–6, and the slider goes on with the ball', () => {
    // Test 6; push D6 5 → C; Armour 1 + 1 for the player hit, then 1 + 1 for the slider.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 2, { team: 1 })
      .ballHeldBy('slider')
      .withDice([6, 5, 1, 1, 1, 1])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(
      events.filter((e) => e.type === 'armour').map((e) => e.type === 'armour' && e.player),
    ).toEqual(['1-1', '0-1']);
    expect(named(state, 'hit')).toMatchObject({ at: C, stance: 'standing' });
    expect(named(state, 'slider')).toMatchObject({ at: A, stance: 'standing' });
    expect(state.ball).toEqual({ at: A, carrier: '0-1' });
    expect(state.turn.turnover).toBeNull();
    expect(state.turn.activation).toMatchObject({ player: '0-1' });
  });

  it('DB-CHUTE-5: on a 1–4 the player in A goes to B and pushes the one in B on to D, who makes no Armour roll', () => {
    // Test 6; push D6 4 → B; Armour for the player hit and the slider only.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 2, { team: 1 })
      .player('behind', 2, 3, { team: 1 })
      .withDice([6, 4, 1, 1, 1, 1])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'hit').at).toEqual(B);
    expect(named(state, 'behind')).toMatchObject({ at: D, stance: 'standing' });
    expect(events.filter((e) => e.type === 'armour')).toHaveLength(2);
    expect(named(state, 'slider').at).toEqual(A);
  });

  it('DB-CHUTE-5: C taken, the player in A goes to B even on a 5–6 (C backs onto a wall)', () => {
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 2, { team: 1 })
      .player('corner', 1, 2, { team: 1 })
      .withDice([6, 6, 1, 1, 1, 1])
      .build();
    const { state } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'hit').at).toEqual(B);
    expect(named(state, 'corner').at).toEqual(C);
  });

  it('DB-CHUTE-5: a slider whose armour breaks in the collision is hurt in A, loses the ball, and it is a turnover', () => {
    // Test 6; push 2 → B; Armour 1 + 1 for the player hit; 6 + 6 breaks the slider's AV 9, Injury
    // 1 + 1 Stunned; the ball bounces east (D8 5), to (3, 2).
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 2, { team: 1 })
      .ballHeldBy('slider')
      .withDice([6, 2, 1, 1, 6, 6, 1, 1, 5])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: A, stance: 'stunned' });
    expect(state.ball).toEqual({ at: f0(3, 2), carrier: null });
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-CHUTE-3: a failed test may be re-rolled with a team re-roll, and passing then he stands in A', () => {
    // Test 2 fails; team re-roll: 4 passes.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .withRerolls(0, 1)
      .withDice([2, 4])
      .build();
    const { state } = settled(start, ...jumpIn('0-1'), { type: 'use-reroll', source: 'team' });
    expect(named(state, 'slider')).toMatchObject({ at: A, stance: 'standing' });
    expect(state.turn.turnover).toBeNull();
  });

  it('DB-CHUTE-6: failed, 1–3: he crashes Prone in A with an Armour roll, and it is a turnover', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1.
    const start = withChute().player('slider', 2, 2, { floor: 1 }).withDice([1, 2, 1, 1]).build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: A, stance: 'prone' });
    expect(events.filter((e) => e.type === 'armour')).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
    expect(state.turn.activation).toBeNull();
  });

  it('DB-CHUTE-6: failed, 6: he rolls through A and B into D; nobody in A or B, so the player in D is hit and pushed on', () => {
    // Test 1 fails; 6 → D; Armour 1 + 1 for the slider, then 1 + 1 for the player hit.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 4, { team: 1 })
      .withDice([1, 6, 1, 1, 1, 1])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: D, stance: 'prone' });
    expect(named(state, 'hit')).toMatchObject({ at: f0(2, 5), stance: 'standing' });
    expect(
      events.filter((e) => e.type === 'armour').map((e) => e.type === 'armour' && e.player),
    ).toEqual(['0-1', '1-1']);
  });

  it('DB-CHUTE-6: failed, 4–5 with someone in A: one collision in A, and whoever is then in B is pushed out of his way without an Armour roll', () => {
    // Test 1 fails; 4 → B; the player in A is hit: push D6 1 → B, pushing the one in B to D;
    // then the player hit, in B now, is pushed on to D and the other beyond; Armour for the slider and the player hit.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('hit', 2, 2, { team: 1 })
      .player('behind', 2, 3, { team: 1 })
      .withDice([1, 4, 1, 1, 1, 1, 1])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(named(state, 'slider')).toMatchObject({ at: B, stance: 'prone' });
    expect(named(state, 'hit').at).toEqual(D);
    expect(named(state, 'behind').at).toEqual(f0(2, 5));
    expect(events.filter((e) => e.type === 'armour')).toHaveLength(2);
  });

  it('DB-HAZ-3: the chute is a hazard: a player beside its entries is precarious; one a square further is not', () => {
    const precarious = (x: number, y: number) =>
      play(
        withChute()
          .player('a', 4, 1, { floor: 1 })
          .player('d', x, y, { team: 1, floor: 1 })
          .withDice([6, 3])
          .build(),
        activate('0-1', 'block'),
        { type: 'block', target: '1-1' },
      ).events.filter((e) => e.type === 'test' && e.test === 'precarious');
    expect(precarious(4, 2)).toEqual([expect.objectContaining({ player: '1-1' })]); // next to (3, 3)
    expect(precarious(5, 1)).toEqual([]);
  });

  it('DB-CHUTE-3, DB-CHUTE-4: an opponent pushed in makes the test with no −1 and, passing, stands in A with no turnover', () => {
    // His precarious roll 6 (next to the chute, DB-PREC-5); block die 3: push; the three squares
    // behind him are the chute's entries; test 3 passes.
    const start = withChute()
      .player('a', 2, 1, { floor: 1 })
      .player('d', 2, 2, { team: 1, floor: 1 })
      .withDice([6, 3, 3])
      .build();
    let result = play(start, activate('0-1', 'block'), { type: 'block', target: '1-1' });
    if (result.state.pending.at(-1)?.kind === 'push')
      result = play(result.state, { type: 'push-to', square: f1(2, 3) });
    expect(result.state.dice.forced).toEqual([]);
    const events = result.events;
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'floor-landing', player: '1-1', target: 3, modifier: 0 }),
    );
    expect(named(result.state, 'd')).toMatchObject({ at: A, stance: 'standing' });
    expect(result.state.turn.turnover).toBeNull();
  });

  it('DB-CHUTE-3: pushed in and knocked down, he fails without a test and crashes', () => {
    // His precarious roll 6; block die 6: POW; no test; 1 → A; Armour 1 + 1.
    const start = withChute()
      .player('a', 2, 1, { floor: 1 })
      .player('d', 2, 2, { team: 1, floor: 1 })
      .withDice([6, 6, 1, 1, 1])
      .build();
    let result = play(start, activate('0-1', 'block'), { type: 'block', target: '1-1' });
    if (result.state.pending.at(-1)?.kind === 'push')
      result = play(result.state, { type: 'push-to', square: f1(2, 3) });
    expect(result.state.dice.forced).toEqual([]);
    expect(result.events.some((e) => e.type === 'test' && e.player === '1-1')).toBe(false);
    expect(named(result.state, 'd')).toMatchObject({ at: A, stance: 'prone' });
    expect(result.events.filter((e) => e.type === 'turnover')).toHaveLength(0);
  });

  it('DB-CHUTE-7, DB-CHUTE-8: a carrier who fails loses the ball down the chute; 5–6 sends it at most 2 squares into the corner, where a team-mate may catch it', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 5 (corner), distance 6 capped to 2, but
    // the wall past C stops it in C, where the team-mate catches (6).
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('mate', 1, 2)
      .ballHeldBy('slider')
      .withDice([1, 2, 1, 1, 5, 6, 6])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events).toContainEqual({ type: 'ball-fell', from: f1(2, 3), to: spot.exit });
    expect(events).toContainEqual({ type: 'ball-travelled', from: spot.exit, to: C });
    expect(state.ball).toEqual({ at: C, carrier: named(state, 'mate').id });
  });

  it('DB-CHUTE-8: straight ahead (3–4) the ball travels its D6 squares from the last square of the chute, past a Prone player, then bounces', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 3, distance 2 → A (the slider, Prone,
    // does not catch), then B; bounce D8 7, south, to (2, 4).
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .ballHeldBy('slider')
      .withDice([1, 2, 1, 1, 3, 2, 7])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events).toContainEqual({ type: 'ball-travelled', from: A, to: B });
    expect(state.ball).toEqual({ at: D, carrier: null });
  });
  it('DB-CHUTE-8: on a map without a moss corridor, 1–2 sends the ball along the diagonal away from C, its D6 squares, until a wall stops it', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 1, distance 6: (3, 2), (4, 3), (5, 4),
    // then the east wall; bounce D8 6, down-left, to (4, 5).
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .ballHeldBy('slider')
      .withDice([1, 2, 1, 1, 1, 6, 6])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events.filter((e) => e.type === 'ball-travelled')).toEqual([
      { type: 'ball-travelled', from: spot.exit, to: f0(3, 2) },
      { type: 'ball-travelled', from: f0(3, 2), to: f0(4, 3) },
      { type: 'ball-travelled', from: f0(4, 3), to: f0(5, 4) },
    ]);
    expect(state.ball).toEqual({ at: f0(4, 5), carrier: null });
  });

  it('DB-CHUTE-8: on a 2 a Standing player on the diagonal away from C tries to catch the ball as it passes, and holds it', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 2, distance 5: (3, 2), then the
    // team-mate in (4, 3) catches (6) and the ball goes no further.
    const start = withChute()
      .player('slider', 2, 2, { floor: 1 })
      .player('mate', 4, 3)
      .ballHeldBy('slider')
      .withDice([1, 2, 1, 1, 2, 5, 6])
      .build();
    const { state, events } = settled(start, ...jumpIn('0-1'));
    expect(events.filter((e) => e.type === 'ball-travelled').map((e) => e.to)).toEqual([
      f0(3, 2),
      f0(4, 3),
    ]);
    expect(state.ball).toEqual({ at: f0(4, 3), carrier: named(state, 'mate').id });
  });
});

/**
 * The Fortress of Valdemor's own chute, on its sample map: last square (2, 32) of the ground
 * floor, A (2, 33), B (2, 34), C (1, 33) in the corner, D (2, 35), and the moss corridor opening
 * beside A, at (3, 33), eastwards along row 33.
 */
describe('the Valdemor chute on the Fortress of Valdemor', () => {
  const map = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
  const [chute] = chutesFromMap(map)!;
  const terrain = (q: { x: number; y: number }) => map.floors[0]!.rows[q.y]![q.x];
  const valdemor = () =>
    board(...map.floors.map((f) => f.rows))
      .mechanism('chute', [chute])
      .player('slider', 2, 30, { floor: 1 });
  /** The carrier jumps in from (2, 30) of the 1st floor, fails, crashes in A and loses the ball. */
  const ballDown = (start: GameState) =>
    settled(start, activate('0-1'), { type: 'move', to: chute!.entries[1]! });

  it.each([
    [1, 1],
    [1, 6],
    [2, 1],
    [2, 6],
  ])(
    'DB-CHUTE-8: a direction of %i sends the ball into the moss corridor, and a D6 of %i for its squares leaves it there (the corridor’s wall stops it)',
    (direction, squares) => {
      // Test 1 fails; 2 → A; Armour 1 + 1; ball: the direction, the squares; then a bounce D8 5,
      // east, along the corridor.
      const start = valdemor()
        .ballHeldBy('slider')
        .withDice([1, 2, 1, 1, direction, squares, 5])
        .build();
      const { state, events } = ballDown(start);
      expect(events).toContainEqual({
        type: 'ball-fell',
        from: chute!.entries[1],
        to: chute!.exit,
      });
      const travelled = events.flatMap((e) => (e.type === 'ball-travelled' ? [e.to] : []));
      expect(travelled).toEqual([f0(3, 33)]);
      expect(terrain(f0(3, 33))).toBe('m');
      expect(state.ball).toEqual({ at: f0(4, 33), carrier: null });
      expect(terrain(f0(4, 33))).toBe('m');
    },
  );

  it('DB-CHUTE-8: 3–4 on Valdemor: straight ahead over A, B and D, across the room to its south wall', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 4, distance 6: A (the slider, Prone,
    // does not catch), B, D, (2, 36), (2, 37), (2, 38), then bounces D8 5 east to (3, 38).
    const start = valdemor().ballHeldBy('slider').withDice([1, 2, 1, 1, 4, 6, 5]).build();
    const { state, events } = ballDown(start);
    const travelled = events.flatMap((e) => (e.type === 'ball-travelled' ? [e.to] : []));
    expect(travelled).toEqual([f0(2, 33), f0(2, 34), f0(2, 35), f0(2, 36), f0(2, 37), f0(2, 38)]);
    expect(state.ball).toEqual({ at: f0(3, 38), carrier: null });
  });

  it('DB-CHUTE-8: 5–6 on Valdemor: into the corner, C, where the walls stop it', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 6, distance 2: C, then the wall; it
    // bounces D8 8, down-right, to B.
    const start = valdemor().ballHeldBy('slider').withDice([1, 2, 1, 1, 6, 2, 8]).build();
    const { state, events } = ballDown(start);
    const travelled = events.flatMap((e) => (e.type === 'ball-travelled' ? [e.to] : []));
    expect(travelled).toEqual([f0(1, 33)]);
    expect(state.ball).toEqual({ at: f0(2, 34), carrier: null });
  });

  it('DB-CHUTE-8: a player standing at the mouth of the moss corridor may catch the ball sent into it', () => {
    // Test 1 fails; 2 → A; Armour 1 + 1; ball: direction 1, distance 4; the team-mate in (3, 33)
    // catches it (6).
    const start = valdemor()
      .player('mate', 3, 33)
      .ballHeldBy('slider')
      .withDice([1, 2, 1, 1, 1, 4, 6])
      .build();
    const { state } = ballDown(start);
    expect(state.ball).toEqual({ at: f0(3, 33), carrier: named(state, 'mate').id });
    expect(terrain(f0(3, 33))).toBe('m');
  });
});
