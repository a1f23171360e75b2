import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { defaultOptions } from '../flow/create';
import type { GameState, Square } from '../model/state';
import { board, named, play } from '../testing/fixture';
import { movePlan, type PlannedSquare } from './move-plan';

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

/** The plan for a fixture's player, made from his coach's view as the play app makes it. */
function plan(state: GameState, name: string) {
  const p = named(state, name);
  return movePlan(view(state, p.team).state, p.id);
}

const same = (a: Square, b: Square) => a.floor === b.floor && a.x === b.x && a.y === b.y;

function way(state: GameState, name: string, to: Square): PlannedSquare {
  const found = plan(state, name).squares.find((s) => same(s.square, to));
  if (!found) throw new Error(`${name} cannot reach ${JSON.stringify(to)}`);
  return found;
}

/** The rolls of a way, as kind, target and modifier. */
const rolls = (s: PlannedSquare) =>
  s.steps.flatMap((step) => step.rolls.map((r) => [r.kind, r.target, r.modifier]));

describe('the move plan in the dungeon: ladders and ropes', () => {
  it('DB-LADDER-1, DB-LADDER-2: from the foot, each of the five squares next to the hole above is one move for 2 and 1, and he goes on upstairs', () => {
    const state = withLadder().player('climber', 2, 1).build();
    const upstairs = plan(state, 'climber').squares.filter((s) => s.square.floor === 1);
    const tops = upstairs.filter((s) => s.path.length === 1);
    expect(tops.map((s) => s.square)).toEqual([f1(1, 1), f1(3, 1), f1(1, 2), f1(2, 2), f1(3, 2)]);
    for (const top of tops) {
      expect(top.steps).toEqual([{ square: top.square, jump: false, rolls: [] }]);
      expect(top.movementLeft).toEqual({ ma: 3, rushes: 2 });
    }
    // Beyond the top, on foot: (5, 3) is 2 squares from (3, 2), a Rush paying the second.
    const far = way(state, 'climber', f1(5, 3));
    expect(far.path).toHaveLength(3);
    expect(far.path[0]!.floor).toBe(1);
    expect(far.movementLeft).toEqual({ ma: 1, rushes: 2 });
  });

  it('DB-LADDER-2: only the foot leads up, and only the squares next to the hole lead down', () => {
    /** Where his ways change floor, the squares they leave. */
    const leftFrom = (state: GameState, name: string): Square[] => {
      const start = named(state, name).at!;
      return plan(state, name).squares.flatMap((s) => {
        const k = s.path.findIndex((q) => q.floor !== start.floor);
        return k < 0 ? [] : [k === 0 ? start : s.path[k - 1]!];
      });
    };
    const beside = withLadder().player('walker', 3, 1).build();
    const up = leftFrom(beside, 'walker');
    expect(up.length).toBeGreaterThan(10);
    expect(up.every((q) => same(q, f0(2, 1)))).toBe(true);
    const far = withLadder().player('walker', 5, 3, { floor: 1 }).build();
    const down = leftFrom(far, 'walker');
    expect(down.length).toBeGreaterThan(10);
    expect(
      down.every((q) => q.floor === 1 && Math.max(Math.abs(q.x - 2), Math.abs(q.y - 1)) === 1),
    ).toBe(true);
  });

  it('DB-LADDER-1: down a ladder costs 2 and the foot 1; DB-ROPE-1: down a rope 1 and the foot 1, up it 2 and 1', () => {
    const ladder = withLadder().player('climber', 3, 2, { floor: 1 }).build();
    expect(way(ladder, 'climber', f0(2, 1)).movementLeft).toEqual({ ma: 3, rushes: 2 });
    const rope = withRope().player('climber', 3, 2, { floor: 1 }).build();
    expect(way(rope, 'climber', f0(2, 1)).movementLeft).toEqual({ ma: 4, rushes: 2 });
    const up = withRope().player('climber', 2, 1).build();
    expect(way(up, 'climber', f1(2, 2)).movementLeft).toEqual({ ma: 3, rushes: 2 });
  });

  it('DB-LADDER-3, DB-LADDER-5: with MA 1 the climb takes two Rushes, made at the foot: 25/36; with MA 0 he stays below', () => {
    const tired = withLadder().player('climber', 2, 1, { ma: 1 }).build();
    const top = way(tired, 'climber', f1(2, 2));
    expect(rolls(top)).toEqual([
      ['rush', 2, 0],
      ['rush', 2, 0],
    ]);
    expect(top.chance).toBeCloseTo(25 / 36);
    const spent = withLadder().player('climber', 2, 1, { ma: 0 }).build();
    expect(plan(spent, 'climber').squares.some((s) => s.square.floor === 1)).toBe(false);
  });

  it('DB-LADDER-4: a square at the top that someone holds is no way up', () => {
    const state = withLadder().player('climber', 2, 1).player('mate', 2, 2, { floor: 1 }).build();
    const tops = plan(state, 'climber').squares.filter((s) => s.path.length === 1);
    expect(tops.some((s) => same(s.square, f1(2, 2)))).toBe(false);
    expect(tops.filter((s) => s.square.floor === 1)).toHaveLength(4);
  });

  it('DB-LADDER-5, BB-MOVE-3: leaving a Marked foot, the Rushes and then a Dodge are made before he climbs, counting the opponents at the top: no Diving Tackle can strike it', () => {
    // MA 1: the climb takes two Rushes, so the way up is the one move.
    const state = withLadder()
      .player('climber', 2, 1, { ma: 1 })
      .player('diver', 1, 1, { team: 1, skills: ['Diving Tackle'] })
      .player('waiting', 3, 3, { floor: 1, team: 1 })
      .build();
    const up = way(state, 'climber', f1(2, 2));
    expect(rolls(up)).toEqual([
      ['rush', 2, 0],
      ['rush', 2, 0],
      ['dodge', 3, -1],
    ]);
    expect(up.steps[0]!.rolls[2]!.divingTackle).toBe(false);
    expect(up.chance).toBeCloseTo((25 / 36) * (3 / 6));
    // A step on the ground floor out of the same square leaves it: the diver may strike.
    const step = way(state, 'climber', f0(3, 1));
    expect(step.steps[0]!.rolls[0]).toMatchObject({ kind: 'dodge', divingTackle: true });
  });

  it('DB-LADDER-2, DB-PREC-4: arriving on the ball at the top, next to the hole, the precarious roll comes before the pick-up', () => {
    const state = withLadder().player('climber', 2, 1).ballOn(2, 2, 1).build();
    const top = way(state, 'climber', f1(2, 2));
    expect(rolls(top)).toEqual([
      ['precarious', 2, 0],
      ['pick-up', 3, 0],
    ]);
    expect(top.chance).toBeCloseTo((5 / 6) * (4 / 6));
  });

  it('DB-FLOOR-9: a player who caught himself on a ladder cannot move until his team’s next team turn is over', () => {
    // As in the ladders' tests: the defender, precarious, rolls 2; pushed into the hole (3), he
    // catches himself (3) and stands at the foot.
    const start = withLadder()
      .player('attacker', 4, 1, { floor: 1 })
      .player('defender', 3, 1, { floor: 1, team: 1 })
      .withDice([2, 3, 3])
      .build();
    const { state } = play(
      start,
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
      { type: 'push-to', square: f1(2, 1) },
      { type: 'follow-up', follow: false },
      { type: 'end-turn' },
    );
    expect(named(state, 'defender').at).toEqual(f0(2, 1));
    expect(plan(state, 'defender').squares).toEqual([]);
    const later = play(state, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(plan(later, 'defender').squares.length).toBeGreaterThan(0);
  });
});

describe('the move plan in the dungeon: water, hazards and voids', () => {
  const pool = () => board(['.....', '..~~.', '.....']);

  it('DB-WATER-1, DB-WATER-4: a square of water costs 3, and the ball is picked up in it at −1', () => {
    const state = pool().player('wader', 1, 1).ballOn(2, 1).build();
    const wet = way(state, 'wader', f0(2, 1));
    expect(wet.path).toEqual([f0(2, 1)]);
    expect(wet.movementLeft).toEqual({ ma: 3, rushes: 2 });
    expect(rolls(wet)).toEqual([['pick-up', 3, -1]]);
    // Through two squares of water and one more: 3 + 3 + 1 is all his MA and a Rush.
    const ford = board(['#####', '.~~..', '#####']).player('wader', 0, 1).build();
    const across = way(ford, 'wader', f0(3, 1));
    expect(rolls(across)).toEqual([['rush', 2, 0]]);
    expect(across.movementLeft).toEqual({ ma: 0, rushes: 1 });
  });

  it('DB-WATER-1, DB-PREC-2: next to the water, the ball is picked up after a precarious roll', () => {
    const state = pool().player('wader', 0, 1).ballOn(1, 0).build();
    expect(rolls(way(state, 'wader', f0(1, 0)))).toEqual([
      ['precarious', 2, 0],
      ['pick-up', 3, 0],
    ]);
  });

  it('DB-HAZ-5, DB-HOLE-2, DB-MUD-1, DB-SPRING-1: nobody walks into lava, a spiked pit, the mud river or a boiling spring', () => {
    const state = board(['.*^=b', '.....']).player('runner', 0, 1, { ma: 4 }).build();
    const squares = plan(state, 'runner').squares.map((s) => `${s.square.x},${s.square.y}`);
    expect(squares).toEqual(['0,0', '1,1', '2,1', '3,1', '4,1']);
  });

  it('DB-HOLE-1, DB-JUMP-1: a hole one square wide is jumped over without Leap, for 2, on an Agility test', () => {
    const state = board(['.o..', '####']).player('jumper', 0, 0).build();
    const squares = plan(state, 'jumper').squares;
    expect(squares.some((s) => s.square.x === 1)).toBe(false);
    const over = way(state, 'jumper', f0(2, 0));
    expect(over.steps.map((s) => s.jump)).toEqual([true]);
    expect(rolls(over)).toEqual([['jump', 3, 0]]);
    expect(over.movementLeft).toEqual({ ma: 4, rushes: 2 });
  });

  it('DB-JUMP-5: [Jervis 1998] over a hole the jump is his D6 against 1: sure with no tackle zone about, 5/6 with one', () => {
    const jervis = { ...defaultOptions, ruleset: 'jervis-1998' } as const;
    const clear = board(['.o..', '####']).player('jumper', 0, 0).withOptions(jervis).build();
    const sure = way(clear, 'jumper', f0(2, 0));
    expect(rolls(sure)).toEqual([['obstacle-jump', 1, 0]]);
    expect(sure.chance).toBeCloseTo(1);
    const marked = board(['.o...', '#####'])
      .player('jumper', 0, 0)
      .player('foe', 3, 0, { team: 1 })
      .withOptions(jervis)
      .build();
    const risky = way(marked, 'jumper', f0(2, 0));
    expect(rolls(risky)).toEqual([['obstacle-jump', 1, -1]]);
    expect(risky.chance).toBeCloseTo(5 / 6);
  });

  /** A first floor with a void at (2, 0), over the ground floor's `below`. */
  const overVoid = (below: string) => board([`..${below}..`, '.....'], ['.._..', '.....']);

  it('DB-FLOOR-3, DB-FLOOR-4: a void is jumped down into for 1, a way ending there: the landing test below is the better of AG and 7 − ST', () => {
    const state = overVoid('.').player('jumper', 1, 0, { floor: 1, st: 5 }).build();
    const down = way(state, 'jumper', f1(2, 0));
    expect(down.jumpDown).toEqual({ landing: f0(2, 0) });
    expect(down.steps).toHaveLength(1);
    expect(rolls(down)).toEqual([['floor-landing', 2, 0]]); // 7 − ST 5 beats AG 3+
    expect(down.chance).toBeCloseTo(5 / 6);
    expect(down.movementLeft).toEqual({ ma: 5, rushes: 2 });
    // No way goes on from the void, and his other squares are no jump down.
    const rest = plan(state, 'jumper').squares.filter((s) => !same(s.square, f1(2, 0)));
    expect(rest.every((s) => s.jumpDown === null && s.square.floor === 1)).toBe(true);
  });

  it('DB-FLOOR-3, BB-MOVE-3: a Marked player jumping down Dodges first, the void counting no tackle zone, and no Diving Tackle', () => {
    const state = overVoid('.')
      .player('jumper', 1, 0, { floor: 1 })
      .player('diver', 1, 1, { floor: 1, team: 1, skills: ['Diving Tackle'] })
      .player('foe', 3, 1, { floor: 1, team: 1 })
      .build();
    const down = way(state, 'jumper', f1(2, 0));
    expect(rolls(down)).toEqual([
      ['dodge', 3, 0],
      ['floor-landing', 3, 0],
    ]);
    expect(down.steps[0]!.rolls[0]!.divingTackle).toBe(false);
  });

  it('DB-FLOOR-11: above lava nothing lets him land: no landing test, and no chance', () => {
    const state = overVoid('*').withRerolls(0, 1).player('jumper', 1, 0, { floor: 1 }).build();
    const down = way(state, 'jumper', f1(2, 0));
    expect(down.jumpDown).toEqual({ landing: null });
    expect(rolls(down)).toEqual([]);
    expect([down.chance, down.chanceWithoutRerolls, down.chanceWithTeamReroll]).toEqual([0, 0, 0]);
  });
});
