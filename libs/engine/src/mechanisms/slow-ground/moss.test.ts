import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../model/events';
import { apply } from '../../engine';
import { board, named, play } from '../../testing/fixture';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** Moss `m` on x 2–3 of every row. */
const corridor = () => board(['..mm..', '..mm..', '..mm..']);
const moveTo = (x: number, y: number) => ({ type: 'move', to: at(x, y) }) as const;
const activate = (action: 'move' | 'block') =>
  ({ type: 'activate', player: '0-1', action }) as const;
const rushes = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'test' && e.test === 'rush').length;

describe('the collapsed room', () => {
  it('DB-RUBBLE-1: a sand square costs 2; with exactly 2 left he walks in without Rushing, with 1 left he Rushes once', () => {
    const sand = () => board(['..ss..', '..ss..']);
    const two = play(
      sand().player('walker', 1, 1, { ma: 2 }).build(),
      activate('move'),
      moveTo(2, 1),
    );
    expect(two.state.turn.activation).toMatchObject({ spent: 2 });
    expect(rushes(two.events)).toBe(0);
    const one = play(
      sand().player('walker', 1, 1, { ma: 1 }).withDice([2]).build(),
      activate('move'),
      moveTo(2, 1),
    );
    expect(rushes(one.events)).toBe(1);
    expect(named(one.state, 'walker').at).toEqual(at(2, 1));
  });
});

describe('the moss corridor', () => {
  it('DB-MOSS-1: a moss square costs 2; with exactly 2 left he walks in without Rushing', () => {
    const { state, events } = play(
      corridor().player('walker', 1, 1, { ma: 2 }).build(),
      activate('move'),
      moveTo(2, 1),
    );
    expect(state.turn.activation).toMatchObject({ spent: 2 });
    expect(rushes(events)).toBe(0);
  });

  it('DB-MOSS-1, DB-MOSS-2: with 1 left he Rushes once for it, with none left twice, with one Rush left not at all', () => {
    const one = play(
      corridor().player('walker', 1, 1, { ma: 1 }).withDice([2]).build(),
      activate('move'),
      moveTo(2, 1),
    );
    expect(rushes(one.events)).toBe(1);
    expect(named(one.state, 'walker').at).toEqual(at(2, 1));
    const none = play(
      corridor().player('walker', 0, 1, { ma: 1 }).withDice([2, 2]).build(),
      activate('move'),
      moveTo(1, 1),
      moveTo(2, 1),
    );
    expect(rushes(none.events)).toBe(2);
    const short = play(
      corridor().player('walker', 0, 1, { ma: 0 }).withDice([2]).build(),
      activate('move'),
      moveTo(1, 1),
    ).state;
    expect(apply(short, moveTo(2, 1))).toMatchObject({
      error: expect.stringContaining('not enough movement'),
    });
  });

  it('DB-MOSS-2: a block in the moss is as anywhere, and the ball bounces in it and stays', () => {
    // POW (6), no modifier and no precarious roll; the carrier pushed from (2, 1) to (3, 1),
    // Armour 1 + 1 holds; the ball bounces west (4) back onto the moss at (2, 1) and rests there.
    const start = corridor()
      .player('a', 1, 1)
      .player('d', 2, 1, { team: 1 })
      .ballHeldBy('d')
      .withDice([6, 1, 1, 4])
      .build();
    const { state, events } = play(
      start,
      activate('block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(3, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(events.some((e) => e.type === 'test')).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'block-dice', dice: ['pow'] }));
    expect(named(state, 'd')).toMatchObject({ at: at(3, 1), stance: 'prone' });
    expect(state.ball).toEqual({ at: at(2, 1), carrier: null });
  });
});
