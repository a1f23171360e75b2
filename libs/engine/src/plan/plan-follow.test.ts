import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { heuristicAgent } from '../bots';
import { createRng, type RngState } from '../dice/rng';
import { actingTeam, view } from '../view';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { Action } from '../model/actions';
import type { GameEvent } from '../model/events';
import type { GameState, Square } from '../model/state';
import { board, editable, named } from '../testing/fixture';
import { readyMatch } from '../testing/matches';
import { randomPlay, trainingMatch } from '../testing/random-match';
import { movePlan, type PlannedRoll, type PlannedSquare } from './move-plan';

const sample = (id: string) => sampleMaps.find((s) => s.id === id)!.map;
const valdemor = sample('fortress-of-valdemor');
const pyramid = sample('pyramid-of-death');

/** The state with these dice to come, and no others forced. */
const withDice = (state: GameState, dice: readonly number[]): GameState => ({
  ...state,
  dice: { ...state.dice, forced: [...dice] },
});

/** A die that goes the mover's way: a 6 passes his tests, a 1 fails an opponent's Tentacles. */
const favourable = (roll: PlannedRoll) => (roll.kind === 'tentacles' ? 1 : 6);

function applied(
  state: GameState,
  action: Action,
): { state: GameState; events: readonly GameEvent[] } {
  const result = apply(state, action);
  if ('error' in result) throw new Error(`Refused ${JSON.stringify(action)}: ${result.error}`);
  return result;
}

/**
 * Follows a planned way with `apply`, every roll going his way (an opponent's Diving Tackle
 * declined), from the moment his activation has begun. Returns the tests the engine rolled, up
 * to a teleport, and where he ends.
 */
function follow(begun: GameState, standUp: readonly PlannedRoll[], target: PlannedSquare) {
  const id = begun.turn.activation!.player;
  let state = begun;
  const tests: unknown[] = [];
  const run = (action: Action, rolls: readonly PlannedRoll[]) => {
    let result = applied(withDice(state, rolls.map(favourable)), action);
    const events = [...result.events];
    while (result.state.pending.at(-1)?.kind === 'use-skill') {
      result = applied(result.state, { type: 'use-skill', use: false });
      events.push(...result.events);
    }
    state = result.state;
    const teleport = events.findIndex((e) => e.type === 'teleported');
    for (const e of teleport < 0 ? events : events.slice(0, teleport))
      if (e.type === 'test')
        tests.push({ kind: e.test, player: e.player, target: e.target, modifier: e.modifier });
  };
  const mover = state.players.find((p) => p.id === id)!;
  if (mover.stance === 'prone') run({ type: 'stand-up' }, standUp);
  for (const step of target.steps)
    run({ type: step.jump ? 'jump' : 'move', to: step.square }, step.rolls);
  return { tests, state, at: state.players.find((p) => p.id === id)!.at };
}

const planned = (rolls: readonly PlannedRoll[]) =>
  rolls.map((r) => ({ kind: r.kind, player: r.player, target: r.target, modifier: r.modifier }));

