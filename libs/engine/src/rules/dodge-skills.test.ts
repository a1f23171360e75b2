import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const moveTo = (x: number, y: number) => [
  { type: 'activate', player: '0-1', action: 'move' } as const,
  { type: 'move', to: at(x, y) } as const,
];

describe('Stunty', () => {
  it('BB-SKILL-1 Stunty: ignores the Marking modifiers when Dodging (BB-MOVE-3)', () => {
    const start = board(hall)
      .player('s', 1, 1, { skills: ['Stunty'] })
      .player('f', 2, 1, { team: 1 })
      .player('g', 3, 3, { team: 1 })
      .withDice([3])
      .build();
    const { events } = play(start, ...moveTo(2, 2));
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: 0, rolled: 3, success: true }),
    );
  });

  it('BB-SKILL-1 Stunty: opponents get +1 to interfere with his passes (BB-PASS-10)', () => {
    const start = board(['..............', '..............', '..............'])
      .player('t', 1, 1, { skills: ['Stunty'] })
      .player('c', 5, 1)
      .player('i', 3, 1, { team: 1 })
      .ballHeldBy('t')
      .withDice([6, 1])
      .build();
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(5, 1) },
      { type: 'interfere', player: named(start, 'i').id },
    );
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'interference', modifier: -2, success: false }),
    );
  });
});

describe('Break Tackle', () => {
  it('BB-SKILL-1 Break Tackle: +1 to a Dodge after rolling, when it turns a failure into a success', () => {
    const start = board(hall)
      .player('b', 1, 1, { skills: ['Break Tackle'] })
      .player('f', 2, 1, { team: 1 })
      .withDice([2])
      .build();
    const { state, events } = play(start, ...moveTo(0, 0));
    expect(events).toContainEqual({ type: 'skill-used', player: '0-1', skill: 'Break Tackle' });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: 1, rolled: 2, success: true }),
    );
    expect(named(state, 'b').stance).toBe('standing');
  });

  it('BB-SKILL-1 Break Tackle: +2 with ST 5 or more; a natural 1 still fails (BB-GEN-2)', () => {
    const strong = play(
      board(hall)
        .player('b', 1, 1, { st: 5, ag: 4, skills: ['Break Tackle'] })
        .player('f', 2, 1, { team: 1 })
        .withDice([2])
        .build(),
      ...moveTo(0, 0),
    );
    expect(strong.events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: 2, success: true }),
    );
    const one = play(
      board(hall)
        .player('b', 1, 1, { ag: 1, skills: ['Break Tackle'] })
        .player('f', 2, 1, { team: 1 })
        .withDice([1, 3, 3])
        .build(),
      ...moveTo(0, 0),
    );
    expect(one.events.some((e) => e.type === 'skill-used')).toBe(false);
  });

  it('BB-SKILL-1 Break Tackle: once per activation; kept when the Dodge passes without it', () => {
    const start = board(hall)
      .player('b', 2, 2, { skills: ['Break Tackle'] })
      .player('f', 3, 2, { team: 1 })
      .player('h', 0, 4, { team: 1 })
      .withDice([4, 3, 2, 3, 3])
      .build();
    const { state, events } = play(
      start,
      ...moveTo(2, 3), // 4 − 1 passes on its own: Break Tackle kept
      { type: 'move', to: at(1, 4) }, // 3 − 1 + 1: Break Tackle used
      { type: 'move', to: at(2, 4) }, // 2 + 0 fails, already used
    );
    expect(events.filter((e) => e.type === 'skill-used')).toHaveLength(1);
    expect(named(state, 'b').stance).toBe('prone');
  });
});

