import { sampleMaps, type DungeonMap } from '@dungeonbowl/dungeon-schema';
import { expect, it } from 'vitest';
import { chestAt, distance, moveCost, teleporterAt } from '../src/board/squares';
import { createRng, rollDie } from '../src/dice/rng';
import { view, type PublicState } from '../src/view';
import type { GameState, Square } from '../src/model/state';
import { movePlan } from '../src/plan/move-plan';
import { draftOf } from '../src/rules/context';
import { editable } from '../src/testing/fixture';
import { readyMatch } from '../src/testing/matches';

const FRAME_MS = 16;

/**
 * A match on `map` with every player of both teams (each roster's whole ready team) standing
 * among the free squares within `radius` of `centre`, scattered by a seeded draw, and team 0's
 * first player on the centre itself.
 */
function crowd(map: DungeonMap, centre: Square, radius: number, seed: string): GameState {
  const state = draftOf(readyMatch(map, ['human', 'orc'], seed));
  const free: Square[] = [];
  for (let y = centre.y - radius; y <= centre.y + radius; y++)
    for (let x = centre.x - radius; x <= centre.x + radius; x++) {
      const q = { floor: centre.floor, x, y };
      if (distance(q, centre) === 0 || moveCost(state.board, q) === null) continue;
      if (!chestAt(state, q) && !teleporterAt(state.board, q)) free.push(q);
    }
  let rng = createRng(seed);
  for (const original of state.players) {
    const p = editable(original);
    p.box = null;
    p.stance = 'standing';
    p.activated = false;
    if (p.id === '0-1') {
      p.at = centre;
      continue;
    }
    const [pick, next] = rollDie(rng, free.length);
    rng = next;
    p.at = free.splice(pick - 1, 1)[0]!;
  }
  state.turn.team = 0;
  state.turn.activation = null;
  state.pending = [];
  return state;
}

/** Who moves: team 0's first player, as a plain Lineman, a Catcher, or loaded with every skill the plan weighs. */
const movers = [
  { label: 'MA 6 Lineman', ma: 6, skills: [] },
  { label: 'MA 8 Catcher with Dodge and Sure Feet', ma: 8, skills: ['Dodge', 'Sure Feet'] },
  {
    label: 'MA 9, Sprint, Dodge, Sure Feet, Pro, Break Tackle, Leap',
    ma: 9,
    skills: ['Dodge', 'Sure Feet', 'Sprint', 'Pro', 'Break Tackle', 'Leap'],
  },
] as const;

function withMover(state: GameState, mover: (typeof movers)[number]): PublicState {
  const copy = structuredClone(state);
  Object.assign(
    copy.players.find((p) => p.id === '0-1')!,
    { ma: mover.ma, skills: mover.skills },
  );
  return view(copy, 0).state;
}

/** Median and 95th percentile of `runs` plans, after a warm-up, in milliseconds. */
function time(state: PublicState, runs = 300): { median: number; p95: number; squares: number } {
  let squares = 0;
  for (let i = 0; i < 30; i++) squares = movePlan(state, '0-1').squares.length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    movePlan(state, '0-1');
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(runs / 2)]!,
    p95: times[Math.floor(runs * 0.95)]!,
    squares,
  };
}

const valdemor = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;

it('move plan: a crowded Training Hall (26x15) and the great hall of Valdemor (50x40, 3 floors), well under a frame', () => {
  const cases = [
    [
      'Training Hall, crowded',
      crowd(sampleMaps[0].map, { floor: 0, x: 12, y: 7 }, 8, 'plan-bench'),
    ],
    ['Valdemor great hall, crowded', crowd(valdemor, { floor: 0, x: 24, y: 17 }, 8, 'plan-bench')],
  ] as const;
  for (const [name, state] of cases)
    for (const mover of movers) {
      const { median, p95, squares } = time(withMover(state, mover));
      console.log(
        `${name}, ${state.players.length} players, ${mover.label}: ${squares} squares, median ${median.toFixed(2)} ms, 95th percentile ${p95.toFixed(2)} ms (${((median / FRAME_MS) * 100).toFixed(0)}% of a ${FRAME_MS} ms frame)`,
      );
      expect(squares).toBeGreaterThan(100); // a real crowd, not a player walled in
    }
});
