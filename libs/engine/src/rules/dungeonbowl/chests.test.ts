import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import { board, named, play } from '../../testing/fixture';
import { chestTakesRush } from './chests';
import { view } from '../../view';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const open = (id: string, action: 'move' | 'blitz' | 'block' = 'move') =>
  ({ type: 'activate', player: id, action }) as const;

describe('chests', () => {
  it('DB-CHEST-2: nobody may step into a chest square', () => {
    const start = board(hall).player('a', 1, 1).chest(2, 1, 'trap').build();
    const state = play(start, open('0-1')).state;
    expect(legalActions(state)).not.toContainEqual({ type: 'move', to: at(2, 1) });
    const refused = apply(state, { type: 'move', to: at(2, 1) });
    expect(refused).toEqual({ error: expect.stringContaining('DB-CHEST-2') });
  });

  it('DB-CHEST-2: a chest stops a push like a wall', () => {
    // Every push square of the defender is a chest: he stays put and takes the shock.
    const start = board(hall)
      .player('attacker', 1, 2)
      .player('defender', 2, 2, { team: 1 })
      .chest(3, 1, 'trap')
      .chest(3, 2, 'trap')
      .chest(3, 3, 'trap')
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(start, open('0-1', 'block'), { type: 'block', target: '1-1' });
    expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-1' });
    expect(named(state, 'defender').at).toEqual(at(2, 2));
  });

  it('DB-CHEST-3: a Standing player opens a chest next to him for one square of movement', () => {
    const start = board(hall).player('a', 1, 1, { ma: 6 }).chest(2, 2, 'ball').build();
    const state = play(start, open('0-1')).state;
    expect(legalActions(state)).toContainEqual({ type: 'open-chest', chest: at(2, 2) });
    const after = play(state, { type: 'open-chest', chest: at(2, 2) }).state;
    expect(after.turn.activation).toMatchObject({ spent: 1 });
  });

  it('DB-CHEST-3: with no movement left a Rush pays for it, and a failed Rush opens nothing', () => {
    const start = board(hall)
      .player('a', 1, 1, { ma: 1 })
      .chest(2, 2, 'ball')
      .withDice([1, 1, 1])
      .build();
    const { state, events } = play(
      start,
      open('0-1'),
      { type: 'move', to: at(1, 2) },
      { type: 'open-chest', chest: at(2, 2) },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'rush', success: false }),
    );
    expect(state.chests).toHaveLength(1);
    expect(named(state, 'a').stance).toBe('prone');
  });

  it('DB-CHEST-3: a chest round a wall corner is not next to him', () => {
    const start = board(['..', '#.']).player('a', 0, 0).chest(1, 1, 'ball').build();
    const state = play(start, open('0-1')).state;
    expect(legalActions(state)).not.toContainEqual(expect.objectContaining({ type: 'open-chest' }));
  });

  it('DB-CHEST-4: chests are opened during a Move or a Blitz, never during a Block action', () => {
    const start = board(hall).player('a', 1, 1).chest(2, 1, 'ball').build();
    expect(legalActions(play(start, open('0-1', 'blitz')).state)).toContainEqual({
      type: 'open-chest',
      chest: at(2, 1),
    });
    const blocking = play(start, open('0-1', 'block')).state;
    expect(apply(blocking, { type: 'open-chest', chest: at(2, 1) })).toEqual({
      error: expect.stringContaining('DB-CHEST-4'),
    });
  });

  it("DB-CHEST-5, DB-CHEST-8: the ball takes the chest's place without bouncing, and the opener may pick it up", () => {
    const start = board(hall).player('a', 1, 1).chest(2, 1, 'ball').withDice([6]).build();
    const opened = play(start, open('0-1'), { type: 'open-chest', chest: at(2, 1) });
    expect(opened.state.ball).toEqual({ at: at(2, 1), carrier: null });
    expect(opened.state.chests).toEqual([]);
    expect(opened.state.ballFoundBy).toBe('0-1');
    expect(opened.events.filter((e) => e.type === 'ball-bounced')).toEqual([]);
    const picked = play(opened.state, { type: 'move', to: at(2, 1) }).state;
    expect(picked.ball.carrier).toBe('0-1');
  });

  it('DB-CHEST-6, DB-CHEST-7: a trapped chest knocks down the opener and everyone next to it, of any team, and is a turnover', () => {
    const start = board(hall)
      .player('opener', 1, 1)
      .player('friend', 3, 2)
      .player('foe', 2, 0, { team: 1 })
      .player('downed', 3, 0, { team: 1, stance: 'prone' })
      .player('far', 5, 1, { team: 1 })
      .chest(2, 1, 'trap')
      .withDice([1, 1, 1, 1, 1, 1, 1, 1])
      .build();
    const { state, events } = play(start, open('0-1'), { type: 'open-chest', chest: at(2, 1) });
    expect(events).toContainEqual({
      type: 'chest-opened',
      player: '0-1',
      at: at(2, 1),
      content: 'trap',
    });
    for (const name of ['opener', 'friend', 'foe']) expect(named(state, name).stance).toBe('prone');
    expect(named(state, 'far').stance).toBe('standing');
    const armour = events.filter((e) => e.type === 'armour').map((e) => e.player);
    expect(armour).toEqual(['0-1', '0-2', '1-1', '1-2']); // the Prone player rolls armour too
    expect(state.chests).toEqual([]);
    expect(state.turn.team).toBe(1);
  });

  it('DB-CHEST-6: a ball carrier next to the exploding chest drops the ball', () => {
    const start = board(hall)
      .player('opener', 1, 1)
      .player('carrier', 3, 1, { team: 1 })
      .ballHeldBy('carrier')
      .chest(2, 1, 'trap')
      .withDice([1, 1, 1, 1, 8])
      .build();
    const { state } = play(start, open('0-1'), { type: 'open-chest', chest: at(2, 1) });
    expect(state.ball).toEqual({ at: at(4, 2), carrier: null });
  });

  it('DB-PASS-6: a ball bouncing onto a chest bounces again', () => {
    const start = board(hall)
      .player('carrier', 1, 1)
      .player('foe', 0, 0, { team: 1 })
      .ballHeldBy('carrier')
      .chest(3, 1, 'trap')
      // Dodge to (2, 1) fails, armour holds, the ball bounces right onto the chest, then down.
      .withDice([1, 1, 1, 5, 7])
      .build();
    const { state, events } = play(start, open('0-1'), { type: 'move', to: at(2, 1) });
    const bounces = events.filter((e) => e.type === 'ball-bounced');
    expect(bounces.map((b) => b.to)).toEqual([at(3, 1), at(3, 2)]);
    expect(state.ball.at).toEqual(at(3, 2));
  });

  it('DB-CHEST-1: the last chest may hold the ball', () => {
    const start = board(hall).player('a', 1, 1).chest(2, 1, 'ball').build();
    expect(start.chests).toHaveLength(1);
    const { state } = play(start, open('0-1'), { type: 'open-chest', chest: at(2, 1) });
    expect(state.ball.at).toEqual(at(2, 1));
  });
});

describe('warning a coach before a chest is opened', () => {
  it('DB-CHEST-3: opening takes a Rush once he has no square of movement left, not before', () => {
    const start = board(hall).player('a', 1, 1, { ma: 1 }).chest(3, 1, 'trap').build();
    const moving = play(start, open('0-1')).state;
    expect(chestTakesRush(view(moving, 0).state)).toBe(false);
    const spent = play(moving, { type: 'move', to: at(2, 1) }).state;
    expect(chestTakesRush(view(spent, 0).state)).toBe(true);
    expect(chestTakesRush(view(start, 0).state)).toBe(false);
  });
});