describe('Tackle', () => {
  it('BB-SKILL-1 Tackle: a player Dodging out of a square he Marks cannot use the Dodge skill', () => {
    const start = board(hall)
      .player('d', 1, 1, { skills: ['Dodge'] })
      .player('t', 2, 1, { team: 1, skills: ['Tackle'] })
      .withRerolls(0, 1)
      .withDice([1])
      .build();
    const { state } = play(start, ...moveTo(0, 0));
    expect(legalActions(state)).toEqual([
      { type: 'use-reroll', source: 'team' },
      { type: 'use-reroll', source: 'none' },
    ]);
  });

  it('BB-SKILL-1 Tackle: does not deny Dodge when he only Marks the square entered', () => {
    const start = board(hall)
      .player('d', 1, 1, { skills: ['Dodge'] })
      .player('f', 0, 1, { team: 1 })
      .player('t', 3, 1, { team: 1, skills: ['Tackle'] })
      .withDice([1])
      .build();
    const { state } = play(start, ...moveTo(2, 1));
    expect(legalActions(state)).toContainEqual({ type: 'use-reroll', source: 'skill' });
  });

  it('BB-SKILL-1 Tackle: his blocks deny Dodge against Defender Stumbles (BB-BLOCK-5)', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Tackle'] })
      .player('d', 3, 2, { team: 1, skills: ['Dodge'] })
      .withDice([5, 1, 1])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'd').stance).toBe('prone');
  });
});

describe('Prehensile Tail', () => {
  it('BB-SKILL-1 Prehensile Tail: −1 to Dodge out of a square he Marks; two tails count once', () => {
    const start = board(hall)
      .player('d', 1, 1)
      .player('p', 2, 1, { team: 1, skills: ['Prehensile Tail'] })
      .player('q', 1, 2, { team: 1, skills: ['Prehensile Tail'] })
      .withDice([6])
      .build();
    const { events } = play(start, ...moveTo(0, 0));
    expect(events).toContainEqual(expect.objectContaining({ test: 'dodge', modifier: -1 }));
  });

  it('BB-SKILL-1 Prehensile Tail: applies to a Stunty dodger too, whose Marking modifiers are ignored', () => {
    const start = board(hall)
      .player('s', 1, 1, { skills: ['Stunty'] })
      .player('p', 2, 1, { team: 1, skills: ['Prehensile Tail'] })
      .withDice([6])
      .build();
    const { events } = play(start, ...moveTo(2, 2));
    expect(events).toContainEqual(expect.objectContaining({ test: 'dodge', modifier: -1 }));
  });
});

describe('Tentacles', () => {
  const leaving = (tentacles: { st?: number }, dice: number[], action: 'move' | 'blitz' = 'move') =>
    play(
      board(hall)
        .player('m', 1, 1)
        .player('t', 2, 1, { team: 1, skills: ['Tentacles'], ...tentacles })
        .withDice(dice)
        .build(),
      { type: 'activate', player: '0-1', action },
      { type: 'move', to: at(0, 1) },
    );

  it('BB-SKILL-1 Tentacles: D6 + his ST − the mover ST of 6 or more holds the mover in place and ends his movement; no turnover', () => {
    const { state, events } = leaving({}, [6]);
    expect(events).toContainEqual(
      expect.objectContaining({
        test: 'tentacles',
        player: '1-1',
        modifier: 0,
        rolled: 6,
        success: true,
      }),
    );
    expect(events.some((e) => e.type === 'test' && e.test === 'dodge')).toBe(false);
    expect(named(state, 'm').at).toEqual(at(1, 1));
    expect(legalActions(state).filter((a) => a.type === 'move')).toEqual([]);
    expect(state.turn.team).toBe(0);
  });

  it('BB-SKILL-1 Tentacles: a failed hold lets him go, and he Dodges as usual', () => {
    const { state, events } = leaving({}, [5, 4]);
    expect(
      events.filter((e) => e.type === 'test').map((e) => (e as { test: string }).test),
    ).toEqual(['tentacles', 'dodge']);
    expect(named(state, 'm').at).toEqual(at(0, 1));
  });

  it('BB-SKILL-1 Tentacles: the ST difference counts; a natural 1 never holds', () => {
    expect(named(leaving({ st: 5 }, [4]).state, 'm').at).toEqual(at(1, 1));
    expect(named(leaving({ st: 9 }, [1, 4]).state, 'm').at).toEqual(at(0, 1));
  });

  it('BB-SKILL-1 Tentacles: a held blitzer may still block the player next to him', () => {
    const { state } = leaving({}, [6], 'blitz');
    expect(legalActions(state)).toContainEqual({ type: 'block', target: '1-1' });
  });
});

