import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import type { GameEvent } from '../model/events';
import { blockBy, board, named, play } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const blitzBy = (attacker: string, target: string) => [
  { type: 'activate', player: attacker, action: 'blitz' } as const,
  { type: 'block', target } as const,
];
const count = (events: readonly GameEvent[], type: GameEvent['type']) =>
  events.filter((e) => e.type === type).length;
// Block die faces from a D6: 1 attacker down, 2 both down, 3-4 push, 5 stumble, 6 POW.

describe('Horns', () => {
  it('BB-SKILL-1 Horns: +1 ST when blocking in a Blitz (BB-BLITZ-5), not in a Block action', () => {
    const horned = () =>
      board(hall)
        .player('a', 2, 2, { skills: ['Horns'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([3, 3]);
    const blitz = play(horned().build(), ...blitzBy('0-1', '1-1'));
    expect(blitz.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push', 'push'], chooser: 0 }),
    );
    const block = play(horned().build(), ...blockBy('0-1', '1-1'));
    expect(block.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'] }),
    );
  });
});

describe('Frenzy', () => {
  it('BB-SKILL-1 Frenzy: must follow up, then must block a defender still Standing a second time, and only twice', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Frenzy'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([3, 4])
      .build();
    const { state, events } = play(
      start,
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(5, 2) },
    );
    expect(count(events, 'block-dice')).toBe(2);
    expect(count(events, 'followed-up')).toBe(2);
    expect(named(state, 'a').at).toEqual(at(4, 2));
    expect(named(state, 'd').at).toEqual(at(5, 2));
    expect(state.turn.activation).toBeNull();
    expect(state.pending).toEqual([]);
  });

  it('BB-SKILL-1 Frenzy: no second block when the defender is knocked down', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Frenzy'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([6, 1, 1])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    });
    expect(count(events, 'block-dice')).toBe(1);
    expect(named(state, 'a').at).toEqual(at(3, 2));
    expect(state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Frenzy: no second block when he could not follow up (defender against a wall, DB-MOVE-4)', () => {
    const wall = ['....#', '....#', '....#'];
    const start = board(wall)
      .player('a', 2, 1, { skills: ['Frenzy'] })
      .player('d', 3, 1, { team: 1 })
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(count(events, 'block-dice')).toBe(1);
    expect(state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Frenzy: in a Blitz the second block costs a square, paid by a Rush (BB-MOVE-6); with no Rush left there is none', () => {
    const rush = play(
      board(hall)
        .player('a', 2, 2, { ma: 1, skills: ['Frenzy'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([3, 2, 3])
        .build(),
      ...blitzBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(5, 2) },
    );
    expect(
      rush.events.map((e) => e.type).filter((t) => t === 'test' || t === 'block-dice'),
    ).toEqual(['block-dice', 'test', 'block-dice']);
    expect(rush.state.turn.activation).toMatchObject({ spent: 2, rushes: 1, blocks: 2 });
    const spent = play(
      board(hall)
        .player('a', 1, 2, { ma: 0, skills: ['Frenzy'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([2, 2, 3])
        .build(),
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'move', to: at(2, 2) },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 2) },
    );
    expect(count(spent.events, 'block-dice')).toBe(1);
    expect(spent.state.turn.activation).toMatchObject({ rushes: 2, blocks: 1 });
  });
});

describe('Fend', () => {
  const fended = (attacker: { skills?: string[] } = {}, dice = [3]) =>
    board(hall)
      .player('a', 2, 2, attacker)
      .player('d', 3, 2, { team: 1, skills: ['Fend'] })
      .withDice(dice)
      .build();

  it("BB-SKILL-1 Fend: once pushed, the defender's coach may stop the attacker following up", () => {
    const asked = play(fended(), ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    });
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      team: 1,
      choice: { skill: 'Fend' },
    });
    expect(legalActions(asked.state)).toEqual([
      { type: 'use-skill', use: true },
      { type: 'use-skill', use: false },
    ]);
    const used = play(asked.state, { type: 'use-skill', use: true });
    expect(named(used.state, 'a').at).toEqual(at(2, 2));
    expect(used.state.turn.activation).toBeNull();
    const declined = play(asked.state, { type: 'use-skill', use: false });
    expect(declined.state.pending.at(-1)).toMatchObject({ kind: 'follow-up', team: 0 });
  });

  it('BB-SKILL-1 Fend: stops a Frenzy player following up, and so his second block', () => {
    const { state, events } = play(
      fended({ skills: ['Frenzy'] }),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'use-skill', use: true },
    );
    expect(count(events, 'block-dice')).toBe(1);
    expect(state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Fend: not against a Blitzing Juggernaut, nor for a chain-pushed player', () => {
    const juggernaut = play(fended({ skills: ['Juggernaut'] }), ...blitzBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    });
    expect(juggernaut.state.pending.at(-1)).toMatchObject({ kind: 'follow-up' });
    const chained = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1 })
        .player('x', 4, 1, { team: 1 })
        .player('f', 4, 2, { team: 1, skills: ['Fend'] })
        .player('y', 4, 3, { team: 1 })
        .withDice([3])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(5, 2) },
    );
    expect(chained.state.pending.at(-1)).toMatchObject({ kind: 'follow-up' });
  });
});

