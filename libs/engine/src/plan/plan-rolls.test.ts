import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { defaultOptions } from '../flow/create';
import type { GameState } from '../model/state';
import { board, editable, named, play } from '../testing/fixture';
import { movePlan, type PlannedSquare } from './move-plan';

const hall = ['..........', '..........', '..........', '..........', '..........'];

/** The plan for a fixture's player, made from his coach's view as the play app makes it. */
function plan(state: GameState, name: string) {
  const p = named(state, name);
  return movePlan(view(state, p.team).state, p.id);
}

function way(state: GameState, name: string, x: number, y: number): PlannedSquare {
  const found = plan(state, name).squares.find((s) => s.square.x === x && s.square.y === y);
  if (!found) throw new Error(`${name} cannot reach (${x}, ${y})`);
  return found;
}

/** Team-mates on every square round (x, y) but the ways out: they Mark nothing, they only bar the way. */
function ringed(
  fixture: ReturnType<typeof board>,
  x: number,
  y: number,
  out: readonly (readonly [number, number])[],
) {
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      if ((dx || dy) && !out.some(([ox, oy]) => ox === x + dx && oy === y + dy))
        fixture.player(`mate ${x + dx},${y + dy}`, x + dx, y + dy);
  return fixture;
}

/** The rolls of a way, as kind, target and modifier. */
const rolls = (s: PlannedSquare) =>
  s.steps.flatMap((step) => step.rolls.map((r) => [r.kind, r.target, r.modifier]));

