import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { decisionsOf } from '../model/frames';
import type { ActionKind, GameState } from '../model/state';
import { legalActions } from '../legal-actions';
import { board, named, play } from '../testing/fixture';
import { movePlan, type PlannedSquare } from './move-plan';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const at = (x: number, y: number) => ({ floor: 0, x, y });

/** The plan for a fixture's player, made from his coach's view as the play app makes it. */
function plan(state: GameState, name: string, action?: ActionKind) {
  const p = named(state, name);
  return movePlan(view(state, p.team).state, p.id, action);
}

const find = (state: GameState, name: string, x: number, y: number, action?: ActionKind) =>
  plan(state, name, action).squares.find((s) => s.square.x === x && s.square.y === y);

function way(state: GameState, name: string, x: number, y: number): PlannedSquare {
  const found = find(state, name, x, y);
  if (!found) throw new Error(`${name} cannot reach (${x}, ${y})`);
  return found;
}

const through = (s: PlannedSquare, x: number, y: number) =>
  s.path.slice(0, -1).some((q) => q.x === x && q.y === y);

describe('the move plan: where a player may go', () => {
  it('BB-MOVE-1: every square within his MA and two Rushes, none beyond, none taken by a player, his own not listed', () => {
    const state = board(hall)
      .player('runner', 0, 2, { ma: 3 })
      .player('mate', 1, 2)
      .player('foe', 9, 4, { team: 1 })
      .build();
    const squares = plan(state, 'runner').squares.map((s) => `${s.square.x},${s.square.y}`);
    expect(squares).toHaveLength(6 * 5 - 2); // columns 0 to 5, but his square and his team-mate's
    expect(squares).not.toContain('0,2');
    expect(squares).not.toContain('1,2');
    expect(squares).toContain('5,0');
    expect(squares.some((s) => s.startsWith('6,'))).toBe(false);
  });

  it('BB-MOVE-1: the way to each square is the shortest of those with the best chance', () => {
    const state = board(hall).player('runner', 0, 0).build();
    expect(way(state, 'runner', 2, 0).path).toEqual([at(1, 0), at(2, 0)]);
    expect(way(state, 'runner', 3, 3).path).toHaveLength(3);
  });

  it('BB-MOVE-3: a longer way round a tackle zone with no roll beats the short way through it', () => {
    const state = board(hall).player('runner', 0, 2).player('foe', 2, 2, { team: 1 }).build();
    const round = way(state, 'runner', 4, 2);
    expect(round.chance).toBe(1);
    expect(round.steps.flatMap((s) => s.rolls)).toEqual([]);
    expect(round.path).toHaveLength(6);
    expect(round.movementLeft).toEqual({ ma: 0, rushes: 2 });
  });

  it('BB-MOVE-3: at an equal chance the way with fewer rolls is shown', () => {
    // AG 4+: a Dodge into (3, 2), Marked once, is a 5+ (1/3); by (2, 3) it is a 4+ Dodge and a
    // 3+ pick-up with Extra Arms (1/2 · 2/3): the same chance, one roll more.
    const fixture = board(hall).player('dodger', 2, 2, { ag: 4, skills: ['Extra Arms'] });
    for (const [x, y] of [
      [1, 2],
      [1, 3],
      [2, 1],
      [3, 1],
      [3, 3],
    ] as const)
      fixture.player(`mate ${x},${y}`, x, y);
    const state = fixture
      .player('foe', 1, 1, { team: 1 })
      .player('foe2', 4, 1, { team: 1 })
      .ballOn(2, 3)
      .build();
    const target = way(state, 'dodger', 3, 2);
    expect(target.chance).toBeCloseTo(1 / 3);
    expect(target.path).toEqual([at(3, 2)]);
  });

  it('DB-MOVE-1: no diagonal step past a wall corner, so the way goes round it', () => {
    const state = board(['.#.', '...']).player('runner', 0, 0).build();
    expect(way(state, 'runner', 2, 0).path).toEqual([at(0, 1), at(1, 1), at(2, 1), at(2, 0)]);
    expect(way(state, 'runner', 1, 1).path).toHaveLength(2);
  });

  it('DB-MOSS-1, DB-RUBBLE-2: moss costs 2 squares of movement and rubble 3, Rushes paying what MA cannot', () => {
    const moss = board(['..m..']).player('runner', 0, 0, { ma: 3 }).build();
    const beyond = way(moss, 'runner', 3, 0);
    expect(beyond.steps.flatMap((s) => s.rolls.map((r) => r.kind))).toEqual(['rush']);
    expect(beyond.movementLeft).toEqual({ ma: 0, rushes: 1 });
    const rubble = board(['.r']).player('runner', 0, 0, { ma: 1 }).build();
    expect(way(rubble, 'runner', 1, 0).steps[0]!.rolls.map((r) => r.kind)).toEqual([
      'rush',
      'rush',
    ]);
  });

  it('DB-STATUE-1: nobody walks into a wall, a statue or a hole', () => {
    const state = board(['.#o.', '....']).statue(3, 1).player('runner', 0, 1).build();
    const squares = plan(state, 'runner').squares.map((s) => `${s.square.x},${s.square.y}`);
    expect(squares).toEqual(['0,0', '3,0', '1,1', '2,1']);
  });

  it('DB-CHEST-2: a chest square is never entered; DB-JUMP-2: it may be jumped, like a Prone player', () => {
    const state = board(['#####', '.....', '#####'])
      .chest(2, 1, 'trap')
      .player('runner', 0, 1)
      .build();
    const squares = plan(state, 'runner').squares;
    expect(squares.some((s) => s.square.x === 2)).toBe(false);
    const over = way(state, 'runner', 3, 1);
    expect(over.steps.map((s) => s.jump)).toEqual([false, true]);
    expect(over.steps[1]!.rolls.map((r) => [r.kind, r.target, r.modifier])).toEqual([
      ['jump', 3, 0],
    ]);
    expect(over.movementLeft).toEqual({ ma: 3, rushes: 2 });
  });

  it('DB-TELE-2: a teleporter may be entered, but no way passes through it: it sends him off at once', () => {
    const state = board(['#####', '.....', '#####'])
      .teleporter(1, 2, 1)
      .player('runner', 0, 1)
      .build();
    expect(way(state, 'runner', 2, 1).teleporter).toBe(true);
    expect(find(state, 'runner', 3, 1)).toBeUndefined();
    const open = board(hall).teleporter(1, 2, 2).player('runner', 0, 2).build();
    const beyond = way(open, 'runner', 4, 2);
    expect(through(beyond, 2, 2)).toBe(false);
    expect(beyond.teleporter).toBe(false);
  });

  it('DB-TELE-9: in a Blitz, no teleporter before the block, on foot or by a jump', () => {
    const state = board(hall)
      .teleporter(1, 2, 2)
      .player('blitzer', 0, 2)
      .player('down', 1, 1, { stance: 'prone' })
      .teleporter(2, 2, 0)
      .build();
    expect(find(state, 'blitzer', 2, 2, 'blitz')).toBeUndefined();
    expect(find(state, 'blitzer', 2, 0, 'blitz')).toBeUndefined();
    expect(find(state, 'blitzer', 2, 2, 'move')?.teleporter).toBe(true);
    expect(find(state, 'blitzer', 2, 0, 'move')?.teleporter).toBe(true);
  });

  it('DB-MATCH-4: with the ball, a way ends in the end zone where he scores; without it, it goes on through', () => {
    const fixture = () =>
      board(hall)
        .endZone({ id: 'Z1', x: 3, y: 0, width: 1, height: 5 }, 1)
        .player('runner', 0, 2)
        .player('foe', 9, 0, { team: 1 });
    const carrying = fixture().ballHeldBy('runner').build();
    expect(way(carrying, 'runner', 3, 2).touchdown).toBe(true);
    expect(find(carrying, 'runner', 4, 2)).toBeUndefined();
    const empty = fixture().build();
    expect(way(empty, 'runner', 3, 2).touchdown).toBe(false);
    expect(find(empty, 'runner', 4, 2)).toBeDefined();
  });

  it('BB-MOVE-1: the player being activated goes on from what he has already spent', () => {
    const start = board(hall).player('runner', 0, 2).build();
    const { state } = play(
      start,
      { type: 'activate', player: named(start, 'runner').id, action: 'move' },
      { type: 'move', to: at(1, 2) },
      { type: 'move', to: at(2, 2) },
    );
    expect(plan(state, 'runner').from).toEqual(at(2, 2));
    expect(way(state, 'runner', 6, 2).movementLeft).toEqual({ ma: 0, rushes: 2 });
    expect(way(state, 'runner', 8, 2).movementLeft).toEqual({ ma: 0, rushes: 0 });
    expect(find(state, 'runner', 9, 2)).toBeUndefined();
    expect(way(state, 'runner', 0, 2).path).toHaveLength(2); // his first square is free again
  });

  it('DB-PIT-4: a player the pit teleporter brought in this turn walks off his teleporter with one square less', () => {
    const state = board(hall).teleporter(1, 0, 2).player('new', 0, 2).build();
    state.turn.pitArrival = named(state, 'new').id;
    expect(way(state, 'new', 5, 2).movementLeft).toEqual({ ma: 0, rushes: 2 });
    expect(find(state, 'new', 8, 2)).toBeUndefined();
  });

  it('BB-TURN-2, BB-TURN-6, BB-BLOCK-1: nothing for a player already activated, a Stunned or rooted one, or a Block action', () => {
    const state = board(hall)
      .player('done', 0, 0)
      .player('stunned', 0, 2, { stance: 'stunned' })
      .player('rooted', 0, 4)
      .player('fresh', 5, 2)
      .build();
    named(state, 'done').activated = true;
    named(state, 'rooted').rooted = true;
    for (const name of ['done', 'stunned', 'rooted']) expect(plan(state, name).squares).toEqual([]);
    expect(plan(state, 'fresh', 'block').squares).toEqual([]);
    expect(plan(state, 'fresh', 'blitz').squares.length).toBeGreaterThan(0);
  });

  it('DB-SETUP-7: the plan made from a coach\u2019s view is the plan made from the full state', () => {
    const state = board(hall)
      .chest(4, 2, 'ball')
      .player('runner', 2, 2, { skills: ['Dodge'] })
      .player('foe', 3, 3, { team: 1, skills: ['Tackle'] })
      .withRerolls(0, 1)
      .build();
    const p = named(state, 'runner');
    // The full state, chests' contents and dice included, with its decisions as a coach reads them.
    const full = { ...state, pending: decisionsOf(state.pending) };
    expect(movePlan(view(state, 0).state, p.id)).toEqual(movePlan(full, p.id));
    expect(movePlan(view(state, 1).state, p.id)).toEqual(movePlan(full, p.id));
  });

  it('BB-BLITZ-1, BB-BLITZ-2: after a Blitz’s block the blitzer’s way on is planned, from the movement the block left', () => {
    const wide = ['..............', '..............', '..............', '..............'];
    const start = board(wide)
      .player('blitzer', 7, 2)
      .player('target', 8, 2, { team: 1 })
      .withDice([3])
      .build();
    const blitzer = named(start, 'blitzer').id;
    const target = named(start, 'target').id;
    let state = play(
      start,
      { type: 'activate', player: blitzer, action: 'blitz' },
      { type: 'block', target },
    ).state;
    // Push Back: the target goes straight on, and the blitzer stays put.
    for (let guard = 0; guard < 4 && state.pending.length > 0; guard++) {
      const waiting = legalActions(state);
      const next =
        waiting.find((a) => a.type === 'choose-block-die') ??
        waiting.find((a) => a.type === 'push-to') ??
        waiting.find((a) => a.type === 'follow-up' && !a.follow) ??
        waiting[0]!;
      state = play(state, next).state;
    }
    expect(state.turn.activation?.player).toBe(blitzer);
    const after = plan(state, 'blitzer');
    expect(after.declared).toEqual([]);
    // He has MA 6, one square spent on the block (BB-BLITZ-2): five squares on foot, then Rushes.
    const far = after.squares.find((s) => s.square.x === 2 && s.square.y === 2);
    expect(far?.steps.flatMap((s) => s.rolls.map((r) => r.kind))).toEqual([]);
    const rushed = after.squares.find((s) => s.square.x === 1 && s.square.y === 2);
    expect(rushed?.steps.flatMap((s) => s.rolls.map((r) => r.kind))).toEqual(['rush']);
  });
});
