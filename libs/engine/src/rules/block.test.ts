import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal-actions';
import type { GameEvent } from '../model/events';
import { blockBy, board, named, play, type PlayerSpec } from '../testing/fixture';

const hall = ['.........', '.........', '.........', '.........', '.........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });
// Block die faces from a D6: 1 attacker down, 2 both down, 3-4 push, 5 stumble, 6 POW.

describe('blocks', () => {
  it('BB-GEN-1: the block die has six faces: Player Down, Both Down, Push Back twice, Stumble, POW', () => {
    // ST 7 against ST 3: three dice, chosen by the attacker, shown in the order rolled.
    const dice = (rolled: number[]) =>
      play(
        board(hall)
          .player('a', 2, 2, { st: 7 })
          .player('d', 3, 2, { team: 1 })
          .withDice(rolled)
          .build(),
        ...blockBy('0-1', '1-1'),
      ).state.pending.at(-1);
    expect(dice([1, 2, 3])).toMatchObject({
      kind: 'block-die',
      dice: ['attacker-down', 'both-down', 'push'],
    });
    expect(dice([4, 5, 6])).toMatchObject({
      kind: 'block-die',
      dice: ['push', 'stumble', 'pow'],
    });
  });

  it('BB-BLOCK-4: equal strength rolls one die, chosen by nobody', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .withDice([3, 4])
      .build();
    const { events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'], chooser: 0 }),
    );
  });

  it('BB-BLOCK-4, BB-CHAR-3: one side stronger rolls 2 dice chosen by the stronger; more than twice as strong, 3 dice', () => {
    const two = play(
      board(hall)
        .player('a', 2, 2, { st: 4 })
        .player('d', 3, 2, { team: 1 })
        .withDice([1, 2])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(two.state.pending.at(-1)).toMatchObject({
      kind: 'block-die',
      team: 0,
      dice: ['attacker-down', 'both-down'],
    });
    const weak = play(
      board(hall)
        .player('a', 2, 2, { st: 3 })
        .player('d', 3, 2, { team: 1, st: 4 })
        .withDice([6, 6])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(weak.state.pending.at(-1)).toMatchObject({ kind: 'block-die', team: 1 });
    const three = play(
      board(hall)
        .player('a', 2, 2, { st: 7 })
        .player('d', 3, 2, { team: 1 })
        .withDice([3, 3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(three.state.pending.at(-1)).toMatchObject({
      kind: 'block-die',
      dice: ['push', 'push', 'push'],
    });
    const exactlyTwice = play(
      board(hall)
        .player('a', 2, 2, { st: 6 })
        .player('d', 3, 2, { team: 1 })
        .withDice([3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(exactlyTwice.state.pending.at(-1)).toMatchObject({ dice: ['push', 'push'] });
  });

  it('BB-BLOCK-3: an unmarked team-mate next to the defender assists; a Marked one does not, unless he has Guard', () => {
    const assisted = board(hall)
      .player('a', 2, 2)
      .player('helper', 4, 1)
      .player('d', 3, 2, { team: 1 });
    const free = play(assisted.withDice([3, 3]).build(), ...blockBy('0-1', '1-1'));
    expect(free.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push', 'push'], chooser: 0 }),
    );
    const marked = play(
      board(hall)
        .player('a', 2, 2)
        .player('helper', 4, 1)
        .player('d', 3, 2, { team: 1 })
        .player('m', 5, 1, { team: 1 })
        .withDice([3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(marked.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push'] }),
    );
    const guard = play(
      board(hall)
        .player('a', 2, 2)
        .player('helper', 4, 1, { skills: ['Guard'] })
        .player('d', 3, 2, { team: 1 })
        .player('m', 5, 1, { team: 1 })
        .withDice([3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(guard.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', dice: ['push', 'push'] }),
    );
  });

  it('DB-MOVE-2: no block and no assist round a wall corner', () => {
    const corner = ['#....', '.....', '.....'];
    const start = board(corner).player('a', 0, 1).player('d', 1, 0, { team: 1 }).build();
    const { state } = play(start, { type: 'activate', player: '0-1', action: 'block' });
    expect(legalActions(state).filter((a) => a.type === 'block')).toEqual([]);
  });

  it('BB-BLOCK-5, BB-STATE-4: Player Down knocks the attacker down: Prone, armour roll and turnover', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .withDice([1, 3, 3])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(named(state, 'a').stance).toBe('prone');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '0-1', dice: [3, 3], broken: false }),
    );
    expect(state.turn.team).toBe(1);
  });

  it('BB-BLOCK-5: Both Down knocks down both, except a player with Block; an attacker with Block keeps the turn', () => {
    const both = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1 })
        .withDice([2, 3, 3, 3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect([named(both.state, 'a').stance, named(both.state, 'd').stance]).toEqual([
      'prone',
      'prone',
    ]);
    expect(both.state.turn.team).toBe(1);
    const blocker = play(
      board(hall)
        .player('a', 2, 2, { skills: ['Block'] })
        .player('d', 3, 2, { team: 1 })
        .withDice([2, 3, 3])
        .build(),
      ...blockBy('0-1', '1-1'),
    );
    expect([named(blocker.state, 'a').stance, named(blocker.state, 'd').stance]).toEqual([
      'standing',
      'prone',
    ]);
    expect(blocker.state.turn.team).toBe(0);
  });

  it("BB-BLOCK-7: a straight push offers the three squares behind; the follow-up is the attacker's choice (BB-BLOCK-9)", () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .withDice([3])
      .build();
    const pushed = play(start, ...blockBy('0-1', '1-1'));
    expect(legalActions(pushed.state)).toEqual([
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(4, 1) },
      { type: 'push-to', square: at(4, 3) },
    ]);
    const { state } = play(
      pushed.state,
      { type: 'push-to', square: at(4, 1) },
      { type: 'follow-up', follow: true },
    );
    expect(named(state, 'd').at).toEqual(at(4, 1));
    expect(named(state, 'a').at).toEqual(at(3, 2));
    expect(state.turn.activation).toBeNull();
  });

  it('BB-BLOCK-9: following up is free and needs no Dodge, even out of a Marked square', () => {
    const start = board(hall)
      .player('a', 2, 2, { ma: 0 })
      .player('d', 3, 2, { team: 1 })
      .player('guard', 1, 1, { team: 1 }) // Marks the attacker; Marked by 'mate', he gives no assist
      .player('mate', 0, 0)
      .withDice([3])
      .build();
    const { state, events } = play(
      start,
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: true },
    );
    expect(named(state, 'a').at).toEqual(at(3, 2));
    expect(events.filter((e) => e.type === 'test')).toEqual([]);
    expect(state.dice.forced).toEqual([]);
  });

  it('BB-BLOCK-7: a diagonal push offers the far corner and its two neighbours away from the attacker', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 3, { team: 1 })
      .withDice([4])
      .build();
    const { state } = play(start, ...blockBy('0-1', '1-1'));
    expect(legalActions(state)).toEqual([
      { type: 'push-to', square: at(4, 4) },
      { type: 'push-to', square: at(4, 3) },
      { type: 'push-to', square: at(3, 4) },
    ]);
  });

  it('BB-BLOCK-7: only empty squares are offered while there are some; else the push chains into an occupied one', () => {
    const crowded = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .player('x', 4, 1, { team: 1 })
      .player('y', 4, 3, { team: 1 })
      .player('z', 4, 2, { team: 1 })
      .withDice([3])
      .build();
    const { state } = play(crowded, ...blockBy('0-1', '1-1'));
    expect(legalActions(state).map((a) => (a as { square: unknown }).square)).toEqual([
      at(4, 2),
      at(4, 1),
      at(4, 3),
    ]);
    const chain = play(
      state,
      { type: 'push-to', square: at(4, 2) },
      { type: 'push-to', square: at(5, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(named(chain.state, 'd').at).toEqual(at(4, 2));
    expect(named(chain.state, 'z').at).toEqual(at(5, 2));
  });

  it('DB-MOVE-4: a player pushed against a wall stays put and takes an Armour roll', () => {
    const wall = ['....#', '....#', '....#'];
    const start = board(wall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1 })
      .withDice([3, 6, 6, 1, 1])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(named(state, 'd').at).toEqual(at(3, 1));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'armour',
        player: '1-1',
        dice: [6, 6],
        modifier: 0,
        broken: true,
      }),
    );
  });

  it('DB-MOVE-6: the attacker cannot follow up a defender who did not move, pushed against a wall or into a chain against one', () => {
    const wall = ['....#', '....#', '....#'];
    const alone = play(
      board(wall).player('a', 2, 1).player('d', 3, 1, { team: 1 }).withDice([3, 1, 1]).build(),
      ...blockBy('0-1', '1-1'),
    );
    expect(alone.state.pending).toEqual([]);
    expect(alone.state.turn.activation).toBeNull();
    expect(named(alone.state, 'a').at).toEqual(at(2, 1));
    const chained = play(
      board(wall)
        .player('a', 1, 1)
        .player('d', 2, 1, { team: 1 })
        .player('x', 3, 0, { team: 1 })
        .player('y', 3, 1, { team: 1 })
        .player('z', 3, 2, { team: 1 })
        .withDice([3, 1, 1, 1, 1])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(3, 1) },
    );
    expect(chained.state.pending).toEqual([]);
    expect(named(chained.state, 'd').at).toEqual(at(2, 1));
    expect(named(chained.state, 'a').at).toEqual(at(1, 1));
  });

  describe('DB-MOVE-7: a chain push into a wall', () => {
    const wall = ['....#', '....#', '....#'];
    /** The defender at (2, 1), his three push squares taken, the middle one's player against the wall. */
    const chain = (dice: number[], attacker: PlayerSpec = {}) =>
      board(wall)
        .player('a', 1, 1, attacker)
        .player('d', 2, 1, { team: 1 })
        .player('x', 3, 0, { team: 1 })
        .player('y', 3, 1, { team: 1 })
        .player('z', 3, 2, { team: 1 })
        .withDice(dice)
        .build();
    const armourOf = (events: readonly GameEvent[]) =>
      events.filter((e) => e.type === 'armour').map((e) => (e as { player: string }).player);

    it('DB-MOVE-7, DB-MOVE-4: nobody moves; the player with no square takes a wall’s Armour roll, then the defender', () => {
      // Push (3); y's Armour 2 + 2, the defender's 4 + 4: both hold against AV 9.
      const { state, events } = play(chain([3, 2, 2, 4, 4]), ...blockBy('0-1', '1-1'), {
        type: 'push-to',
        square: at(3, 1),
      });
      expect(events.filter((e) => e.type === 'pushed')).toEqual([]);
      expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-3' });
      expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-1' });
      expect(armourOf(events)).toEqual(['1-3', '1-1']);
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'armour', player: '1-3', dice: [2, 2], modifier: 0 }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'armour', player: '1-1', dice: [4, 4], modifier: 0 }),
      );
      expect(named(state, 'd')).toMatchObject({ at: at(2, 1), stance: 'standing' });
      expect(named(state, 'y')).toMatchObject({ at: at(3, 1), stance: 'standing' });
    });

    it('DB-MOVE-7, DB-MOVE-6: the attacker cannot follow up: the block is over', () => {
      const { state, events } = play(chain([3, 2, 2, 4, 4]), ...blockBy('0-1', '1-1'), {
        type: 'push-to',
        square: at(3, 1),
      });
      expect(state.pending).toEqual([]);
      expect(legalActions(state).some((a) => a.type === 'follow-up')).toBe(false);
      expect(events.some((e) => e.type === 'followed-up')).toBe(false);
      expect(named(state, 'a').at).toEqual(at(1, 1));
    });

    it('DB-MOVE-7, DB-MOVE-5, BB-INJ-2: Defender Down: the defender is knocked down with his Armour at +1 and Mighty Blow; the player against the wall stays Standing, with neither', () => {
      // POW (6); y's Armour 4 + 4 would break AV 9 with +1: it holds; the defender's 4 + 4 + 1
      // breaks, Mighty Blow going on the Injury roll, 1 + 1 + 1: Stunned.
      const { state, events } = play(
        chain([6, 4, 4, 4, 4, 1, 1], { skills: ['Mighty Blow (+1)'] }),
        ...blockBy('0-1', '1-1'),
        { type: 'push-to', square: at(3, 1) },
      );
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'armour', player: '1-3', modifier: 0, broken: false }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'armour', player: '1-1', modifier: 1, broken: true }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'injury', player: '1-1', modifier: 1, result: 'stunned' }),
      );
      expect(events.filter((e) => e.type === 'knocked-down')).toEqual([
        { type: 'knocked-down', player: '1-1', fell: false },
      ]);
      expect(named(state, 'd')).toMatchObject({ at: at(2, 1), stance: 'stunned' });
      expect(named(state, 'y')).toMatchObject({ at: at(3, 1), stance: 'standing' });
    });

    it('DB-MOVE-7: in a three-player chain the player between stays put with no roll', () => {
      // The defender at (1, 1) into (2, 1), its player into (3, 1), whose player has nowhere to go.
      const start = board(wall)
        .player('a', 0, 1)
        .player('d', 1, 1, { team: 1 })
        .player('n2', 2, 0, { team: 1 })
        .player('middle', 2, 1, { team: 1 })
        .player('s2', 2, 2, { team: 1 })
        .player('n3', 3, 0, { team: 1 })
        .player('last', 3, 1, { team: 1 })
        .player('s3', 3, 2, { team: 1 })
        .withDice([3, 2, 2, 3, 3])
        .build();
      const { state, events } = play(
        start,
        ...blockBy('0-1', '1-1'),
        { type: 'push-to', square: at(2, 1) },
        { type: 'push-to', square: at(3, 1) },
      );
      expect(events.filter((e) => e.type === 'pushed')).toEqual([]);
      expect(events.filter((e) => e.type === 'pushed-against-wall')).toEqual([
        { type: 'pushed-against-wall', player: named(state, 'last').id },
        { type: 'pushed-against-wall', player: '1-1' },
      ]);
      expect(armourOf(events)).toEqual([named(state, 'last').id, '1-1']);
      expect(named(state, 'middle').at).toEqual(at(2, 1));
      expect(named(state, 'd').at).toEqual(at(1, 1));
      expect(state.pending).toEqual([]);
    });
  });

  it('BB-BLOCK-11, DB-MOVE-8, BB-NA-4: no crowd: a player pushed off the edge of the board stays, as against a wall', () => {
    const start = board(hall)
      .player('a', 2, 1)
      .player('d', 2, 0, { team: 1 })
      .withDice([3, 1, 1])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(events).toContainEqual({ type: 'pushed-against-wall', player: '1-1' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', player: '1-1', dice: [1, 1], broken: false }),
    );
    expect(named(state, 'd')).toMatchObject({ at: at(2, 0), box: null, stance: 'standing' });
  });

  it('DB-MOVE-3: round a wall corner only a Blitz, stepping to a square next to him first, reaches the defender', () => {
    const corner = ['#....', '.....', '.....'];
    const start = board(corner).player('a', 0, 1).player('d', 1, 0, { team: 1 }).build();
    const blitz = play(start, { type: 'activate', player: '0-1', action: 'blitz' }).state;
    expect(legalActions(blitz).filter((a) => a.type === 'block')).toEqual([]);
    const moved = play(blitz, { type: 'move', to: at(1, 1) }).state;
    expect(legalActions(moved)).toContainEqual({ type: 'block', target: '1-1' });
  });

  it('DB-MOVE-5: a player knocked down against a wall takes his Armour roll at +1', () => {
    const wall = ['....#', '....#', '....#'];
    const start = board(wall)
      .player('a', 2, 1)
      .player('d', 3, 1, { team: 1 })
      .withDice([6, 4, 4, 1, 1])
      .build();
    const { state, events } = play(start, ...blockBy('0-1', '1-1'));
    expect(named(state, 'd')).toMatchObject({ at: at(3, 1), stance: 'stunned' }); // 4 + 4 + 1 breaks AV 9
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'armour', dice: [4, 4], modifier: 1, broken: true }),
    );
  });

  it('BB-BLOCK-5: Defender Stumbles is a push for a defender with Dodge, a POW if the attacker has Tackle', () => {
    const dodger = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1, skills: ['Dodge'] })
        .withDice([5])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(named(dodger.state, 'd').stance).toBe('standing');
    const tackled = play(
      board(hall)
        .player('a', 2, 2, { skills: ['Tackle'] })
        .player('d', 3, 2, { team: 1, skills: ['Dodge'] })
        .withDice([5, 1, 1])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(named(tackled.state, 'd').stance).toBe('prone');
  });

  it('BB-BLOCK-6: a POW pushes first, lets the attacker follow up, then knocks the defender down where he landed', () => {
    const start = board(hall)
      .player('a', 2, 2)
      .player('d', 3, 2, { team: 1 })
      .withDice([6, 2, 2])
      .build();
    const { state, events } = play(
      start,
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: true },
    );
    const order = events
      .map((e) => e.type)
      .filter((t) => ['pushed', 'followed-up', 'knocked-down', 'armour'].includes(t));
    expect(order).toEqual(['pushed', 'followed-up', 'knocked-down', 'armour']);
    expect(named(state, 'd')).toMatchObject({ at: at(4, 2), stance: 'prone' });
  });

  it('BB-BLOCK-10: a ball carrier pushed but not knocked down keeps the ball; one knocked down drops it', () => {
    const kept = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1 })
        .ballHeldBy('d')
        .withDice([3])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(kept.state.ball).toEqual({ at: at(4, 2), carrier: '1-1' });
    const dropped = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1 })
        .ballHeldBy('d')
        .withDice([6, 1, 1, 7])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(dropped.state.ball).toEqual({ at: at(4, 3), carrier: null });
  });

  it('BB-BLOCK-10: an attacker following up where a loose ball has bounced makes it bounce on; he never picks it up', () => {
    // The defender is pushed onto the ball, which bounces west (D8 4) into the square he left;
    // the attacker follows him there and the ball bounces again, south-east (D8 8).
    const { state, events } = play(
      board(hall)
        .player('a', 2, 2)
        .player('d', 3, 2, { team: 1 })
        .ballOn(4, 2)
        .withDice([3, 4, 8])
        .build(),
      ...blockBy('0-1', '1-1'),
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: true },
    );
    expect(named(state, 'a').at).toEqual(at(3, 2));
    expect(events.filter((e) => e.type === 'ball-bounced').map((e) => e.to)).toEqual([
      at(3, 2),
      at(4, 3),
    ]);
    expect(state.ball).toEqual({ at: at(4, 3), carrier: null });
  });

  it('BB-BLITZ-4: a Prone player may stand up (3 MA) and then Blitz; a Block action he may not take', () => {
    const start = board(hall)
      .player('a', 2, 2, { stance: 'prone' })
      .player('d', 4, 2, { team: 1 })
      .withDice([3])
      .build();
    expect(legalActions(start)).not.toContainEqual({
      type: 'activate',
      player: '0-1',
      action: 'block',
    });
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'stand-up' },
      { type: 'move', to: at(3, 2) },
    );
    expect(state.turn.activation).toMatchObject({ spent: 4 });
    expect(legalActions(state)).toContainEqual({ type: 'block', target: '1-1' });
    const blocked = play(state, { type: 'block', target: '1-1' });
    expect(blocked.events).toContainEqual(
      expect.objectContaining({ type: 'block-dice', attacker: '0-1', defender: '1-1' }),
    );
  });

  it('BB-BLITZ-1, BB-BLITZ-2, BB-BLITZ-3: one Blitz a turn: the block costs a square of movement and the blitzer may move on', () => {
    const start = board(hall)
      .player('b', 0, 2, { ma: 3 })
      .player('d', 3, 2, { team: 1 })
      .player('other', 0, 0)
      .withDice([3])
      .build();
    const moved = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'move', to: at(1, 2) },
      { type: 'move', to: at(2, 2) },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: at(4, 2) },
      { type: 'follow-up', follow: false },
    );
    expect(moved.state.turn.activation).toMatchObject({ spent: 3, blocked: true });
    expect(legalActions(moved.state)).toContainEqual({ type: 'move', to: at(1, 2) }); // a Rush is left
    const ended = play(moved.state, { type: 'end-activation' });
    expect(legalActions(ended.state)).not.toContainEqual({
      type: 'activate',
      player: '0-2',
      action: 'blitz',
    });
  });

  it('BB-MOVE-6: a blitzer who has already Rushed may pay for the block with his second Rush', () => {
    const start = board(hall)
      .player('b', 1, 2, { ma: 0 })
      .player('d', 3, 2, { team: 1 })
      .withDice([2, 2, 3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'blitz' },
      { type: 'move', to: at(2, 2) },
      { type: 'block', target: '1-1' },
    );
    expect(state.turn.activation).toMatchObject({ rushes: 2, blocked: true });
  });
});