describe('the move plan: the rolls of a way and their targets', () => {
  it('BB-MOVE-3: a Dodge out of two tackle zones into one needs AG 3+ at −1, so 4+: one chance in two', () => {
    const state = ringed(board(hall).player('dodger', 2, 2), 2, 2, [[3, 2]])
      .player('foe', 1, 1, { team: 1 })
      .player('foe2', 1, 3, { team: 1 })
      .player('foe3', 4, 1, { team: 1 }) // Marks (3, 2), the one way out
      .build();
    const into = way(state, 'dodger', 3, 2);
    expect(rolls(into)).toEqual([['dodge', 3, -1]]);
    expect(into.chance).toBeCloseTo(1 / 2);
  });

  it('BB-MOVE-3: into a square two opponents Mark it is −2; into an open square a Dodge all the same, at no modifier', () => {
    const state = ringed(board(hall).player('dodger', 2, 2, { ma: 1 }), 2, 2, [
      [3, 1],
      [1, 3],
    ])
      .player('foe', 1, 1, { team: 1 })
      .player('foe2', 4, 0, { team: 1 })
      .player('foe3', 4, 2, { team: 1 })
      .build();
    expect(rolls(way(state, 'dodger', 3, 1))).toEqual([['dodge', 3, -2]]);
    const open = way(state, 'dodger', 1, 3);
    expect(rolls(open)).toEqual([['dodge', 3, 0]]);
    expect(open.chance).toBeCloseTo(4 / 6);
  });

  it('BB-MOVE-3: stepping into a Marked square from an open one needs no roll', () => {
    const state = board(hall).player('runner', 0, 2).player('foe', 3, 2, { team: 1 }).build();
    const next = way(state, 'runner', 2, 2);
    expect(rolls(next)).toEqual([]);
    expect(next.chance).toBe(1);
  });

  it('BB-SKILL-1 Stunty: his Dodge ignores the opponents Marking the square entered', () => {
    const state = board(hall)
      .player('gob', 2, 2, { skills: ['Stunty'] })
      .player('foe', 1, 1, { team: 1 })
      .player('foe2', 4, 2, { team: 1 })
      .build();
    expect(rolls(way(state, 'gob', 3, 2))).toEqual([['dodge', 3, 0]]);
  });

  it('BB-SKILL-1 Prehensile Tail: −1 to Dodge out of his zone, once however many tails; Two Heads +1', () => {
    const state = board(hall)
      .player('dodger', 2, 2, { skills: ['Two Heads'] })
      .player('tail', 1, 1, { team: 1, skills: ['Prehensile Tail'] })
      .player('tail2', 1, 3, { team: 1, skills: ['Prehensile Tail'] })
      .build();
    expect(rolls(way(state, 'dodger', 3, 2))).toEqual([['dodge', 3, 0]]); // −1 + 1
  });

  it('BB-MOVE-5: past his MA each square is a Rush at 2+, two of them, or three with Sprint', () => {
    const state = board(hall)
      .player('slow', 0, 0, { ma: 2 })
      .player('sprinter', 0, 4, { ma: 2, skills: ['Sprint'] })
      .build();
    expect(rolls(way(state, 'slow', 4, 0))).toEqual([
      ['rush', 2, 0],
      ['rush', 2, 0],
    ]);
    expect(way(state, 'slow', 4, 0).chance).toBeCloseTo(25 / 36);
    expect(plan(state, 'slow').squares.some((s) => s.square.x === 5)).toBe(false);
    expect(way(state, 'sprinter', 5, 4).movementLeft).toEqual({ ma: 0, rushes: 0 });
    expect(way(state, 'sprinter', 5, 4).chance).toBeCloseTo(125 / 216);
  });

  it('BB-MOVE-5: a square needing a Rush and a Dodge rolls the Rush first', () => {
    const state = board(hall)
      .player('runner', 1, 2, { ma: 0 })
      .player('foe', 0, 2, { team: 1 })
      .build();
    expect(rolls(way(state, 'runner', 2, 2))).toEqual([
      ['rush', 2, 0],
      ['dodge', 3, 0],
    ]);
  });

  it('BB-BALL-7: a square holding the ball adds a pick-up at −1 per opponent Marking it; carried on, there is no second one', () => {
    const state = board(hall)
      .player('runner', 0, 2)
      .player('foe', 3, 0, { team: 1 })
      .ballOn(2, 1)
      .build();
    const ball = way(state, 'runner', 2, 1);
    expect(rolls(ball)).toEqual([['pick-up', 3, -1]]);
    expect(ball.steps.at(-1)!.rolls[0]!.skill).toBeNull();
    const beyond = plan(state, 'runner').squares.filter((s) =>
      s.path.some((q) => q.x === 2 && q.y === 1),
    );
    for (const s of beyond)
      expect(
        s.steps.flatMap((step) => step.rolls).filter((r) => r.kind === 'pick-up'),
      ).toHaveLength(1);
  });

  it('BB-BALL-7: Big Hand ignores the Marking, Extra Arms gives +1, Sure Hands re-rolls a failed pick-up', () => {
    const state = board(hall)
      .player('hands', 0, 2, { skills: ['Big Hand', 'Extra Arms', 'Sure Hands'] })
      .player('foe', 3, 0, { team: 1 })
      .ballOn(2, 1)
      .build();
    const ball = way(state, 'hands', 2, 1);
    expect(rolls(ball)).toEqual([['pick-up', 3, 1]]);
    expect(ball.chanceWithoutRerolls).toBeCloseTo(5 / 6);
    expect(ball.chance).toBeCloseTo(35 / 36);
  });

  it('BB-MOVE-8: a Jump over a Prone player is one roll at −1 per opponent Marking the square left or landed in, whichever has more', () => {
    const state = board(hall)
      .player('jumper', 1, 2)
      .player('down', 2, 2, { team: 1, stance: 'prone' })
      .player('foe', 4, 1, { team: 1 })
      .player('foe2', 4, 3, { team: 1 })
      .player('wall', 2, 1)
      .player('wall2', 2, 3)
      .player('wall3', 0, 1)
      .player('wall4', 0, 2)
      .player('wall5', 0, 3)
      .player('wall6', 1, 1)
      .player('wall7', 1, 3)
      .build();
    const over = way(state, 'jumper', 3, 2);
    expect(over.steps).toEqual([expect.objectContaining({ jump: true })]);
    expect(rolls(over)).toEqual([['jump', 3, -2]]);
    expect(over.movementLeft).toEqual({ ma: 4, rushes: 2 });
  });

  it('BB-SKILL-1 Leap: jumps a Standing player, its negative modifier one better but never above −1', () => {
    const state = ringed(board(hall).player('leaper', 0, 2, { skills: ['Leap'] }), 0, 2, [])
      .player('foe', 3, 1, { team: 1 })
      .player('foe2', 3, 3, { team: 1 })
      .build();
    // Over the team-mate on (1, 2) into (2, 2), which two opponents Mark: −2, one better.
    const over = way(state, 'leaper', 2, 2);
    expect(over.steps).toEqual([expect.objectContaining({ jump: true })]);
    expect(rolls(over)).toEqual([['jump', 3, -1]]);
  });

  it('BB-MOVE-7: a Prone player stands up for 3 of his MA, with no roll', () => {
    const state = board(hall).player('down', 0, 0, { stance: 'prone' }).build();
    const p = plan(state, 'down');
    expect(p.standUp).toEqual({ cost: 3, rolls: [] });
    expect(way(state, 'down', 3, 0).movementLeft).toEqual({ ma: 0, rushes: 2 });
    expect(p.squares.some((s) => s.square.x === 6)).toBe(false);
  });

  it('BB-MOVE-7: with MA under 3 standing up is a 4+, and then he may only Rush', () => {
    const state = board(hall)
      .player('down', 0, 0, { ma: 2, stance: 'prone' })
      .withRerolls(0, 1)
      .build();
    const p = plan(state, 'down');
    expect(p.standUp?.rolls.map((r) => [r.kind, r.target, r.modifier])).toEqual([
      ['stand-up', 4, 0],
    ]);
    const far = way(state, 'down', 2, 0);
    expect(far.chance).toBeCloseTo((1 / 2) * (25 / 36));
    expect(far.chanceWithTeamReroll).toBeGreaterThan(far.chance);
    expect(p.squares.some((s) => s.square.x === 3)).toBe(false);
  });

  it('BB-SKILL-1 Jump Up: a Prone player with Jump Up stands up for free in a Move', () => {
    const state = board(hall)
      .player('down', 0, 0, { stance: 'prone', skills: ['Jump Up'] })
      .build();
    expect(plan(state, 'down').standUp).toEqual({ cost: 0, rolls: [] });
    expect(way(state, 'down', 6, 0).movementLeft).toEqual({ ma: 0, rushes: 2 });
  });
});

