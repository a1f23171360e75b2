import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { board } from '../testing/fixture';
import { blockPreview } from './block-preview';

const hall = ['..........', '..........', '..........', '..........'];
const preview = (build: ReturnType<typeof board>) =>
  blockPreview(view(build.build(), 0).state, '0-1', '1-1');

describe('the block dice shown before a block', () => {
  it('BB-BLOCK-4: equal strength rolls one die, the attacker chooses', () => {
    expect(preview(board(hall).player('a', 2, 2).player('d', 3, 2, { team: 1 }))).toEqual({
      count: 1,
      chooser: 0,
    });
  });

  it('BB-BLOCK-4: more than twice as strong rolls three dice, chosen by the stronger side', () => {
    const built = board(hall).player('a', 2, 2, { st: 2 }).player('d', 3, 2, { team: 1, st: 5 });
    expect(preview(built)).toEqual({ count: 3, chooser: 1 });
  });

  it('BB-BLOCK-3: an assist makes the attacker stronger: two dice, his choice', () => {
    const built = board(hall)
      .player('a', 2, 2)
      .player('helper', 4, 2)
      .player('d', 3, 2, { team: 1 });
    expect(preview(built)).toEqual({ count: 2, chooser: 0 });
  });

  it('BB-SKILL-1: Dauntless against a stronger player shows the dice if it fails and if it succeeds', () => {
    const built = board(hall)
      .player('a', 2, 2, { skills: ['Dauntless'] })
      .player('d', 3, 2, { team: 1, st: 4 });
    expect(preview(built)).toEqual({ count: 2, chooser: 1, ifDauntless: { count: 1, chooser: 0 } });
  });

  it('a player off the board has no block to show', () => {
    const state = board(hall).player('a', 2, 2).player('d', 3, 2, { team: 1 }).build();
    const off = {
      ...state,
      players: state.players.map((p) =>
        p.id === '1-1' ? { ...p, at: null, box: 'ko' as const } : p,
      ),
    };
    expect(blockPreview(view(off, 0).state, '0-1', '1-1')).toBeNull();
  });
});