describe('Stand Firm', () => {
  it("BB-SKILL-1 Stand Firm: the defender's coach may refuse the push; no follow-up then", () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Stand Firm'] })
      .withDice([3])
      .build();
    const asked = play(start, ...blockBy('0-1', '1-1'));
    expect(asked.state.pending.at(-1)).toMatchObject({
      kind: 'use-skill',
      team: 1,
      choice: { skill: 'Stand Firm' },
    });
    const held = play(asked.state, { type: 'use-skill', use: true });
    expect(named(held.state, 'd').at).toEqual(at(3, 2));
    expect(named(held.state, 'a').at).toEqual(at(2, 2));
    expect(held.state.turn.activation).toBeNull();
    const pushed = play(asked.state, { type: 'use-skill', use: false });
    expect(pushed.state.pending.at(-1)).toMatchObject({ kind: 'push', team: 0 });
  });

  it('BB-SKILL-1 Stand Firm: a POW still knocks him down, in place', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Stand Firm'] })
      .withDice([6, 1, 1])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'), { type: 'use-skill', use: true });
    expect(named(state, 'd')).toMatchObject({ at: at(3, 2), stance: 'prone' });
  });

  it('BB-SKILL-1 Stand Firm: a chain-pushed player may refuse too, and then nobody in the chain moves (BB-BLOCK-8)', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('x', 4, 1, { team: 1 })
      .player('s', 4, 2, { team: 1, skills: ['Stand Firm'] })
      .player('y', 4, 3, { team: 1 })
      .withDice([3])
      .build();
    const { state, events } = play(
      start,
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'use-skill', use: true },
    );
    expect(count(events, 'pushed')).toBe(0);
    expect([named(state, 'd').at, named(state, 's').at]).toEqual([at(3, 2), at(4, 2)]);
    expect(state.turn.activation).toBeNull();
  });

  it('BB-SKILL-1 Stand Firm: not against a Blitzing Juggernaut', () => {
    const start = board(hall)
      .player('a', 2, 2, { skills: ['Juggernaut'] })
      .player('d', 3, 2, { team: 1, skills: ['Stand Firm'] })
      .withDice([3])
      .build();
    const { state } = play(start, ...blitzBy('0-1', '1-1'));
    expect(state.pending.at(-1)).toMatchObject({ kind: 'push', team: 0 });
  });
});

describe('Sidestep', () => {
  it("BB-SKILL-1 Sidestep: the pushed player's own coach picks any free square next to him", () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1, skills: ['Sidestep'] })
      .player('x', 4, 2, { team: 1 })
      .withDice([3])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    expect(state.pending.at(-1)).toMatchObject({ kind: 'push', team: 1 });
    const squares = legalActions(state).map((a) => (a as { square: unknown }).square);
    expect(squares).toHaveLength(6);
    expect(squares).toContainEqual(at(2, 1)); // beside the attacker
    expect(squares).not.toContainEqual(at(4, 2)); // occupied
    const moved = play(
      state,
      { type: 'push-to', square: at(2, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(named(moved.state, 'd').at).toEqual(at(2, 3));
  });

  it('BB-SKILL-1 Sidestep: with no free square next to him he is pushed as usual, by the pushing coach', () => {
    const start = board(['.....', '.....', '.....'])
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1, skills: ['Sidestep'] })
      .player('p1', 2, 0)
      .player('p2', 3, 0)
      .player('p3', 4, 0)
      .player('p4', 2, 2)
      .player('p5', 3, 2)
      .player('q1', 4, 1, { team: 1 })
      .player('q2', 4, 2, { team: 1 })
      .withDice([3, 3, 3])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'), { type: 'choose-block-die', index: 0 });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'push', team: 0 });
    expect(legalActions(state)).toHaveLength(3);
  });

  it('BB-SKILL-1 Sidestep: a chain-pushed Sidestep player is placed by his own coach', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('x', 4, 1, { team: 1 })
      .player('s', 4, 2, { team: 1, skills: ['Sidestep'] })
      .player('y', 4, 3, { team: 1 })
      .withDice([3])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'), {
      type: 'push-to',
      square: at(4, 2),
    });
    expect(state.pending.at(-1)).toMatchObject({ kind: 'push', team: 1 });
    expect(legalActions(state)).toContainEqual({ type: 'push-to', square: at(5, 1) });
  });
});

describe('Strip Ball', () => {
  const strip = (defender: string[], dice: number[]) =>
    play(
      board(hall)
        .player('a', 2, 2, { skills: ['Strip Ball'] })
        .player('d', 3, 2, { team: 1, skills: defender })
        .ballHeldBy('d')
        .withDice(dice)
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
    );

  it('BB-SKILL-1 Strip Ball: a Push Back makes the carrier drop the ball, which bounces from the square he was pushed into', () => {
    const { state, events } = strip([], [3, 5]);
    expect(named(state, 'd')).toMatchObject({ at: at(4, 2), stance: 'standing' });
    expect(events).toContainEqual({
      type: 'ball-bounced',
      from: at(4, 2),
      to: at(5, 2),
      direction: 5,
    });
    expect(state.ball).toEqual({ at: at(5, 2), carrier: null });
    expect(state.turn.team).toBe(0);
  });

  it('BB-SKILL-1 Strip Ball: not against Sure Hands', () => {
    const { state } = strip(['Sure Hands'], [3]);
    expect(state.ball).toEqual({ at: at(4, 2), carrier: '1-1' });
  });

  it('BB-SKILL-1 Strip Ball: applies to Defender Stumbles turned into a Push Back by Dodge', () => {
    const { state } = strip(['Dodge'], [5, 5]);
    expect(state.ball.carrier).toBeNull();
  });
});
