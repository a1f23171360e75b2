import { describe, expect, it } from 'vitest';
import { blockBy, board, named, play } from '../../testing/fixture';
import type { RoomArea } from '../../board/rooms';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** The spike room is x 1–4, y 1–3; (5, 3) is the corridor out of it. */
const spikes: RoomArea = { id: 'spikes', floor: 0, squares: [{ x: 1, y: 1, width: 4, height: 3 }] };
const room = () =>
  board(['######', '#....#', '#....#', '#.....', '######']).mechanism('spike-room', [spikes]);
// Block die faces from a D6: 3-4 push, 6 POW.

describe('the spike room', () => {
  it('DB-SPIKE-1: pushed back against its walls, he is impaled: Armour +2, then Injury +2', () => {
    // Push (3); Armour 5 + 2 + 2 breaks AV 9; Injury 3 + 4 + 2 is a KO.
    const start = room()
      .player('a', 2, 2)
      .player('d', 1, 2, { team: 1 })
      .withDice([3, 5, 2, 3, 4])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 2, broken: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', player: '1-1', modifier: 2, result: 'ko' }),
    );
    expect(named(state, 'd').box).toBe('ko');
  });

  it('DB-SPIKE-1: knocked down against them, +2 and +2 in place of the wall’s +1, not on top of it', () => {
    // POW (6); Armour 4 + 3 + 2 breaks AV 9; Injury 2 + 3 + 2 Stunned, in his square.
    const start = room()
      .player('a', 2, 2)
      .player('d', 1, 2, { team: 1 })
      .withDice([6, 4, 3, 2, 3])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 2, broken: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', modifier: 2, result: 'stunned' }),
    );
    expect(named(state, 'd')).toMatchObject({ at: at(1, 2), stance: 'stunned' });
  });

  it('DB-SPIKE-1: just outside the room, a wall is an ordinary wall (DB-MOVE-4)', () => {
    const start = room()
      .player('a', 4, 3)
      .player('d', 5, 3, { team: 1 })
      .withDice([3, 5, 2])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 0, broken: false }),
    );
  });

  /** The attacker at (3, 2) blocks west; behind the defender, all three squares are taken. */
  const chainInRoom = (dice: readonly number[]) =>
    room()
      .player('a', 3, 2)
      .player('d', 2, 2, { team: 1 })
      .player('north', 1, 1, { team: 1 })
      .player('wall', 1, 2, { team: 1 })
      .player('south', 1, 3, { team: 1 })
      .withDice(dice)
      .build();

  it('DB-SPIKE-1, DB-MOVE-7: a chain push stopped by the spikes impales its last player, and the defender, both in the room', () => {
    // Push (3) west from (3, 2): all three squares are taken, the attacker chooses (1, 2), whose
    // player has nowhere to go: Armour 1 + 1 + 2, which holds; the defender's 2 + 2 + 2 too.
    const start = chainInRoom([3, 1, 1, 2, 2]);
    const { events } = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(1, 2),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-3', dice: [1, 1], modifier: 2 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', dice: [2, 2], modifier: 2 }),
    );
  });

  it('DB-SPIKE-1, DB-MOVE-7: the defender knocked down in such a chain: +2 for the spikes in place of the +1, not on top of it', () => {
    // POW (6); the last player's Armour 1 + 1 + 2 holds; the defender's 3 + 3 + 2 = 8 holds against
    // AV 9, where +3 would have broken it.
    const start = chainInRoom([6, 1, 1, 3, 3]);
    const { state, events } = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(1, 2),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 2, broken: false }),
    );
    expect(named(state, 'd')).toMatchObject({ at: at(2, 2), stance: 'prone' });
    expect(named(state, 'wall')).toMatchObject({ at: at(1, 2), stance: 'standing' });
  });
});
