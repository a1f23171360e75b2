import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../flow/create';
import type { LeagueRule } from './league';
import { board, named, play } from '../testing/fixture';

const hall = Array.from({ length: 5 }, () => '..........');
const at = (x: number, y: number) => ({ floor: 0, x, y });
const league = (...rules: LeagueRule[]) => ({ ...defaultOptions, league: rules });

describe('league rules (LM)', () => {
  const rushInto = (options = defaultOptions) => {
    const start = board(hall)
      .player('r', 0, 0, { ma: 1 })
      .withDice([1, 6, 6, 6])
      .withOptions(options)
      .build();
    return play(
      start,
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: at(1, 0) },
      { type: 'move', to: at(2, 0) },
    );
  };

  it('LM-23: a failed Rush leaves him Prone in the square, a turnover, with no Armour roll', () => {
    const { state, events } = rushInto(league('LM-23'));
    expect(named(state, 'r')).toMatchObject({ at: at(2, 0), stance: 'prone', box: null });
    expect(events).toContainEqual({ type: 'placed-prone', player: '0-1' });
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(state.turn.team).toBe(1);
  });

  it('LM-23: without the league rule the same fall rolls armour, and a 12 breaks it (BB-MOVE-5)', () => {
    const { events } = rushInto();
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', broken: true }));
  });

  const passAt = (dice: number[], markers: number, options = defaultOptions) => {
    let builder = board(hall).player('t', 2, 2, { pa: 3 }).player('c', 5, 2).ballHeldBy('t');
    for (let i = 0; i < markers; i++) builder = builder.player(`m${i}`, 1, 1 + 2 * i, { team: 1 });
    const start = builder.withDice(dice).withOptions(options).build();
    return play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(5, 2) },
    );
  };
  const quality = (events: readonly { type: string }[]) =>
    (events.find((e) => e.type === 'pass-thrown') as { quality: string } | undefined)?.quality;

  it('LM-31: a 2 with one opponent marking the thrower is a Fumble; a 3 is not', () => {
    expect(quality(passAt([2, 4, 4, 4, 4], 1, league('LM-31')).events)).toBe('fumbled');
    expect(quality(passAt([3, 4, 4, 4, 4], 1, league('LM-31')).events)).not.toBe('fumbled');
  });

  it('LM-31: two markers make a 3 a Fumble; with none only the natural 1 fumbles', () => {
    expect(quality(passAt([3, 4, 4, 4, 4], 2, league('LM-31')).events)).toBe('fumbled');
    expect(quality(passAt([2, 4, 4, 4, 4], 0, league('LM-31')).events)).not.toBe('fumbled');
    expect(quality(passAt([1, 4, 4, 4, 4], 0, league('LM-31')).events)).toBe('fumbled');
  });

  it('LM-31: without the league rule a 2 with a marker is no Fumble (BB-PASS-5)', () => {
    expect(quality(passAt([2, 4, 4, 4, 4], 1).events)).not.toBe('fumbled');
  });

  /** Team 0 knocks a Regeneration player down, then armour 12, injury 10, the Casualty D16, and the Regeneration D6. */
  const regenerate = (d6: number, options = defaultOptions) => {
    const start = board(hall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1, skills: ['Regeneration'] })
      .withDice([6, 6, 6, 5, 5, 16, d6])
      .withOptions(options)
      .build();
    return play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 1) },
      { type: 'follow-up', follow: false },
    );
  };

  it('LM-32: Regeneration works on a 3, and still fails on a 2', () => {
    expect(named(regenerate(3, league('LM-32')).state, 'd').box).toBe('reserves');
    expect(named(regenerate(2, league('LM-32')).state, 'd').box).toBe('casualty');
  });

  it('LM-32: without the league rule a 3 is not enough (BB-INJ-11)', () => {
    expect(named(regenerate(3).state, 'd').box).toBe('casualty');
  });
});