describe('the move plan: following a way with apply', () => {
  it('BB-MOVE-1: every way of a crowded fixture rolls, with apply, exactly the tests the plan listed, and ends where it said', () => {
    const start = board(['..........', '..........', '....#.....', '..........', '..........'])
      .player('runner', 1, 2, { ma: 5, skills: ['Dodge'] })
      .player('grabber', 0, 2, { team: 1, st: 4, skills: ['Tentacles'] })
      .player('tail', 2, 3, { team: 1, skills: ['Prehensile Tail'] })
      .player('down', 3, 1, { team: 1, stance: 'prone' })
      .player('foe', 5, 1, { team: 1 })
      .player('foe2', 5, 4, { team: 1 })
      .chest(6, 3, 'trap')
      .ballOn(6, 2)
      .teleporter(1, 8, 0)
      .teleporter(2, 9, 4)
      .withRerolls(0, 1)
      .build();
    const id = named(start, 'runner').id;
    const plan = movePlan(view(start, 0).state, id);
    expect(plan.squares.length).toBeGreaterThan(30);
    const kinds = new Set(
      plan.squares.flatMap((s) => s.steps.flatMap((t) => t.rolls.map((r) => r.kind))),
    );
    expect([...kinds].sort()).toEqual(['dodge', 'jump', 'pick-up', 'rush', 'tentacles']);
    const begun = applied(start, { type: 'activate', player: id, action: 'move' }).state;
    for (const square of plan.squares) {
      const { tests, at } = follow(begun, [], square);
      expect(tests).toEqual(planned(square.steps.flatMap((s) => s.rolls)));
      if (!square.teleporter) expect(at).toEqual(square.square);
    }
  });

  it('DB-LADDER-5, DB-ROPE-1, DB-WATER-1, DB-JUMP-1, DB-FLOOR-3, DB-PREC-4: every way of a dungeon fixture, up a ladder, down a rope, through water, over a hole and down a void, rolls with apply exactly the tests the plan listed', () => {
    // A ladder from (2, 1) and a rope from (5, 1) of the ground floor; on the first floor a hole
    // at (2, 3) and voids at (4, 4), over the floor, and (5, 4), over lava.
    const start = board(
      ['........', '..~~....', '........', '........', '.....*..', '........'],
      ['########', '#.o..o.#', '#......#', '#.o....#', '#...__.#', '########'],
    )
      .ladder(2, 1)
      .rope(5, 1)
      .player('runner', 1, 2, { skills: ['Dodge'] })
      .player('upper', 3, 2, { floor: 1, ma: 5, skills: ['Sure Hands'] })
      .player('diver', 3, 0, { team: 1, skills: ['Diving Tackle'] })
      .player('grabber', 4, 1, { team: 1, floor: 1, skills: ['Tentacles'] })
      .player('foe', 6, 3, { team: 1, floor: 1 })
      .ballOn(4, 1) // next to the water: precarious
      .withRerolls(0, 1)
      .build();
    const kinds = new Set<string>();
    let floorChanges = 0;
    for (const name of ['runner', 'upper']) {
      const id = named(start, name).id;
      const plan = movePlan(view(start, 0).state, id);
      const begun = applied(start, { type: 'activate', player: id, action: 'move' }).state;
      for (const square of plan.squares) {
        const { tests, at } = follow(begun, [], square);
        const rolls = square.steps.flatMap((s) => s.rolls);
        expect(tests).toEqual(planned(rolls));
        // Down a void, he lands below; into the lava, he is out of the dungeon.
        expect(at).toEqual(square.jumpDown ? square.jumpDown.landing : square.square);
        for (const r of rolls) kinds.add(r.kind);
        if (changesFloor(plan.from!, square)) floorChanges++;
      }
    }
    expect([...kinds].sort()).toEqual([
      'dodge',
      'floor-landing',
      'jump',
      'pick-up',
      'precarious',
      'rush',
      'tentacles',
    ]);
    expect(floorChanges).toBeGreaterThan(10);
  });

  it('BB-MOVE-7: a Prone player with MA 2 stands up on the 4+ the plan listed, then only Rushes', () => {
    const start = board(['.....']).player('down', 0, 0, { ma: 2, stance: 'prone' }).build();
    const id = named(start, 'down').id;
    const plan = movePlan(view(start, 0).state, id);
    const begun = applied(start, { type: 'activate', player: id, action: 'move' }).state;
    const far = plan.squares.find((s) => s.square.x === 2)!;
    const { tests, at } = follow(begun, plan.standUp!.rolls, far);
    expect(tests).toEqual(planned([...plan.standUp!.rolls, ...far.steps.flatMap((s) => s.rolls)]));
    expect(at).toEqual(far.square);
  });

  it('BB-MOVE-1, DB-LADDER-1, DB-ROPE-1, DB-FLOOR-3: in bot matches on the Training Hall, in Valdemor and in the Pyramid, the plan agrees with legalActions and apply for every player, up and down ladders and ropes too', () => {
    let followed = 0;
    let floorChanges = 0;
    for (const [map, rosters, seed] of [
      [sampleMaps[0].map, ['wood-elf', 'chaos-chosen'], 'plan-a'],
      [valdemor, ['skaven', 'lizardmen'], 'plan-b'],
      [pyramid, ['human', 'orc'], 'plan-c'],
    ] as const) {
      let state = readyMatch(map, rosters, seed, { maxRounds: 30 });
      const rngs: RngState[] = [createRng(`${seed}-0`), createRng(`${seed}-1`)];
      for (let snapshot = 0; snapshot < 2 && state.result === null; snapshot++) {
        const actions = snapshot === 0 ? 200 : 60; // long enough for the teams to meet
        for (let i = 0; i < actions || state.pending.length > 0 || state.turn.activation; i++) {
          const acting = actingTeam(state);
          if (acting === null) break;
          const { action, rng } = heuristicAgent.choose(view(state, acting), rngs[acting]!);
          rngs[acting] = rng;
          state = applied(state, action).state;
        }
        if (state.result !== null) break;
        const checked = checkEveryPlayer(state);
        followed += checked.followed;
        floorChanges += checked.floorChanges;
      }
    }
    expect(followed).toBeGreaterThan(30);
    expect(floorChanges).toBeGreaterThan(0);
  }, 30_000);

  it('BB-SKILL-1: in random play among crowded teams with movement skills on every player, the plan agrees with apply', () => {
    const skills = [
      ['Dodge', 'Break Tackle'],
      ['Sure Feet', 'Sprint'],
      ['Tentacles', 'Tackle'],
      ['Diving Tackle', 'Prehensile Tail'],
      ['Leap', 'Stunty', 'Two Heads'],
      ['Sure Hands', 'Big Hand', 'Pro'],
    ];
    let state = trainingMatch('plan-kit', (team, number) => ({
      skills: skills[(number - 1 + team * 3) % skills.length]!,
      st: number === 3 ? 4 : 3,
    }));
    // The two teams face each other in the middle of the hall, a square apart.
    for (const p of state.players)
      editable(p).at = {
        floor: 0,
        x: 10 + 2 * (p.number % 3) + p.team,
        y: 5 + Math.floor((p.number - 1) / 3) * 2 + p.team,
      };
    let followed = 0;
    for (let snapshot = 0; snapshot < 6; snapshot++) {
      followed += checkEveryPlayer(state).followed;
      state = randomPlay(state, 15, `plan-kit-${snapshot}`).state;
      for (
        let i = 0;
        state.result === null && (state.pending.length > 0 || state.turn.activation);
        i++
      )
        state = randomPlay(state, 1, `plan-kit-${snapshot}-${i}`).state;
      if (state.result !== null) break;
    }
    expect(followed).toBeGreaterThan(50);
  }, 30_000);
});

