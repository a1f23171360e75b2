import { describe, expect, it } from 'vitest';
import { board, named, play } from '../testing/fixture';

const hall = Array.from({ length: 5 }, () => '..............');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const pickUp = (skills: string[]) =>
  board(hall)
    .player('p', 1, 1, { skills })
    .player('m1', 3, 0, { team: 1 })
    .player('m2', 3, 2, { team: 1 })
    .ballOn(2, 1)
    .withDice([3])
    .build();
const moveOntoBall = [
  { type: 'activate', player: '0-1', action: 'move' } as const,
  { type: 'move', to: at(2, 1) } as const,
];

/** The events of an opponent with these skills interfering with an Accurate pass from (1,1) to (5,1). */
function interference(skills: string[]) {
  const start = board(hall)
    .player('t', 1, 1)
    .player('c', 5, 1)
    .player('i', 3, 1, { team: 1, skills })
    .ballHeldBy('t')
    .withDice([6, 1])
    .build();
  return play(
    start,
    { type: 'activate', player: '0-1', action: 'pass' },
    { type: 'pass', target: at(5, 1) },
    { type: 'interfere', player: named(start, 'i').id },
  ).events;
}

describe('Big Hand', () => {
  it('BB-SKILL-1 Big Hand: ignores the Marking modifiers when picking up (BB-BALL-7)', () => {
    const { state, events } = play(pickUp(['Big Hand']), ...moveOntoBall);
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'pick-up', modifier: 0, rolled: 3, success: true }),
    );
    expect(state.ball.carrier).toBe('0-1');
    const plain = play(pickUp([]), ...moveOntoBall).events;
    expect(plain).toContainEqual(expect.objectContaining({ test: 'pick-up', modifier: -2 }));
  });
});

describe('Extra Arms', () => {
  it('BB-SKILL-1 Extra Arms: +1 to pick up (BB-BALL-7)', () => {
    const { events } = play(pickUp(['Extra Arms']), ...moveOntoBall);
    expect(events).toContainEqual(expect.objectContaining({ test: 'pick-up', modifier: -1 }));
  });

  it('BB-SKILL-1 Extra Arms: +1 to catch (BB-BALL-8)', () => {
    const start = board(hall)
      .player('t', 1, 1)
      .player('c', 2, 1, { skills: ['Extra Arms'] })
      .player('m', 3, 1, { team: 1 })
      .ballHeldBy('t')
      .withDice([3])
      .build();
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'hand-off' },
      { type: 'hand-off', target: '0-2' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'catch', modifier: 0, rolled: 3, success: true }),
    );
    expect(named(state, 'c').id).toBe(state.ball.carrier);
  });

  it('BB-SKILL-1 Extra Arms: +1 to interfere with a pass (BB-PASS-10)', () => {
    expect(interference(['Extra Arms'])).toContainEqual(
      expect.objectContaining({ test: 'interference', modifier: -2 }),
    );
  });
});

describe('Very Long Legs', () => {
  it('BB-SKILL-1 Very Long Legs: +2 to interfere with a pass (BB-PASS-10)', () => {
    expect(interference(['Very Long Legs'])).toContainEqual(
      expect.objectContaining({ test: 'interference', modifier: -1 }),
    );
  });
});