describe('Diving Tackle', () => {
  const dodging = (dice: number[], rerolls = 0, extra?: { key: string; x: number; y: number }) => {
    const b = board(hall)
      .player('d', 1, 1)
      .player('t', 2, 1, { team: 1, skills: ['Diving Tackle'] })
      .withRerolls(0, rerolls)
      .withDice(dice);
    if (extra) b.player(extra.key, extra.x, extra.y, { team: 1, skills: ['Diving Tackle'] });
    return play(b.build(), ...moveTo(0, 0));
  };

  it('BB-SKILL-1 Diving Tackle: after a passed Dodge out of his zone his coach may apply −2; he is Placed Prone in the square left', () => {
    const asked = dodging([4, 3, 3]);
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      team: 1,
      choice: { skill: 'Diving Tackle' },
    });
    const { state, events } = play(asked.state, { type: 'use-skill', use: true });
    expect(named(state, 't')).toMatchObject({ at: at(1, 1), stance: 'prone' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'knocked-down', player: '0-1', fell: true }),
    );
    expect(state.turn.team).toBe(1);
  });

  it('BB-SKILL-1 Diving Tackle: declined, the dodger goes on; used on a natural 6, he still passes (BB-GEN-2)', () => {
    const declined = play(dodging([4]).state, { type: 'use-skill', use: false });
    expect(named(declined.state, 'd')).toMatchObject({ at: at(0, 0), stance: 'standing' });
    expect(named(declined.state, 't').stance).toBe('standing');
    const six = play(dodging([6]).state, { type: 'use-skill', use: true });
    expect(named(six.state, 'd').stance).toBe('standing');
    expect(named(six.state, 't')).toMatchObject({ at: at(1, 1), stance: 'prone' });
  });

  it('BB-SKILL-1 Diving Tackle: the Dodge it fails may be re-rolled, still at −2, and only one Diving Tackle counts per test', () => {
    const failed = play(dodging([4, 5], 1, { key: 'u', x: 1, y: 2 }).state, {
      type: 'use-skill',
      use: true,
    });
    expect(legalActions(failed.state)).toContainEqual({ type: 'use-reroll', source: 'team' });
    const { state, events } = play(failed.state, { type: 'use-reroll', source: 'team' });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: -2, rolled: 5, success: true }),
    );
    expect(state.pending).toEqual([]); // the second Diving Tackler 'u' is not asked
    expect(named(state, 'd')).toMatchObject({ at: at(0, 0), stance: 'standing' });
  });

  it('BB-SKILL-1 Diving Tackle: usable on a re-rolled Dodge', () => {
    const rerolled = play(dodging([2, 4], 1).state, { type: 'use-reroll', source: 'team' });
    expect(rerolled.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      choice: { skill: 'Diving Tackle', rerolled: true },
    });
    const { state } = play(rerolled.state, { type: 'use-skill', use: true });
    expect(named(state, 'd').stance).toBe('prone');
  });
});

describe('Two Heads', () => {
  it('BB-SKILL-1 Two Heads: +1 to Dodge tests (BB-MOVE-3)', () => {
    const start = (dice: number[]) =>
      board(hall)
        .player('h', 1, 1, { skills: ['Two Heads'] })
        .player('f', 2, 1, { team: 1 })
        .player('g', 3, 3, { team: 1 })
        .withDice(dice)
        .build();
    const marked = play(start([3, 1, 1]), ...moveTo(2, 2));
    expect(marked.events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: -1, rolled: 3, success: false }),
    );
    const open = play(start([2]), ...moveTo(0, 2));
    expect(open.events).toContainEqual(
      expect.objectContaining({ test: 'dodge', modifier: 1, rolled: 2, success: true }),
    );
    expect(named(open.state, 'h')).toMatchObject({ at: at(0, 2), stance: 'standing' });
  });
});
