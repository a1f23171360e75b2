import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { legalActions } from '../../legal-actions';
import { defaultOptions } from '../../flow/create';
import type { GameState, MatchOptions } from '../../model/state';
import { named, play, type MatchBuilder } from '../../testing/fixture';
import { hallTeleporter, teleporterHall } from '../../testing/teleporter-hall';

const teleporter = hallTeleporter;

/** The teleporter hall, in the second round unless told. */
function dungeon(build: (b: MatchBuilder) => MatchBuilder, round = 2): GameState {
  const state = build(teleporterHall()).build();
  state.turn.round = round;
  return state;
}

/** Sends a fixture player to a box off the board. */
function inBox(state: GameState, name: string, box: 'reserves' | 'ko' | 'casualty'): GameState {
  const p = named(state, name);
  p.box = box;
  p.at = null;
  return state;
}

describe('pit teleporter', () => {
  it('DB-PIT-2, DB-MATCH-10: not in the first round; from the second round on, once a team turn', () => {
    const first = inBox(
      dungeon((b) => b.player('sub', 0, 0), 1),
      'sub',
      'reserves',
    );
    expect(legalActions(first)).not.toContainEqual({ type: 'pit-teleport', player: '0-1' });
    expect(apply(first, { type: 'pit-teleport', player: '0-1' })).toEqual({
      error: expect.stringContaining('DB-PIT-2'),
    });
    const second = inBox(
      dungeon((b) => b.player('sub', 0, 0).player('sub2', 0, 1)),
      'sub',
      'reserves',
    );
    inBox(second, 'sub2', 'reserves');
    expect(legalActions(second)).toContainEqual({ type: 'pit-teleport', player: '0-1' });
    const after = play(second, { type: 'pit-teleport', player: '0-1' }).state;
    expect(legalActions(after)).not.toContainEqual({ type: 'pit-teleport', player: '0-2' });
  });

  it("DB-PIT-3: with Jervis's rules the pit teleporter works from the first round", () => {
    const state = inBox(
      dungeon(
        (b) => b.player('sub', 0, 0).withOptions({ ...defaultOptions, ruleset: 'jervis-1998' }),
        1,
      ),
      'sub',
      'reserves',
    );
    expect(legalActions(state)).toContainEqual({ type: 'pit-teleport', player: '0-1' });
  });

  it.each([0, 1])(
    "DB-PIT-1: team %i's dugout has its pit teleporter: on its turn, a reserve of the team enters the dungeon by it",
    (team) => {
      const start = inBox(
        dungeon((b) =>
          b.player('home', 0, 0).player('away', 0, 1, { team: 1 }).activeTeam(team).withDice([2]),
        ),
        team === 0 ? 'home' : 'away',
        'reserves',
      );
      const id = `${team}-1`;
      const offered = legalActions(start).filter((a) => a.type === 'pit-teleport');
      expect(offered).toEqual([{ type: 'pit-teleport', player: id }]);
      const { state } = play(start, { type: 'pit-teleport', player: id });
      expect(state.players.find((p) => p.id === id)).toMatchObject({
        at: teleporter(2),
        box: null,
      });
    },
  );

  it('DB-PIT-4: he arrives Standing on the teleporter the D6 names, and spends a square recovering when activated', () => {
    const start = inBox(
      dungeon((b) => b.player('sub', 0, 0, { ma: 6 }).withDice([6])),
      'sub',
      'reserves',
    );
    const { state, events } = play(start, { type: 'pit-teleport', player: '0-1' });
    expect(named(state, 'sub')).toMatchObject({ at: teleporter(6), box: null, stance: 'standing' });
    expect(events).toContainEqual({
      type: 'teleported',
      player: '0-1',
      from: null,
      rolled: 6,
      to: teleporter(6),
    });
    const moving = play(state, { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(moving.turn.activation).toMatchObject({ spent: 1 });
  });

  it('DB-PIT-4: arriving on an occupied teleporter teleports its occupant; a pit arrival counts as his first teleport', () => {
    const start = inBox(
      dungeon((b) =>
        b.player('sub', 0, 0).player('guard', teleporter(1).x, 2, { team: 1 }).withDice([1, 3, 3]),
      ),
      'sub',
      'reserves',
    );
    const { state } = play(start, { type: 'pit-teleport', player: '0-1' });
    expect(named(state, 'sub').at).toEqual(teleporter(1));
    expect(named(state, 'guard').at).toEqual(teleporter(3));
    expect(state.turn.teleported).toContain('0-1');
  });

  it('DB-PIT-4: the dugout is used before any player is activated', () => {
    const start = inBox(
      dungeon((b) => b.player('sub', 0, 0).player('runner', 5, 0)),
      'sub',
      'reserves',
    );
    const acted = play(
      start,
      { type: 'activate', player: '0-2', action: 'move' },
      { type: 'end-activation' },
    ).state;
    expect(legalActions(acted)).not.toContainEqual({ type: 'pit-teleport', player: '0-1' });
  });

  it('DB-PIT-5: there is no limit to the players in the dungeon: with 11 on the board, a twelfth still comes in', () => {
    const state = inBox(
      dungeon((b) => {
        for (let i = 0; i < 11; i++) b.player(`on${i}`, i, 0);
        return b.player('sub', 0, 4).withDice([3]);
      }),
      'sub',
      'reserves',
    );
    expect(legalActions(state)).toContainEqual({ type: 'pit-teleport', player: '0-12' });
    expect(named(play(state, { type: 'pit-teleport', player: '0-12' }).state, 'sub').at).toEqual(
      teleporter(3),
    );
  });

  it('DB-PIT-6: a player on the board never goes back through the pit teleporter', () => {
    const state = dungeon((b) => b.player('runner', 5, 0));
    expect(apply(state, { type: 'pit-teleport', player: '0-1' })).toEqual({
      error: expect.stringContaining('not in the Reserves'),
    });
  });

  it('DB-PIT-8: a player who must wait stays in the Reserves until his waits are over', () => {
    const state = inBox(
      dungeon((b) => b.player('sub', 0, 0)),
      'sub',
      'reserves',
    );
    named(state, 'sub').waits = 1;
    expect(legalActions(state)).not.toContainEqual({ type: 'pit-teleport', player: '0-1' });
    const later = play(state, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(legalActions(later)).toContainEqual({ type: 'pit-teleport', player: '0-1' });
  });

  it("DB-BIG-3, DB-BIG-1, DB-PIT-9: a Bone Head takes the pit teleporter on 2+; on a 1 the turn's teleport is lost", () => {
    const fails = inBox(
      dungeon((b) => b.player('ogre', 0, 0, { skills: ['Bone Head'] }).withDice([1])),
      'ogre',
      'reserves',
    );
    const { state, events } = play(fails, { type: 'pit-teleport', player: '0-1' });
    expect(named(state, 'ogre').box).toBe('reserves');
    expect(events).toContainEqual({ type: 'pit-teleport-refused', player: '0-1' });
    expect(
      legalActions(state).filter((a) => a.type === 'pit-teleport' || a.type === 'sponge'),
    ).toEqual([]);
    const passes = inBox(
      dungeon((b) => b.player('ogre', 0, 0, { skills: ['Bone Head'] }).withDice([2, 4])),
      'ogre',
      'reserves',
    );
    expect(named(play(passes, { type: 'pit-teleport', player: '0-1' }).state, 'ogre').at).toEqual(
      teleporter(4),
    );
  });

  it('DB-BIG-2: an Animal Savagery big guy needs 4+; a 3 fails', () => {
    const start = inBox(
      dungeon((b) => b.player('rat', 0, 0, { skills: ['Animal Savagery'] }).withDice([3])),
      'rat',
      'reserves',
    );
    expect(named(play(start, { type: 'pit-teleport', player: '0-1' }).state, 'rat').box).toBe(
      'reserves',
    );
  });

  it('DB-BIG-4: Really Stupid needs 4+, +2 with a team-mate without it in the Reserves', () => {
    const alone = inBox(
      dungeon((b) => b.player('troll', 0, 0, { skills: ['Really Stupid'] }).withDice([2])),
      'troll',
      'reserves',
    );
    expect(named(play(alone, { type: 'pit-teleport', player: '0-1' }).state, 'troll').box).toBe(
      'reserves',
    );
    const helped = dungeon((b) =>
      b
        .player('troll', 0, 0, { skills: ['Really Stupid'] })
        .player('goblin', 0, 1)
        .withDice([2, 5]),
    );
    inBox(inBox(helped, 'troll', 'reserves'), 'goblin', 'reserves');
    expect(named(play(helped, { type: 'pit-teleport', player: '0-1' }).state, 'troll').at).toEqual(
      teleporter(5),
    );
  });

  it("DB-BIG-5: a team re-roll may be used on the big guy's test", () => {
    const start = inBox(
      dungeon((b) =>
        b
          .player('ogre', 0, 0, { skills: ['Bone Head'] })
          .withRerolls(0, 1)
          .withDice([1, 2, 3]),
      ),
      'ogre',
      'reserves',
    );
    const asked = play(start, { type: 'pit-teleport', player: '0-1' }).state;
    expect(asked.pending.at(-1)).toMatchObject({ kind: 'reroll', teamReroll: true });
    const { state } = play(asked, { type: 'use-reroll', source: 'team' });
    expect(named(state, 'ogre').at).toEqual(teleporter(3));
  });

  it('DB-BIG-6: a Treeman rooting on arrival closes that teleporter for the match', () => {
    const start = inBox(
      dungeon((b) => b.player('tree', 0, 0, { skills: ['Take Root'] }).withDice([2, 1])),
      'tree',
      'reserves',
    );
    const { state, events } = play(start, { type: 'pit-teleport', player: '0-1' });
    expect(named(state, 'tree')).toMatchObject({ at: teleporter(2), rooted: true });
    expect(state.closedTeleporters).toEqual([2]);
    expect(events).toContainEqual({ type: 'teleporter-closed', number: 2 });
  });
});

describe('magic sponge', () => {
  it("DB-SPONGE-2, DB-SPONGE-5: a KO'd player goes back to the Reserves, from the first round, ready from the next turn", () => {
    const start = inBox(
      dungeon((b) => b.player('hurt', 0, 0), 1),
      'hurt',
      'ko',
    );
    const { state } = play(start, { type: 'sponge', player: '0-1' });
    expect(named(state, 'hurt')).toMatchObject({ box: 'reserves', waits: 1 });
    const nextTurn = play(state, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(named(nextTurn, 'hurt').waits).toBe(0);
    expect(legalActions(nextTurn)).toContainEqual({ type: 'pit-teleport', player: '0-1' });
  });

  it("DB-INJ-3, DB-MATCH-13, BB-INJ-9, BB-NA-6: a KO'd player makes no recovery roll; rounds later he is still KO'd, and only the sponge brings him back", () => {
    const start = inBox(
      dungeon((b) => b.player('hurt', 0, 0).player('b', 5, 4, { team: 1 })),
      'hurt',
      'ko',
    );
    let state = start;
    for (let turn = 0; turn < 6; turn++) state = play(state, { type: 'end-turn' }).state;
    expect(state.turn.team).toBe(0);
    expect(named(state, 'hurt').box).toBe('ko');
    expect(legalActions(state).filter((a) => 'player' in a && a.player === '0-1')).toEqual([
      { type: 'sponge', player: '0-1' },
    ]);
  });

  it('DB-SPONGE-1: every team has the sponge without buying it, the second team too', () => {
    const start = dungeon((b) => b.player('mine', 0, 0).player('theirs', 5, 0, { team: 1 }));
    inBox(inBox(start, 'mine', 'ko'), 'theirs', 'ko');
    expect(legalActions(start)).toContainEqual({ type: 'sponge', player: '0-1' });
    const theirTurn = play(start, { type: 'end-turn' }).state;
    expect(legalActions(theirTurn)).toContainEqual({ type: 'sponge', player: '1-1' });
  });

  it('DB-SPONGE-3: the sponge has no effect on a Casualty', () => {
    const start = inBox(
      dungeon((b) => b.player('hurt', 0, 0)),
      'hurt',
      'casualty',
    );
    expect(apply(start, { type: 'sponge', player: '0-1' })).toEqual({
      error: expect.stringContaining('DB-SPONGE-3'),
    });
  });

  describe("DB-SPONGE-4: Jervis's sponge also heals a Badly Hurt player", () => {
    const jervis: MatchOptions = { ...defaultOptions, ruleset: 'jervis-1998' };
    /**
     * Team 1's player knocks `hurt` down against the hall's west end (POW, Armour 5 + 5 + 1, Injury
     * 5 + 5: a Casualty) with the Casualty D16 given; then it is team 0's turn.
     */
    function hurtBy(d16: number, options = jervis): GameState {
      const start = dungeon((b) =>
        b
          .player('hurt', 0, 1)
          .player('brute', 1, 1, { team: 1 })
          .activeTeam(1)
          .withOptions(options)
          .withDice([6, 5, 5, 5, 5, d16]),
      );
      return play(
        start,
        { type: 'activate', player: '1-1', action: 'block' },
        { type: 'block', target: '0-1' },
        { type: 'end-turn' },
      ).state;
    }

    it('DB-SPONGE-4, BB-INJ-6: Badly Hurt (a D16 of 6): sponged back to the Reserves, his Casualty healed', () => {
      const hurt = hurtBy(6);
      expect(named(hurt, 'hurt')).toMatchObject({ box: 'casualty', casualty: 'badly-hurt' });
      expect(legalActions(hurt)).toContainEqual({ type: 'sponge', player: '0-1' });
      const { state, events } = play(hurt, { type: 'sponge', player: '0-1' });
      expect(events).toContainEqual({ type: 'sponged', player: '0-1' });
      expect(named(state, 'hurt')).toMatchObject({ box: 'reserves', waits: 1 });
      expect(named(state, 'hurt').casualty).toBeUndefined();
    });

    it('DB-SPONGE-4, BB-INJ-6: Seriously Hurt (a D16 of 7) is beyond the sponge', () => {
      const hurt = hurtBy(7);
      expect(named(hurt, 'hurt')).toMatchObject({ box: 'casualty', casualty: 'seriously-hurt' });
      expect(legalActions(hurt)).not.toContainEqual({ type: 'sponge', player: '0-1' });
      expect(apply(hurt, { type: 'sponge', player: '0-1' })).toEqual({
        error: expect.stringContaining('DB-SPONGE-4'),
      });
    });

    it('DB-SPONGE-4: nor a Serious Injury, a Lasting Injury or a dead player', () => {
      for (const [d16, result] of [
        [12, 'serious-injury'],
        [13, 'lasting-injury'],
        [15, 'dead'],
      ] as const) {
        const hurt = hurtBy(d16);
        expect(named(hurt, 'hurt').casualty).toBe(result);
        expect(apply(hurt, { type: 'sponge', player: '0-1' })).toEqual({
          error: expect.stringContaining('DB-SPONGE-4'),
        });
      }
    });

    it("DB-SPONGE-4: a KO'd player is still sponged with Jervis's rules", () => {
      const start = inBox(
        dungeon((b) => b.player('hurt', 0, 0).withOptions(jervis)),
        'hurt',
        'ko',
      );
      expect(legalActions(start)).toContainEqual({ type: 'sponge', player: '0-1' });
      expect(named(play(start, { type: 'sponge', player: '0-1' }).state, 'hurt').box).toBe(
        'reserves',
      );
    });

    it("DB-SPONGE-3: Torguer's sponge refuses a Badly Hurt player", () => {
      const hurt = hurtBy(1, defaultOptions);
      expect(named(hurt, 'hurt')).toMatchObject({ box: 'casualty', casualty: 'badly-hurt' });
      expect(legalActions(hurt)).not.toContainEqual({ type: 'sponge', player: '0-1' });
      expect(apply(hurt, { type: 'sponge', player: '0-1' })).toEqual({
        error: expect.stringContaining('DB-SPONGE-3'),
      });
    });
  });

  it('DB-PIT-7: the sponge and the pit teleporter are one or the other in a team turn', () => {
    const start = dungeon((b) => b.player('hurt', 0, 0).player('sub', 0, 1));
    inBox(inBox(start, 'hurt', 'ko'), 'sub', 'reserves');
    const sponged = play(start, { type: 'sponge', player: '0-1' }).state;
    expect(apply(sponged, { type: 'pit-teleport', player: '0-2' })).toEqual({
      error: expect.stringContaining('DB-PIT-7'),
    });
  });
});
