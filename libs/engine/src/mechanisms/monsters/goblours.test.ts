import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../flow/setup';
import type { GameEvent } from '../../model/events';
import type { DraftState } from '../../model/step';
import type { GameState, Square } from '../../model/state';
import { readyTeamsFor, teamSetup } from '../../rosters';
import { distance } from '../../board/squares';
import { board, named, play } from '../../testing/fixture';
import { newMonster, type Lair } from '.';

const at = (x: number, y: number): Square => ({ floor: 0, x, y });

/** A lair at (10, 3) guarding columns 6 to 11 of an open room 12 squares wide. */
const lair: Lair = {
  id: 'm',
  at: at(10, 3),
  monster: 'goblours',
  protects: [{ x: 6, y: 0, width: 6, height: 7 }],
};
const room = (width = 12, lairs: readonly Lair[] = [lair]) =>
  board(Array.from({ length: 7 }, () => '.'.repeat(width))).mechanism('monsters', lairs);

/** The match with the lair's Goblours, in its lair or on `where`, lying as told. */
function withGoblours(
  state: DraftState,
  where: Square = lair.at,
  stance: 'standing' | 'prone' | 'stunned' = 'standing',
  from: Lair = lair,
): GameState {
  state.players.push({ ...newMonster(from, 1), at: where, stance });
  return state;
}
const goblours = (state: GameState) => named(state, 'Goblours');
const attacks = (events: readonly GameEvent[]) =>
  events.filter((e) => e.type === 'monster-attacks');
const walkIn = [
  { type: 'activate', player: '0-1', action: 'move' },
  { type: 'move', to: at(4, 3) },
  { type: 'move', to: at(5, 3) },
  { type: 'move', to: at(6, 3) },
] as const;

