import { describe, expect, it } from 'vitest';
import { board, named, play } from '../../testing/fixture';

const at = (x: number, y: number) => ({ floor: 0, x, y });
const pool = () => board(['.....', '..~~.', '.....']);

describe('deep water', () => {
  it('DB-WATER-1, DB-WATER-4: a square of water costs 3, and picking the ball up in it is at −1', () => {
    const start = pool().player('wader', 1, 1).ballOn(2, 1).withDice([4]).build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(2, 1) },
    );
    expect(state.turn.activation).toMatchObject({ spent: 3 });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'pick-up', modifier: -1, success: true }),
    );
  });

  it('DB-WATER-4: a player in the water catches at −1', () => {
    const start = pool()
      .player('giver', 1, 1)
      .player('wader', 2, 1)
      .ballHeldBy('giver')
      .withDice([4])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(events).toContainEqual(expect.objectContaining({ test: 'catch', modifier: -1 }));
  });

  it('DB-WATER-6: a player knocked down in the water makes his Armour and Injury rolls with no modifier', () => {
    // The defender beside the pool rolls first (2); Both Down (2); his armour holds (1, 1);
    // the attacker, in the water, breaks on 10 and is KO'd on 8.
    const start = pool()
      .player('attacker', 3, 1)
      .player('defender', 4, 1, { team: 1 })
      .withDice([2, 2, 1, 1, 5, 5, 4, 4])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '0-1', modifier: 0, broken: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', player: '0-1', modifier: 0, result: 'ko' }),
    );
    expect(named(state, 'attacker').box).toBe('ko');
  });

  it('DB-WATER-7: a player blocking from the water does not follow up', () => {
    // The defender, on the edge of the pool, rolls first (2); then Push (3).
    const start = pool()
      .player('attacker', 2, 1)
      .player('defender', 1, 1, { team: 1 })
      .withDice([2, 3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(0, 1) },
    );
    expect(state.pending).toEqual([]);
    expect(named(state, 'attacker').at).toEqual(at(2, 1));
    expect(named(state, 'defender').at).toEqual(at(0, 1));
  });
});
