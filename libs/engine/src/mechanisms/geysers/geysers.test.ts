import { describe, expect, it } from 'vitest';
import { view } from '../../view';
import { board, named, play } from '../../testing/fixture';
import type { GeyserRoom } from '.';

const at = (x: number, y: number) => ({ floor: 0, x, y });
/** A room on x 1–5, y 1–3, with vent 1 at (2, 2) and vent 20, the last, at (4, 2). */
const room = (steam: GeyserRoom['steam'] = 'hot'): GeyserRoom => ({
  id: 'steam-room',
  floor: 0,
  squares: [{ x: 1, y: 1, width: 5, height: 3 }],
  steam,
  vents: [
    { number: 1, at: at(2, 2) },
    { number: 20, at: at(4, 2) },
  ],
});
const hall = (steam?: GeyserRoom['steam']) =>
  board(['.......', '.......', '.......', '.......', '.......'])
    .mechanism('geysers', [room(steam)])
    .player('home', 0, 0);
const endTurn = { type: 'end-turn' } as const;

describe('the geyser room', () => {
  it('DB-GEYSER-1: with nobody in the room no jet bursts', () => {
    const { events } = play(hall().player('away', 6, 4, { team: 1 }).build(), endTurn);
    expect(events.some((e) => e.type === 'geyser')).toBe(false);
  });

  it('DB-GEYSER-1: one player in the room, of either team and Prone, and a D20 names the vent, the last one on a 20', () => {
    const start = hall().player('away', 5, 3, { team: 1, stance: 'prone' }).withDice([20]).build();
    const { state, events } = play(start, endTurn);
    expect(events).toContainEqual({ type: 'geyser', room: 'steam-room', rolled: 20, at: at(4, 2) });
    expect(named(state, 'away')).toMatchObject({ at: at(5, 3), stance: 'prone' });
    // And at the end of the other team's turn too.
    const next = play(state, endTurn);
    expect(next.events.filter((e) => e.type === 'geyser')).toHaveLength(1);
  });

  it('DB-GEYSER-3: hot steam, an Armour roll that holds leaves him Standing with the ball', () => {
    const start = hall()
      .player('walker', 2, 2, { team: 1 })
      .ballHeldBy('walker')
      .withDice([1, 4, 4])
      .build();
    const { state, events } = play(start, endTurn);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'armour',
        player: '1-1',
        dice: [4, 4],
        modifier: 0,
        broken: false,
      }),
    );
    expect(named(state, 'walker').stance).toBe('standing');
    expect(state.ball.carrier).toBe('1-1');
  });

  it('DB-GEYSER-3: hot steam that breaks his armour hurts him, and he drops the ball, with no re-roll for the catch', () => {
    // D20 1; Armour 5 + 4 breaks AV 9; Injury 2 + 3 Stunned; the ball bounces east (5) to a
    // team-mate with Catch, who fails on a 1 and may not re-roll: it bounces on (2, south).
    const start = hall()
      .player('walker', 2, 2, { team: 1 })
      .player('mate', 3, 2, { team: 1, skills: ['Catch'] })
      .ballHeldBy('walker')
      .withRerolls(1, 1)
      .withDice([1, 5, 4, 2, 3, 5, 1, 7])
      .build();
    const { state, events } = play(start, endTurn);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 0, broken: true }),
    );
    expect(named(state, 'walker').stance).toBe('stunned');
    expect(events).toContainEqual(expect.objectContaining({ type: 'ball-dropped', player: '1-1' }));
    expect(state.pending).toEqual([]);
    expect(state.ball).toEqual({ at: at(3, 3), carrier: null });
  });

  it("DB-GEYSER-4, DB-GEYSER-2: explosive steam (the room's option), +1 to his Armour and Injury rolls, unmodified rolls for those next to the vent only", () => {
    // D20 1 at (2, 2); on it: Armour 4 + 4 + 1, Injury 3 + 4 + 1 (KO); next to it at (3, 3):
    // Armour 1 + 1; two squares away at (4, 2) nothing.
    const start = hall('explosive')
      .player('on', 2, 2, { team: 1 })
      .player('beside', 3, 3, { team: 1 })
      .player('away', 4, 2, { team: 1 })
      .withDice([1, 4, 4, 3, 4, 1, 1])
      .build();
    const { state, events } = play(start, endTurn);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', modifier: 1, broken: true }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'injury', player: '1-1', modifier: 1, result: 'ko' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-2', dice: [1, 1], modifier: 0 }),
    );
    expect(events.some((e) => e.type === 'armour' && e.player === '1-3')).toBe(false);
    expect(named(state, 'on').box).toBe('ko');
  });

  it('DB-GEYSER-1: the last jet is in what every coach sees', () => {
    const start = hall().player('away', 5, 3, { team: 1 }).withDice([7]).build();
    const { state } = play(start, endTurn);
    expect(view(state, 0).state.mechanismState?.geysers).toEqual({
      'steam-room': { turn: 1, rolled: 7, at: null },
    });
  });
});
