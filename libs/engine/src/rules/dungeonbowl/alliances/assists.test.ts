import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../legal-actions';
import { blockBy, board, play } from '../../../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];

describe('assists with 3 or 4 teams (DB-MULTI-4)', () => {
  it('DB-MULTI-4: a third team’s player next to the defender may assist the attacker, and his coach is asked', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 4, 2, { team: 2 })
      .withDice([1, 2])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1')).state;
    expect(asked.pending.at(-1)).toEqual({
      kind: 'assist',
      team: 2,
      player: '2-1',
      action: 'block',
      attacker: '0-1',
      defender: '1-1',
      sides: ['0-1'],
    });
    expect(legalActions(asked)).toEqual([
      { type: 'assist', helps: '0-1' },
      { type: 'assist', helps: null },
    ]);
    const { state, events } = play(asked, { type: 'assist', helps: '0-1' });
    expect(events).toContainEqual({ type: 'assist-chosen', player: '2-1', helps: '0-1' });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 0 });
    expect(state.mechanismState?.['assists']).toBeUndefined();
  });

  it('DB-MULTI-4: withheld, the assist does not count: one die', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 4, 2, { team: 2 })
      .withDice([3])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'), { type: 'assist', helps: null });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
  });

  it('DB-MULTI-4: a third team’s player next to the attacker may assist the target: the target’s coach chooses the die', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 1, 2, { team: 2 })
      .withDice([6, 5])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1')).state;
    expect(asked.pending.at(-1)).toMatchObject({ kind: 'assist', team: 2, sides: ['1-1'] });
    const { state } = play(asked, { type: 'assist', helps: '1-1' });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
  });

  it('DB-MULTI-4: a player next to both may assist either side; the fourth team is asked after the third, in turn order', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 2, 1, { team: 2 })
      .player('e', 3, 3, { team: 3 })
      .withDice([1, 2, 3])
      .build();
    const first = play(start, ...blockBy('0-1', '1-1')).state;
    expect(first.pending.at(-1)).toMatchObject({
      kind: 'assist',
      team: 2,
      player: '2-1',
      sides: ['0-1', '1-1'],
    });
    const second = play(first, { type: 'assist', helps: '1-1' }).state;
    expect(second.pending.at(-1)).toMatchObject({ kind: 'assist', team: 3, player: '3-1' });
    // ST 3 + team 3's assist against ST 3 + team 2's: one die.
    const { events } = play(second, { type: 'assist', helps: '0-1' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['attacker-down'] }),
    );
  });

  it('DB-MULTI-4: an assister Marked by a player of a team other than the side he would help is not asked', () => {
    // c, next to the defender, is Marked by the defender's team-mate m: he cannot help the attacker.
    const marked = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 4, 2, { team: 2 })
      .player('m', 5, 2, { team: 1 })
      .withDice([3])
      .build();
    const { events, state } = play(marked, ...blockBy('0-1', '1-1'));
    expect(state.pending.some((d) => d.kind === 'assist')).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['push'] }));
    // Marked only by the attacker's team-mate, the side he would help, he may still assist.
    const byTheSide = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 4, 2, { team: 2 })
      .player('f', 5, 2, { team: 0 })
      .build();
    expect(play(byTheSide, ...blockBy('0-1', '1-1')).state.pending.at(-1)).toMatchObject({
      kind: 'assist',
      sides: ['0-1'],
    });
  });

  it('DB-MULTI-4: a third team’s player may assist a Foul', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, stance: 'prone' })
      .player('c', 4, 2, { team: 2 })
      .withDice([4, 4])
      .build();
    const asked = play(
      start,
      { type: 'activate', player: '0-1', action: 'foul' },
      { type: 'foul', target: '1-1' },
    ).state;
    expect(asked.pending.at(-1)).toMatchObject({ kind: 'assist', action: 'foul', sides: ['0-1'] });
    const { events } = play(asked, { type: 'assist', helps: '0-1' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 1 }),
    );
  });

  it('DB-MULTI-4: in a 2-team match nobody is asked about assists', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('c', 1, 2, { team: 1 })
      .withDice([1, 2])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
  });
});
