import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { GameState } from '../model/state';
import { board, named, play } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
const activate = (action: 'block' | 'blitz' | 'hypnotic-gaze' | 'foul' | 'move') =>
  ({ type: 'activate', player: '0-1', action }) as const;
const ofType = (state: GameState, type: string) =>
  legalActions(state).filter((a) => a.type === type);
// Block die faces from a D6: 1 attacker down, 2 both down, 3-4 push, 5 stumble, 6 POW.

describe('Stab', () => {
  it('BB-SKILL-1 Stab: instead of the block, an unmodified Armour roll (no Mighty Blow, no Claws), no dice, no push', () => {
    const start = board(hall)
      .player('s', 2, 2, { skills: ['Stab', 'Mighty Blow (+1)', 'Claws'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([4, 4])
      .build();
    const blocking = play(start, activate('block')).state;
    expect(ofType(blocking, 'stab')).toEqual([{ type: 'stab', target: '1-1' }]);
    const { state, events } = play(blocking, { type: 'stab', target: '1-1' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [4, 4], modifier: 0, broken: false }),
    );
    expect(events.some((e) => e.type === 'block-dice' || e.type === 'pushed')).toBe(false);
    expect(named(state, 'd')).toMatchObject({ at: at(3, 2), stance: 'standing' });
    expect(state.turn).toMatchObject({ team: 0, activation: null });
  });

  it('BB-SKILL-1 Stab: a broken armour gets an Injury roll; a Stunned victim drops the ball', () => {
    const start = board(hall)
      .player('s', 2, 2, { skills: ['Stab'] })
      .player('d', 3, 2, { team: 1 })
      .ballHeldBy('d')
      .withDice([5, 5, 4, 3, 5])
      .build();
    const { state, events } = play(start, activate('block'), { type: 'stab', target: '1-1' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'injury', result: 'stunned' }));
    expect(named(state, 'd').stance).toBe('stunned');
    expect(state.ball).toEqual({ at: at(4, 2), carrier: null });
    expect(state.turn.team).toBe(0);
  });

  it('BB-SKILL-1 Stab: in a Blitz it costs the square of the block; he may then move on (BB-BLITZ-2, BB-BLITZ-3)', () => {
    const start = board(hall)
      .player('s', 2, 2, { skills: ['Stab'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([1, 1])
      .build();
    const { state } = play(start, activate('blitz'), { type: 'stab', target: '1-1' });
    expect(state.turn.activation).toMatchObject({ spent: 1, blocked: true });
    expect(ofType(state, 'move').length).toBeGreaterThan(0);
    expect(ofType(state, 'stab')).toEqual([]);
  });

  it('BB-SKILL-1 Stab: a Blitz with no MA left pays the stab with a Rush (BB-MOVE-6)', () => {
    const start = board(hall)
      .player('s', 2, 2, { ma: 0, skills: ['Stab'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([2, 1, 1])
      .build();
    const { state, events } = play(start, activate('blitz'), { type: 'stab', target: '1-1' });
    expect(events).toContainEqual(expect.objectContaining({ test: 'rush', success: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'stabbed' }));
    expect(state.turn.activation).toMatchObject({ rushes: 1 });
  });

  it('BB-SKILL-1 Stab: Foul Appearance is rolled first; on a 1 the stab is wasted, no turnover (BB-TO-12)', () => {
    const start = board(hall)
      .player('s', 2, 2, { skills: ['Stab'] })
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withDice([1])
      .build();
    const { state, events } = play(start, activate('block'), { type: 'stab', target: '1-1' });
    expect(events).toContainEqual(expect.objectContaining({ test: 'foul-appearance', rolled: 1 }));
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(state.turn).toMatchObject({ team: 0, activation: null });
  });

  it('BB-SKILL-1 Stab: only a player with Stab, and only against a Standing opponent', () => {
    const plain = board(hall).player('a', 2, 2).player('d', 3, 2, { team: 1 }).build();
    expect(apply(play(plain, activate('block')).state, { type: 'stab', target: '1-1' })).toEqual({
      error:
        'Stab is made by a player with Stab instead of a block, against a Standing opponent next to him (BB-SKILL-1).',
    });
    const prone = board(hall)
      .player('s', 2, 2, { skills: ['Stab'] })
      .player('d', 3, 2, { team: 1, stance: 'prone' })
      .build();
    expect(ofType(play(prone, activate('blitz')).state, 'stab')).toEqual([]);
  });
});

describe('Multiple Block', () => {
  const two = (st: number, dice: number[]) =>
    board(hall)
      .player('m', 2, 2, { st, skills: ['Multiple Block'] })
      .player('d1', 3, 2, { team: 1 })
      .player('d2', 2, 3, { team: 1 })
      .withDice(dice)
      .build();

  it('BB-SKILL-1 Multiple Block: offered in a Block action against two adjacent opponents, in either order; not in a Blitz', () => {
    const start = two(5, []);
    expect(ofType(play(start, activate('block')).state, 'multiple-block')).toEqual([
      { type: 'multiple-block', targets: ['1-1', '1-2'] },
      { type: 'multiple-block', targets: ['1-2', '1-1'] },
    ]);
    expect(ofType(play(start, activate('blitz')).state, 'multiple-block')).toEqual([]);
    const alone = board(hall)
      .player('m', 2, 2, { skills: ['Multiple Block'] })
      .player('d1', 3, 2, { team: 1 })
      .build();
    expect(ofType(play(alone, activate('block')).state, 'multiple-block')).toEqual([]);
  });

  it('BB-SKILL-1 Multiple Block: both blocks at ST −2 (ST 3 against ST 3: three dice, the defender chooses)', () => {
    const { state, events } = play(two(3, [6, 6, 1]), activate('block'), {
      type: 'multiple-block',
      targets: ['1-1', '1-2'],
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', defender: '1-1', chooser: 1 }),
    );
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
  });

  it('BB-SKILL-1 Multiple Block: the first block, then the second, with no follow-up for either; the action then ends', () => {
    // ST 6 − 2 against ST 3 and the other target's assist: one die; then, the first pushed away, two.
    const { state, events } = play(
      two(6, [3, 3, 4]),
      activate('block'),
      { type: 'multiple-block', targets: ['1-1', '1-2'] },
      { type: 'push-to', square: at(4, 2) },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(2, 4) },
    );
    expect(events.filter((e) => e.type === 'block-dice')).toHaveLength(2);
    expect(events.some((e) => e.type === 'followed-up')).toBe(false);
    expect(named(state, 'm').at).toEqual(at(2, 2));
    expect(named(state, 'd1').at).toEqual(at(4, 2));
    expect(named(state, 'd2').at).toEqual(at(2, 4));
    expect(state.turn).toMatchObject({ team: 0, activation: null });
  });

  it('BB-SKILL-1 Multiple Block: knocked down by the first block, he makes no second: a turnover', () => {
    const { state, events } = play(two(6, [1, 1, 1]), activate('block'), {
      type: 'multiple-block',
      targets: ['1-1', '1-2'],
    });
    expect(events.filter((e) => e.type === 'block-dice')).toHaveLength(1);
    expect(named(state, 'm').stance).toBe('prone');
    expect(state.turn.team).toBe(1);
  });

  it('BB-SKILL-1 Multiple Block: Foul Appearance is rolled for each of the two targets', () => {
    const start = board(hall)
      .player('m', 2, 2, { st: 6, skills: ['Multiple Block'] })
      .player('d1', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .player('d2', 2, 3, { team: 1, skills: ['Foul Appearance'] })
      .withDice([2, 3, 2, 3])
      .build();
    const { events } = play(
      start,
      activate('block'),
      { type: 'multiple-block', targets: ['1-1', '1-2'] },
      { type: 'push-to', square: at(4, 2) },
    );
    expect(events.filter((e) => e.type === 'test' && e.test === 'foul-appearance')).toHaveLength(2);
  });
});

describe('Hypnotic Gaze', () => {
  it('BB-SKILL-1 Hypnotic Gaze: its own action, for a player with the trait; he may move first', () => {
    const start = board(hall)
      .player('g', 1, 2, { skills: ['Hypnotic Gaze'] })
      .player('plain', 6, 4)
      .player('d', 3, 2, { team: 1 })
      .withDice([4])
      .build();
    const starts = legalActions(start).filter(
      (a) => a.type === 'activate' && a.action === 'hypnotic-gaze',
    );
    expect(starts).toEqual([{ type: 'activate', player: '0-1', action: 'hypnotic-gaze' }]);
    const moved = play(start, activate('hypnotic-gaze'), { type: 'move', to: at(2, 2) }).state;
    expect(ofType(moved, 'hypnotic-gaze')).toEqual([{ type: 'hypnotic-gaze', target: '1-1' }]);
  });

  it('BB-SKILL-1 Hypnotic Gaze: an Agility test at −1 per opponent Marking the gazer other than the target; success takes the target’s tackle zone (BB-STATE-7)', () => {
    const start = board(hall)
      .player('g', 2, 2, { skills: ['Hypnotic Gaze'] })
      .player('runner', 4, 1)
      .player('d', 3, 2, { team: 1 })
      .player('m', 1, 1, { team: 1 })
      .withDice([4])
      .build();
    const { state, events } = play(start, activate('hypnotic-gaze'), {
      type: 'hypnotic-gaze',
      target: '1-1',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ test: 'hypnotic-gaze', target: 3, modifier: -1, success: true }),
    );
    expect(named(state, 'd').distracted).toBe(true);
    expect(state.turn).toMatchObject({ team: 0, activation: null });
    // Without his tackle zone he Marks nobody: the runner walks off with no Dodge.
    const walked = play(
      state,
      { type: 'activate', player: '0-2', action: 'move' },
      { type: 'move', to: at(5, 1) },
    );
    expect(walked.events.some((e) => e.type === 'test')).toBe(false);
  });

  it('BB-SKILL-1 Hypnotic Gaze: a failure ends his activation and is no turnover (BB-TO-12); a team re-roll may re-roll it', () => {
    const start = board(hall)
      .player('g', 2, 2, { skills: ['Hypnotic Gaze'] })
      .player('d', 3, 2, { team: 1 })
      .withRerolls(0, 1)
      .withDice([1, 2])
      .build();
    const asked = play(start, activate('hypnotic-gaze'), { type: 'hypnotic-gaze', target: '1-1' });
    expect(legalActions(asked.state)).toContainEqual({ type: 'use-reroll', source: 'team' });
    const { state } = play(asked.state, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'd').distracted).toBe(false);
    expect(state.turn).toMatchObject({ team: 0, activation: null });
  });

  it('BB-STATE-7: the hypnotised player gets his tackle zone back when he is next activated', () => {
    const start = board(hall)
      .player('g', 2, 2, { skills: ['Hypnotic Gaze'] })
      .player('d', 3, 2, { team: 1 })
      .withDice([6])
      .build();
    const { state } = play(
      start,
      activate('hypnotic-gaze'),
      { type: 'hypnotic-gaze', target: '1-1' },
      { type: 'end-turn' },
      { type: 'activate', player: '1-1', action: 'move' },
    );
    expect(named(state, 'd').distracted).toBe(false);
  });

  it('BB-SKILL-1 Foul Appearance: a gaze against him rolls for it first; on a 1 the gaze is wasted', () => {
    const start = board(hall)
      .player('g', 2, 2, { skills: ['Hypnotic Gaze'] })
      .player('d', 3, 2, { team: 1, skills: ['Foul Appearance'] })
      .withDice([1])
      .build();
    const { state, events } = play(start, activate('hypnotic-gaze'), {
      type: 'hypnotic-gaze',
      target: '1-1',
    });
    expect(events.some((e) => e.type === 'test' && e.test === 'hypnotic-gaze')).toBe(false);
    expect(named(state, 'd').distracted).toBe(false);
    expect(state.turn.activation).toBeNull();
  });
});

describe('Sneaky Git', () => {
  it('BB-SKILL-1 Sneaky Git: after his foul he may go on moving with the MA he has left, but not foul again', () => {
    const start = board(hall)
      .player('git', 2, 2, { skills: ['Sneaky Git'] })
      .player('v', 3, 2, { team: 1, stance: 'prone' })
      .player('w', 1, 2, { team: 1, stance: 'prone' })
      .withDice([1, 2])
      .build();
    const { state } = play(start, activate('foul'), { type: 'foul', target: '1-1' });
    expect(state.turn.activation).not.toBeNull();
    expect(ofType(state, 'foul')).toEqual([]);
    const moved = play(state, { type: 'move', to: at(2, 3) }).state;
    expect(named(moved, 'git').at).toEqual(at(2, 3));
  });

  it('BB-FOUL-1: without Sneaky Git the foul ends the activation', () => {
    const start = board(hall)
      .player('f', 2, 2)
      .player('v', 3, 2, { team: 1, stance: 'prone' })
      .withDice([1, 2])
      .build();
    const { state } = play(start, activate('foul'), { type: 'foul', target: '1-1' });
    expect(state.turn.activation).toBeNull();
  });
});