describe('the Goblours (Pyramid P5)', () => {
  it('DB-GOBLOURS-4, DB-GOBLOURS-11: the Pyramid has a Goblours in each of its two lairs, MA 6 ST 6 AG 3+ AV 10+, Block and Dodge, of no team', () => {
    const pyramid = sampleMaps.find((s) => s.id.includes('pyramid'))!.map;
    const teams = ['dwarf', 'skaven'].map((id) => teamSetup(readyTeamsFor(id)[0]!));
    const started = startMatch(pyramid, teams, 'goblours');
    if ('error' in started) throw new Error(started.error);
    const monsters = started.state.players.filter((p) => p.team === -1);
    expect(monsters.map((m) => m.at)).toEqual([at(48, 12), at(24, 23)]);
    for (const m of monsters)
      expect(m).toMatchObject({
        ma: 6,
        st: 6,
        ag: 3,
        av: 10,
        pa: null,
        skills: ['Block', 'Dodge'],
      });
  });

  it('DB-GOBLOURS-1: a player walking through its squares is left alone; once he ends his activation there it blitzes him', () => {
    const start = withGoblours(room().player('runner', 3, 3).withDice([6, 3, 1, 1]).build());
    const moving = play(start, ...walkIn);
    expect(attacks(moving.events)).toEqual([]);
    const ended = play(moving.state, { type: 'end-activation' });
    expect(attacks(ended.events)).toEqual([
      { type: 'monster-attacks', monster: 'monster-m', victim: '0-1', foul: false },
    ]);
    expect(distance(goblours(ended.state).at!, at(6, 3))).toBe(1);
  });

  it('DB-GOBLOURS-1: a player pushed into its squares is blitzed at once', () => {
    const start = withGoblours(
      room()
        .player('blocker', 4, 3)
        .player('pushed', 5, 3, { team: 1 })
        .withDice([3, 3, 4])
        .build(),
    );
    const { state, events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(6, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(attacks(events)).toEqual([
      { type: 'monster-attacks', monster: 'monster-m', victim: '1-1', foul: false },
    ]);
    expect(state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 0 });
  });

  it('DB-GOBLOURS-1: it reaches a victim with its MA and two Rushes, a block costing a square, and no farther', () => {
    const wide: Lair = { ...lair, at: at(18, 3), protects: [{ x: 8, y: 0, width: 12, height: 7 }] };
    const walkTo = (x: number) =>
      play(
        withGoblours(
          room(20, [wide]).player('runner', x, 0).withDice([2, 2, 3, 3]).build(),
          wide.at,
          'standing',
          wide,
        ),
        { type: 'activate', player: '0-1', action: 'move' },
        { type: 'move', to: at(x, 1) },
        { type: 'end-activation' },
      );
    // Next to (10, 1): 7 squares away, then the block: 8 movement points, 2 of them Rushes.
    const reached = walkTo(10);
    expect(attacks(reached.events)).toHaveLength(1);
    expect(reached.events.filter((e) => e.type === 'test' && e.test === 'rush')).toHaveLength(2);
    expect(attacks(walkTo(9).events)).toEqual([]);
  });

  it('DB-GOBLOURS-1: a player down in its squares is fouled, not blocked', () => {
    const start = withGoblours(
      room()
        .player('mover', 0, 0)
        .player('sleeper', 7, 3, { team: 1, stance: 'prone' })
        .withDice([6, 5, 1, 1])
        .build(),
    );
    const { events, state } = play(start, { type: 'activate', player: '0-1', action: 'move' });
    expect(attacks(events)).toEqual([
      { type: 'monster-attacks', monster: 'monster-m', victim: '1-1', foul: true },
    ]);
    expect(events).toContainEqual({ type: 'fouled', player: 'monster-m', victim: '1-1' });
    expect(events.find((e) => e.type === 'armour')).toMatchObject({ player: '1-1', broken: true });
    expect(events.some((e) => e.type === 'block-dice')).toBe(false);
    expect(named(state, 'sleeper').stance).toBe('stunned');
  });

  it('DB-GOBLOURS-2: it blitzes once a team turn; the next waits for the next team turn', () => {
    const start = withGoblours(
      room()
        .player('mover', 0, 0)
        .player('first', 7, 1, { team: 1, stance: 'prone' })
        .player('second', 7, 5, { team: 1, stance: 'prone' })
        .withDice([1, 1, 1, 1])
        .build(),
    );
    const first = play(start, { type: 'activate', player: '0-1', action: 'move' });
    expect(attacks(first.events).map((e) => e.victim)).toEqual(['1-1']);
    const same = play(first.state, { type: 'end-activation' });
    expect(attacks(same.events)).toEqual([]);
    const next = play(same.state, { type: 'end-turn' });
    expect(attacks(next.events).map((e) => e.victim)).toEqual(['1-2']);
  });

  it('DB-GOBLOURS-3: it attacks a player once while he stays, and again once he has left and come back', () => {
    const start = withGoblours(
      room()
        .player('stayer', 6, 3, { stance: 'prone' })
        .player('away', 0, 6, { team: 1 })
        .withDice([1, 1, 1, 1, 1, 1])
        .build(),
    );
    const fouled = play(start, { type: 'end-turn' });
    expect(attacks(fouled.events).map((e) => e.victim)).toEqual(['0-1']);
    const later = play(fouled.state, { type: 'end-turn' }, { type: 'end-turn' });
    expect(attacks(later.events)).toEqual([]);
    expect(goblours(later.state).at).toEqual(lair.at);
    const back = play(
      later.state,
      { type: 'end-turn' },
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'stand-up' },
      { type: 'move', to: at(5, 3) },
      { type: 'move', to: at(6, 3) },
    );
    expect(attacks(back.events)).toEqual([]);
    const ended = play(back.state, { type: 'end-activation' });
    expect(attacks(ended.events).map((e) => e.victim)).toEqual(['0-1']);
  });

  it('DB-GOBLOURS-5: a ball landing on it bounces off; it never catches it', () => {
    const start = withGoblours(
      room()
        .player('thrower', 2, 3)
        .player('mate', 0, 0)
        .ballHeldBy('thrower')
        .withDice([6, 1])
        .build(),
      at(4, 3),
    );
    const { events, state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 3) },
    );
    expect(events.some((e) => e.type === 'ball-caught')).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ball-bounced', from: at(4, 3) }),
    );
    expect(state.ball.carrier).toBeNull();
  });

  it('DB-GOBLOURS-5: it never intercepts a pass flying over it', () => {
    const start = withGoblours(
      room()
        .player('thrower', 1, 3)
        .player('mate', 4, 3)
        .ballHeldBy('thrower')
        .withDice([6, 6])
        .build(),
      at(2, 2),
    );
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'pass' },
      { type: 'pass', target: at(4, 3) },
    );
    expect(state.ball.carrier).toBe('0-2');
  });

  it('DB-GOBLOURS-6: after its Blitz it goes back toward its lair with the movement it has left', () => {
    const start = withGoblours(room().player('runner', 3, 3).withDice([6, 3, 1, 1]).build());
    const { state } = play(
      start,
      ...walkIn,
      { type: 'end-activation' },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(5, 3) },
      { type: 'follow-up', follow: false },
    );
    // 3 squares and the block spent of 6: 2 squares back toward (10, 3).
    expect(distance(goblours(state).at!, lair.at)).toBe(1);
  });

  it('DB-GOBLOURS-6: at the end of a team turn without a Blitz it moves up to its MA toward its lair, standing up first', () => {
    const standing = play(withGoblours(room().player('idle', 0, 0).build(), at(3, 3)), {
      type: 'end-turn',
    });
    expect(goblours(standing.state).at).toEqual(at(9, 3));
    const prone = play(withGoblours(room().player('idle', 0, 0).build(), at(3, 3), 'prone'), {
      type: 'end-turn',
    });
    expect(goblours(prone.state)).toMatchObject({ at: at(6, 3), stance: 'standing' });
  });

  it("DB-GOBLOURS-7, DB-GOBLOURS-8: KO'd by a block, it is away 2 rounds, then back in its lair; its blocker earns 2 SPP", () => {
    const start = withGoblours(
      room()
        .player('hitter', 2, 3, { st: 7 })
        .player('away', 0, 6, { team: 1 })
        .withDice([6, 6, 6, 6, 4, 4])
        .build(),
      at(3, 3),
    );
    const ko = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: 'monster-m' },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(4, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(goblours(ko.state).box).toBe('ko');
    expect(ko.state.spp.awards).toEqual([{ player: '0-1', reason: 'monster', spp: 2 }]);
    const ends = (state: GameState, n: number) =>
      play(state, ...Array.from({ length: n }, () => ({ type: 'end-turn' }) as const));
    const twoRoundsLater = ends(ko.state, 4);
    expect(goblours(twoRoundsLater.state).box).toBe('ko');
    const back = ends(twoRoundsLater.state, 2);
    expect(goblours(back.state)).toMatchObject({ box: null, at: lair.at });
    expect(back.events).toContainEqual({
      type: 'monster-back',
      monster: 'monster-m',
      at: lair.at,
    });
  });

  it('DB-GOBLOURS-7: a Stunned Goblours stays down through the next team turn, then turns Prone', () => {
    const start = withGoblours(room().player('idle', 0, 0).build(), at(3, 3), 'stunned');
    const first = play(start, { type: 'end-turn' });
    expect(goblours(first.state)).toMatchObject({ stance: 'stunned', at: at(3, 3) });
    const second = play(first.state, { type: 'end-turn' });
    expect(goblours(second.state)).toMatchObject({ stance: 'prone', at: at(3, 3) });
    const third = play(second.state, { type: 'end-turn' });
    expect(goblours(third.state)).toMatchObject({ stance: 'standing', at: at(6, 3) });
  });

  it('DB-GOBLOURS-7: a Goblours that becomes a Casualty never comes back', () => {
    const start = withGoblours(
      room().player('hitter', 2, 3, { st: 7 }).withDice([6, 6, 6, 6, 6, 6, 1]).build(),
      at(3, 3),
    );
    const hurt = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: 'monster-m' },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(4, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(goblours(hurt.state).box).toBe('casualty');
    const later = play(
      hurt.state,
      ...Array.from({ length: 8 }, () => ({ type: 'end-turn' }) as const),
    );
    expect(goblours(later.state).box).toBe('casualty');
  });

  it("DB-GOBLOURS-9: a player of another team next to the victim assists the Goblours's block", () => {
    const blitzWith = (helper: boolean) => {
      const fixture = room().player('runner', 6, 0).withDice([3, 3, 3]);
      if (helper) fixture.player('helper', 5, 4, { team: 1 });
      return play(
        withGoblours(fixture.build()),
        { type: 'activate', player: '0-1', action: 'move' },
        { type: 'move', to: at(6, 1) },
        { type: 'move', to: at(6, 2) },
        { type: 'move', to: at(6, 3) },
        { type: 'end-activation' },
      ).events.find((e) => e.type === 'block-dice');
    };
    expect(blitzWith(false)).toMatchObject({ attacker: 'monster-m', dice: ['push', 'push'] });
    expect(blitzWith(true)).toMatchObject({ dice: ['push', 'push', 'push'] });
  });

  it('DB-GOBLOURS-9: the Goblours never assists anybody', () => {
    const start = withGoblours(
      room().player('blocker', 2, 3).player('target', 3, 3, { team: 1 }).withDice([3]).build(),
      at(4, 3),
    );
    const { events } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    );
    expect(events.find((e) => e.type === 'block-dice')).toMatchObject({ dice: ['push'] });
  });

  it('DB-GOBLOURS-10: its tackle zone marks the players of every team', () => {
    const dodgeAway = (team: number) => {
      const start = withGoblours(
        room().player('near', 4, 3, { team }).activeTeam(team).withDice([6]).build(),
        at(5, 3),
      );
      return play(
        start,
        { type: 'activate', player: `${team}-1`, action: 'move' },
        { type: 'move', to: at(3, 3) },
      ).events.filter((e) => e.type === 'test' && e.test === 'dodge');
    };
    expect(dodgeAway(0)).toHaveLength(1);
    expect(dodgeAway(1)).toHaveLength(1);
  });

  it("DB-GOBLOURS-12: the victim's opponent chooses its block die, push and follow-up; knocking down an active player is a turnover", () => {
    const start = withGoblours(room().player('runner', 3, 3).withDice([6, 3, 1, 1]).build());
    const blitzed = play(start, ...walkIn, { type: 'end-activation' });
    expect(blitzed.state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
    const pushed = play(blitzed.state, { type: 'choose-block-die', index: 0 });
    expect(pushed.state.pending.at(-1)).toMatchObject({ kind: 'push', team: 1 });
    const follow = play(pushed.state, { type: 'push-to', square: at(5, 3) });
    expect(follow.state.pending.at(-1)).toMatchObject({ kind: 'follow-up', team: 1 });
    const done = play(follow.state, { type: 'follow-up', follow: false });
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
    expect(done.state.turn.team).toBe(1);
  });

  it('DB-GOBLOURS-12: nobody earns SPP for the Casualty the Goblours causes', () => {
    const start = withGoblours(
      room().player('runner', 3, 3).withDice([6, 6, 6, 6, 6, 6, 1]).build(),
    );
    const { state } = play(
      start,
      ...walkIn,
      { type: 'end-activation' },
      { type: 'choose-block-die', index: 0 },
      { type: 'push-to', square: at(5, 3) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'runner').box).toBe('casualty');
    expect(state.spp.awards).toEqual([]);
  });
});