describe('the move plan: chances with and without re-rolls', () => {
  const dodgeOut = (skills: string[], rerolls = 0) =>
    board(hall)
      .player('dodger', 2, 2, { skills })
      .player('foe', 1, 2, { team: 1 })
      .player('foe2', 4, 2, { team: 1 })
      .withRerolls(0, rerolls)
      .build();

  it('BB-RR-4: the Dodge skill re-rolls one failed Dodge a turn: a 4+ is 3/4, two 4+ in a row 9/16 less the second re-roll', () => {
    const state = dodgeOut(['Dodge']);
    const one = way(state, 'dodger', 3, 2);
    expect(one.chanceWithoutRerolls).toBeCloseTo(1 / 2);
    expect(one.chance).toBeCloseTo(3 / 4);
    // Two Dodges at 4+ down a lane of team-mates, sharing one re-roll: 1/2·3/4 + 1/2·1/2·1/2.
    const lane = board(hall)
      .player('dodger', 0, 2, { ma: 2, skills: ['Dodge'] })
      .player('foe', 1, 1, { team: 1 });
    for (const [x, y] of [
      [0, 1],
      [0, 3],
      [1, 3],
      [2, 1],
      [2, 3],
    ] as const)
      lane.player(`mate ${x},${y}`, x, y);
    const twice = way(lane.build(), 'dodger', 2, 2);
    expect(rolls(twice)).toEqual([
      ['dodge', 3, -1],
      ['dodge', 3, -1],
    ]);
    expect(twice.chance).toBeCloseTo(3 / 8 + 1 / 8);
  });

  it('BB-RR-4: a Dodge skill already used this activation saves nothing more', () => {
    const start = board(hall)
      .player('dodger', 2, 2, { skills: ['Dodge'] })
      .player('foe', 1, 2, { team: 1 })
      .player('foe2', 4, 2, { team: 1 })
      .withDice([1, 4])
      .build();
    const id = named(start, 'dodger').id;
    const { state } = play(
      start,
      { type: 'activate', player: id, action: 'move' },
      { type: 'move', to: { floor: 0, x: 2, y: 3 } },
      { type: 'use-reroll', source: 'skill' },
    );
    expect(state.turn.activation?.skillRerolls).toEqual(['Dodge']);
    const next = way(state, 'dodger', 3, 2);
    expect(next.chance).toBeCloseTo(next.chanceWithoutRerolls);
  });

  it('BB-SKILL-1 Tackle: an opponent with Tackle Marking the square left denies the Dodge skill', () => {
    const state = board(hall)
      .player('dodger', 2, 2, { skills: ['Dodge'] })
      .player('tackler', 1, 2, { team: 1, skills: ['Tackle'] })
      .player('foe2', 4, 2, { team: 1 })
      .build();
    const out = way(state, 'dodger', 3, 2);
    expect(out.steps[0]!.rolls[0]!.skill).toBeNull();
    expect(out.chance).toBeCloseTo(1 / 2);
  });

  it('BB-RR-4: Sure Feet re-rolls one failed Rush a turn', () => {
    const state = board(hall)
      .player('runner', 0, 0, { ma: 0, skills: ['Sure Feet'] })
      .build();
    expect(way(state, 'runner', 1, 0).chance).toBeCloseTo(35 / 36);
    expect(way(state, 'runner', 2, 0).chance).toBeCloseTo(
      (5 / 6) * (35 / 36) + (1 / 6) * (5 / 6) * (5 / 6),
    );
  });

  it('BB-RR-1: a team re-roll saves one more failed roll, when the team has one to spend in its own turn', () => {
    const state = dodgeOut([], 2);
    const out = way(state, 'dodger', 3, 2);
    expect(out.chance).toBeCloseTo(1 / 2);
    expect(out.chanceWithTeamReroll).toBeCloseTo(3 / 4);
    const none = dodgeOut([], 0);
    expect(way(none, 'dodger', 3, 2).chanceWithTeamReroll).toBeCloseTo(1 / 2);
  });

  it('BB-RR-2: with the one-re-roll-a-turn option, a team that has used one this turn may not use another', () => {
    const state = board(hall)
      .player('dodger', 2, 2)
      .player('foe', 1, 2, { team: 1 })
      .withRerolls(0, 2)
      .withOptions({ ...defaultOptions, oneTeamRerollPerTurn: true })
      .build();
    editable(state.teams[0]!).rerollUsedThisTurn = true;
    expect(way(state, 'dodger', 3, 2).chanceWithTeamReroll).toBeCloseTo(4 / 6);
  });

  it('BB-RR-5: a Loner (4+) gets his team re-roll only on a 4+', () => {
    const state = dodgeOut(['Loner (4+)'], 1);
    expect(way(state, 'dodger', 3, 2).chanceWithTeamReroll).toBeCloseTo(
      1 / 2 + (1 / 2) * (1 / 2) * (1 / 2),
    );
  });

  it('BB-RR-4: Pro lets a failed roll be re-rolled on a 3+; BB-GEN-4: never a roll the Dodge skill has re-rolled', () => {
    const state = dodgeOut(['Pro']);
    expect(way(state, 'dodger', 3, 2).chance).toBeCloseTo(1 / 2 + (1 / 2) * (4 / 6) * (1 / 2));
    const both = dodgeOut(['Pro', 'Dodge']);
    expect(way(both, 'dodger', 3, 2).chance).toBeCloseTo(3 / 4);
  });

  it('BB-SKILL-1 Break Tackle: +1 once an activation, used only when it turns a failed Dodge into a pass', () => {
    const state = dodgeOut(['Break Tackle']);
    // 4+ needed: 3 passes with the bonus, a natural 1 never.
    expect(way(state, 'dodger', 3, 2).chance).toBeCloseTo(4 / 6);
    const strong = board(hall)
      .player('dodger', 2, 2, { st: 5, skills: ['Break Tackle'] })
      .player('foe', 1, 2, { team: 1 })
      .player('foe2', 4, 2, { team: 1 })
      .build();
    expect(way(strong, 'dodger', 3, 2).chance).toBeCloseTo(5 / 6);
  });

  it('BB-RR-4, BB-SKILL-1: Dodge, Sure Feet, Pro and Break Tackle all count in the chance, one re-roll a roll (BB-GEN-4)', () => {
    const state = dodgeOut(['Dodge', 'Sure Feet', 'Pro', 'Break Tackle']);
    // A 4+: a 3 passes with Break Tackle; a 1 or 2 is re-rolled with Dodge, Break Tackle still unused.
    expect(way(state, 'dodger', 3, 2).chance).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6));
  });

  it('BB-SKILL-1 Diving Tackle: counted on whenever his −2 would fail a passed Dodge', () => {
    const state = board(hall)
      .player('dodger', 2, 2)
      .player('diver', 1, 2, { team: 1, skills: ['Diving Tackle'] })
      .withRerolls(0, 1)
      .build();
    const out = way(state, 'dodger', 3, 2);
    expect(out.steps[0]!.rolls[0]).toMatchObject({
      kind: 'dodge',
      modifier: 0,
      divingTackle: true,
    });
    expect(out.chance).toBeCloseTo(2 / 6); // 3+ at −2: 5+
    expect(out.chanceWithTeamReroll).toBeCloseTo(1 - (4 / 6) * (4 / 6));
  });

  it('BB-SKILL-1 Tentacles: his roll comes before the step; the mover gets away when it fails', () => {
    const state = board(hall)
      .player('mover', 2, 2, { st: 3 })
      .player('grabber', 1, 2, { team: 1, st: 4, skills: ['Tentacles'] })
      .build();
    const out = way(state, 'mover', 3, 2);
    expect(out.steps[0]!.rolls.map((r) => [r.kind, r.player, r.target, r.modifier])).toEqual([
      ['tentacles', named(state, 'grabber').id, 6, 1],
      ['dodge', named(state, 'mover').id, 3, 0],
    ]);
    // Held on 5 or 6; then a 3+ Dodge.
    expect(out.chance).toBeCloseTo((4 / 6) * (4 / 6));
  });
});