/** Whether a way's last step takes him to another floor: up or down a ladder or rope, or jumping down. */
const changesFloor = (from: Square, way: PlannedSquare) =>
  way.jumpDown !== null || (way.path.at(-2) ?? from).floor !== way.square.floor;

/**
 * Plans, activates and follows a sample of ways for each player of the active team, among them
 * every way whose last step changes floor; returns the ways followed, and those.
 */
function checkEveryPlayer(state: GameState): { followed: number; floorChanges: number } {
  let followed = 0;
  let floorChanges = 0;
  const team = state.turn.team;
  for (const p of state.players) {
    if (p.team !== team || p.box !== null || p.activated || p.stance === 'stunned') continue;
    const before = movePlan(view(state, team).state, p.id, 'move');
    const activated = applied(withDice(state, [6, 6, 6, 6]), {
      type: 'activate',
      player: p.id,
      action: 'move',
    });
    const begun = withDice(activated.state, []);
    if (begun.turn.activation?.player !== p.id || begun.pending.length > 0) continue;
    const plan = movePlan(view(begun, team).state, p.id);
    // Activating him changes nothing the plan foresaw.
    expect(plan).toEqual(before);
    const squares = new Set(plan.squares.map((s) => JSON.stringify(s.square)));
    for (const action of legalActions(begun))
      if (action.type === 'move' || action.type === 'jump')
        expect(squares.has(JSON.stringify(action.to))).toBe(true);
    const sample = [...plan.squares]
      .sort(
        (a, b) => b.steps.flatMap((s) => s.rolls).length - a.steps.flatMap((s) => s.rolls).length,
      )
      .filter((s, i) => i < 4 || i % 15 === 0 || changesFloor(plan.from!, s));
    for (const square of sample) {
      const { tests, at } = follow(begun, plan.standUp?.rolls ?? [], square);
      expect(tests).toEqual(
        planned([...(plan.standUp?.rolls ?? []), ...square.steps.flatMap((s) => s.rolls)]),
      );
      if (!square.teleporter && !square.jumpDown) expect(at).toEqual(square.square);
      followed++;
      if (changesFloor(plan.from!, square)) floorChanges++;
    }
  }
  return { followed, floorChanges };
}
