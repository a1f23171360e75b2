import { describe, expect, it } from 'vitest';
import { legalActions } from '../../legal-actions';
import type { Action } from '../../model/actions';
import type { GameState } from '../../model/state';
import { board, named, play } from '../../testing/fixture';

const f0 = (x: number, y: number) => ({ floor: 0, x, y });
const f1 = (x: number, y: number) => ({ floor: 1, x, y });

/**
 * Two floors: a ladder (or rope) from (2, 1) of the ground floor up to the hole at (2, 1) of the
 * first floor, which five floor squares surround.
 */
const ground = ['.......', '.......', '.......', '.......', '.......'];
const first = ['#######', '#.o...#', '#.....#', '#.....#', '#######'];
const withLadder = () => board(ground, first).ladder(2, 1);
const withRope = () => board(ground, first).rope(2, 1);

const activate = (id: string, action: 'move' | 'block' | 'blitz' = 'move'): Action => ({
  type: 'activate',
  player: id,
  action,
});
const moves = (state: GameState) =>
  legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));

describe('ladders and ropes', () => {
  it('DB-LADDER-1, DB-LADDER-2: from the foot, a move to any square next to the hole above costs 2 for the climb and 1 to step off', () => {
    const start = withLadder().player('climber', 2, 1).build();
    const { state } = play(start, activate('0-1'));
    const upstairs = moves(state).filter((s) => s.floor === 1);
    expect(upstairs).toEqual(
      expect.arrayContaining([f1(1, 1), f1(3, 1), f1(1, 2), f1(2, 2), f1(3, 2)]),
    );
    expect(upstairs).toHaveLength(5);
    const { state: up, events } = play(state, { type: 'move', to: f1(2, 2) });
    expect(named(up, 'climber').at).toEqual(f1(2, 2));
    expect(up.turn.activation).toMatchObject({ spent: 3, rushes: 0 });
    expect(events).toContainEqual({
      type: 'moved',
      player: '0-1',
      from: f0(2, 1),
      to: f1(2, 2),
      via: 'ladder',
    });
    // With movement left he goes on moving upstairs (DB-LADDER-1).
    expect(moves(up)).toContainEqual(f1(3, 3));
  });

  it('DB-LADDER-1: going down a ladder costs 2 and the foot 1', () => {
    const start = withLadder().player('climber', 3, 2, { floor: 1 }).build();
    const { state } = play(start, activate('0-1'), { type: 'move', to: f0(2, 1) });
    expect(named(state, 'climber').at).toEqual(f0(2, 1));
    expect(state.turn.activation).toMatchObject({ spent: 3 });
  });

  it('DB-ROPE-1: a rope costs 2 to climb and 1 to go down, each plus the square arrived in', () => {
    const up = play(withRope().player('climber', 2, 1).build(), activate('0-1'), {
      type: 'move',
      to: f1(2, 2),
    });
    expect(up.state.turn.activation).toMatchObject({ spent: 3 });
    const down = play(withRope().player('climber', 2, 2, { floor: 1 }).build(), activate('0-1'), {
      type: 'move',
      to: f0(2, 1),
    });
    expect(down.state.turn.activation).toMatchObject({ spent: 2 });
    expect(down.events).toContainEqual(expect.objectContaining({ type: 'moved', via: 'rope' }));
  });

  it('DB-ROPE-2: a rope follows the ladder rules: only its foot leads up, and a crowded top keeps him below', () => {
    const beside = withRope().player('walker', 3, 1).build();
    expect(moves(play(beside, activate('0-1')).state).filter((s) => s.floor === 1)).toEqual([]);
    const full = withRope()
      .player('climber', 2, 1)
      .player('a', 1, 1, { floor: 1, team: 1 })
      .player('b', 3, 1, { floor: 1, team: 1 })
      .player('c', 1, 2, { floor: 1, team: 1 })
      .player('d', 2, 2, { floor: 1, team: 1 })
      .player('e', 3, 2, { floor: 1, team: 1 })
      .build();
    expect(moves(play(full, activate('0-1')).state).filter((s) => s.floor === 1)).toEqual([]);
    const free = withRope().player('climber', 2, 1).build();
    expect(moves(play(free, activate('0-1')).state)).toContainEqual(f1(3, 2));
  });

  it('DB-LADDER-2: only the foot leads up, and only the squares next to the hole lead down', () => {
    const start = withLadder().player('walker', 3, 1).build();
    const { state } = play(start, activate('0-1'));
    expect(moves(state).filter((s) => s.floor === 1)).toEqual([]);
    const far = withLadder().player('walker', 4, 3, { floor: 1 }).build();
    expect(moves(play(far, activate('0-1')).state).filter((s) => s.floor === 0)).toEqual([]);
  });

  it('DB-LADDER-3: with 3 squares of movement and Rushes left he may climb; with 2 he stays at the foot', () => {
    const start = withLadder().player('climber', 2, 1, { ma: 1 }).build();
    const { state } = play(start, activate('0-1'));
    expect(moves(state)).toContainEqual(f1(2, 2)); // 1 + 2 Rushes
    const tired = withLadder().player('climber', 1, 1, { ma: 1 }).build();
    const atFoot = play(tired, activate('0-1'), { type: 'move', to: f0(2, 1) }).state;
    expect(atFoot.turn.activation).toMatchObject({ spent: 1 });
    expect(moves(atFoot).filter((s) => s.floor === 1)).toEqual([]); // 0 + 2 Rushes
  });

  it('DB-LADDER-4: with every square at the top taken, he stays at the bottom', () => {
    const crowded = withLadder()
      .player('climber', 2, 1)
      .player('a', 1, 1, { floor: 1, team: 1 })
      .player('b', 3, 1, { floor: 1, team: 1 })
      .player('c', 1, 2, { floor: 1, team: 1 })
      .player('d', 2, 2, { floor: 1, team: 1 });
    const { state } = play(crowded.build(), activate('0-1'));
    expect(moves(state).filter((s) => s.floor === 1)).toEqual([f1(3, 2)]);
    const full = crowded.player('e', 3, 2, { floor: 1, team: 1 }).build();
    expect(moves(play(full, activate('0-1')).state).filter((s) => s.floor === 1)).toEqual([]);
  });

  it('DB-LADDER-5: the climb may be paid by Rushes; a failed Rush leaves him fallen at the foot, a turnover', () => {
    // MA 1: the climb needs 2 Rushes; the second fails (1), then his Armour roll (1, 1).
    const start = withLadder().player('climber', 2, 1, { ma: 1 }).withDice([2, 1, 1, 1]).build();
    const { state, events } = play(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(named(state, 'climber')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(events.filter((e) => e.type === 'test' && e.test === 'rush')).toHaveLength(2);
    expect(events).toContainEqual(expect.objectContaining({ type: 'turnover', team: 0 }));
  });

  it('DB-LADDER-5: Rushes passed, he is at the top', () => {
    const start = withLadder().player('climber', 2, 1, { ma: 1 }).withDice([2, 2]).build();
    const { state } = play(start, activate('0-1'), { type: 'move', to: f1(3, 2) });
    expect(named(state, 'climber').at).toEqual(f1(3, 2));
    expect(state.turn.activation).toMatchObject({ spent: 3, rushes: 2 });
  });

  it('DB-LADDER-1: leaving a Marked foot takes a Dodge, with the opponents at the top Marking the square arrived in', () => {
    const start = withLadder()
      .player('climber', 2, 1)
      .player('marker', 1, 1, { team: 1 })
      .player('waiting', 3, 3, { floor: 1, team: 1 })
      .withDice([1, 1, 1])
      .build();
    const { state, events } = play(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'dodge', modifier: -1, success: false }),
    );
    // A failed Dodge: he falls where he stood, at the foot (DB-LADDER-5).
    expect(named(state, 'climber')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
  });

  it('DB-LADDER-5, BB-SKILL-1: the Dodge up a ladder is made at the foot, so no Diving Tackle is offered on it', () => {
    // Dodge 6 (AG 3+, −1 for the opponent at the top): passed, and he is up at once.
    const start = withLadder()
      .player('climber', 2, 1)
      .player('diver', 1, 1, { team: 1, skills: ['Diving Tackle'] })
      .player('waiting', 3, 3, { floor: 1, team: 1 })
      .withDice([6])
      .build();
    const { state } = play(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(state.pending).toEqual([]);
    expect(named(state, 'climber').at).toEqual(f1(2, 2));
    // On the ground floor the same Dodge would leave the square, and the diver may use his skill.
    const step = play(start, activate('0-1'), { type: 'move', to: f0(3, 1) }).state;
    expect(step.pending.at(-1)).toMatchObject({ kind: 'use-skill', player: '1-1' });
  });

  it('DB-LADDER-2: arriving on the ball picks it up, as any square moved into', () => {
    const start = withLadder().player('climber', 2, 1).ballOn(2, 2, 1).withDice([2, 3]).build();
    const { state } = play(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(state.ball).toEqual({ at: f1(2, 2), carrier: '0-1' });
  });

  it('DB-TELE-2: a teleporter at the top of the ladder takes the climber', () => {
    const start = withLadder()
      .player('climber', 2, 1)
      .teleporter(1, 2, 2, 1)
      .teleporter(2, 6, 4)
      .withDice([2])
      .build();
    const { state } = play(start, activate('0-1'), { type: 'move', to: f1(2, 2) });
    expect(named(state, 'climber').at).toEqual(f0(6, 4));
  });

  it('DB-FLOOR-9: pushed into a ladder hole, he catches himself on an Agility test and is put Standing at the foot, unable to move in his next turn', () => {
    // Next to the hole the defender is precarious: his roll (2); Push (3), into the hole; his
    // Agility test 3+ (3).
    const start = withLadder()
      .player('attacker', 4, 1, { floor: 1 })
      .player('defender', 3, 1, { floor: 1, team: 1 })
      .withDice([2, 3, 3])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 1), stance: 'standing' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'test', test: 'floor-landing', target: 3, modifier: 0 }),
    );
    expect(state.turn.team).toBe(0); // an opponent falling is no turnover
    const theirs = play(state, { type: 'end-turn' }, activate('1-1')).state;
    expect(moves(theirs)).toEqual([]);
    expect(legalActions(theirs)).toContainEqual({ type: 'end-activation' });
    // After his team's turn, he moves again.
    const later = play(theirs, { type: 'end-turn' }, { type: 'end-turn' }, activate('1-1')).state;
    expect(moves(later).length).toBeGreaterThan(0);
  });

  it('DB-FLOOR-9, DB-FLOOR-6: failing to catch himself, he falls to the foot, Armour and Injury +1', () => {
    // Precarious roll (2); Push (3); Agility test failed (2); Armour 8 + 1 breaks his 9+;
    // Injury 2 + 1: Stunned.
    const start = withLadder()
      .player('attacker', 4, 1, { floor: 1 })
      .player('defender', 3, 1, { floor: 1, team: 1 })
      .withDice([2, 3, 2, 4, 4, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 1), stance: 'stunned' });
    expect(events).toContainEqual({
      type: 'armour',
      player: '1-1',
      dice: [4, 4],
      modifier: 1,
      broken: true,
    });
    expect(events).toContainEqual({
      type: 'injury',
      player: '1-1',
      dice: [1, 1],
      modifier: 1,
      result: 'stunned',
    });
  });

  it('DB-FLOOR-10: pushed and Knocked Down into a ladder hole he falls with no test, onto the player at the foot, and ends next to it by the D8', () => {
    // Precarious roll (2); POW (6); the D8 puts the faller north (2); the player at the foot:
    // Armour (1, 1); the faller's Armour (1, 1).
    const start = withLadder()
      .player('attacker', 4, 1, { floor: 1 })
      .player('defender', 3, 1, { floor: 1, team: 1 })
      .player('below', 2, 1, { team: 1 })
      .withDice([2, 6, 2, 1, 1, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 0), stance: 'prone' });
    expect(named(state, 'below')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(events.filter((e) => e.type === 'test' && e.test === 'floor-landing')).toEqual([]);
    const armour = events.filter((e) => e.type === 'armour');
    expect(armour.map((e) => e.type === 'armour' && [e.player, e.modifier])).toEqual([
      ['1-2', 1],
      ['1-1', 1],
    ]); // one Armour roll each: the POW's knock-down was the fall
  });

  it('DB-FLOOR-10: pushed and Knocked Down into a ladder hole with nobody at the foot, he ends at the foot: no D8', () => {
    // Precarious roll (2); POW (6); Armour 1 + 1, at +1.
    const start = withLadder()
      .player('attacker', 4, 1, { floor: 1 })
      .player('defender', 3, 1, { floor: 1, team: 1 })
      .withDice([2, 6, 1, 1])
      .build();
    const { state, events } = play(
      start,
      activate('0-1', 'block'),
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 1) },
      { type: 'follow-up', follow: false },
    );
    expect(named(state, 'defender')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'armour', modifier: 1 }));
    expect(state.dice).toEqual({ rng: start.dice.rng, forced: [] });
  });

  it('DB-FLOOR-10: down a rope hole too: with nobody at the foot he ends there; onto a player there, next to it by the D8', () => {
    // Precarious roll (2); POW (6); then the D8 if the foot is taken, and the Armour rolls.
    const knockedInto = (dice: readonly number[], ...below: readonly [number, number][]) => {
      const builder = withRope()
        .player('attacker', 4, 1, { floor: 1 })
        .player('defender', 3, 1, { floor: 1, team: 1 });
      below.forEach(([x, y], i) => builder.player(`below-${i}`, x, y, { team: 1 }));
      const start = builder.withDice([2, 6, ...dice]).build();
      const { state } = play(
        start,
        activate('0-1', 'block'),
        { type: 'block', target: '1-1' },
        { type: 'push-to', square: f1(2, 1) },
        { type: 'follow-up', follow: false },
      );
      return { start, state };
    };
    // Nobody at the foot: his Armour roll (1, 1), and no D8.
    const free = knockedInto([1, 1]);
    expect(named(free.state, 'defender')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(free.state.dice).toEqual({ rng: free.start.dice.rng, forced: [] });
    // A team-mate at the foot: the D8 (7) puts him south of it, at (2, 2); Armour for both.
    const taken = knockedInto([7, 1, 1, 1, 1], [2, 1]).state;
    expect(named(taken, 'defender')).toMatchObject({ at: f0(2, 2), stance: 'prone' });
    expect(named(taken, 'below-0')).toMatchObject({ at: f0(2, 1), stance: 'prone' });
    expect(taken.dice.forced).toEqual([]);
  });

  it('DB-BALL-5: a ball bouncing into a ladder hole falls to the foot and bounces once from there', () => {
    // Next to the hole, the runner's precarious roll (2); he fails to pick the ball up (1): it
    // bounces west (4) into the hole, falls to the foot (2, 1) and bounces south (7).
    const start = withLadder()
      .player('runner', 4, 2, { floor: 1 })
      .ballOn(3, 1, 1)
      .withDice([2, 1, 4, 7])
      .build();
    const { state, events } = play(start, activate('0-1'), { type: 'move', to: f1(3, 1) });
    expect(events).toContainEqual({ type: 'ball-fell', from: f1(2, 1), to: f0(2, 1) });
    expect(state.ball).toEqual({ at: f0(2, 2), carrier: null });
  });
});