describe('the move plan: the rolls made as the action is declared', () => {
  it('BB-SKILL-1: Bone Head (2+) is counted in every way of a Move not yet declared, and a team re-roll may save it', () => {
    const state = board(hall)
      .player('ogre', 1, 1, { skills: ['Bone Head'] })
      .withRerolls(0, 1)
      .build();
    const p = named(state, 'ogre');
    const planned = movePlan(view(state, 0).state, p.id, 'move');
    expect(planned.declared.map((r) => [r.kind, r.target, r.modifier])).toEqual([
      ['bone-head', 2, 0],
    ]);
    const near = planned.squares.find((s) => s.square.x === 2 && s.square.y === 1)!;
    expect(near.chanceWithoutRerolls).toBeCloseTo(5 / 6);
    expect(near.chanceWithTeamReroll).toBeCloseTo(35 / 36);
  });

  it('BB-SKILL-1: Really Stupid needs 4+ alone and 2+ beside a team-mate without it; nothing is counted once the action is under way', () => {
    const alone = board(hall)
      .player('troll', 1, 1, { skills: ['Really Stupid'] })
      .withDice([6])
      .build();
    const troll = named(alone, 'troll');
    const lonely = movePlan(view(alone, 0).state, troll.id, 'move');
    expect(lonely.declared.map((r) => r.target)).toEqual([4]);
    expect(lonely.squares.find((s) => s.square.x === 2 && s.square.y === 2)!.chance).toBeCloseTo(
      1 / 2,
    );
    const helped = board(hall)
      .player('troll', 1, 1, { skills: ['Really Stupid'] })
      .player('minder', 0, 1)
      .build();
    const minded = movePlan(view(helped, 0).state, named(helped, 'troll').id, 'move');
    expect(minded.declared.map((r) => r.target)).toEqual([2]);
    const begun = play(alone, { type: 'activate', player: troll.id, action: 'move' }).state;
    expect(begun.turn.activation?.player).toBe(troll.id);
    expect(movePlan(view(begun, 0).state, troll.id).declared).toEqual([]);
  });
});
