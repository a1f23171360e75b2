import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { createRng, rollDie, type RngState } from '../dice/rng';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import type { Action } from '../model/actions';
import type { GameEvent } from '../model/events';
import { boardFromMap, createMatch, defaultOptions } from '../flow/create';
import type { GameState, MatchOptions } from '../model/state';
import { editable } from './fixture';

const lineman = (number: number) => ({
  number,
  name: `Lineman ${number}`,
  position: 'lineman',
  ma: 6,
  st: 3,
  ag: 3,
  pa: 4,
  av: 9,
  skills: [] as string[],
});

/** What a player of the training match has beyond a Human Lineman's profile, by team and shirt number. */
export type Kit = (team: number, number: number) => Partial<ReturnType<typeof lineman>>;

/** The benchmark's kit: one skilled player a side. */
const standardKit: Kit = (team, number) =>
  number === 1 ? { skills: team === 0 ? ['Block', 'Dodge'] : ['Guard', 'Sure Hands'] } : {};

/**
 * A two-team match on the Training Hall with six players a side set up in its end zones and the
 * ball in the middle: the starting point of random-play tests and benchmarks.
 */
export function trainingMatch(
  seed: string,
  kit: Kit = standardKit,
  options: MatchOptions = defaultOptions,
): GameState {
  const map = sampleMaps[0].map;
  const squad = (team: number) =>
    [1, 2, 3, 4, 5, 6].map((n) => ({ ...lineman(n), ...kit(team, n) }));
  const state = createMatch(
    boardFromMap(map),
    [
      { name: 'Reikland Reavers', rosterId: 'human', rerolls: 3, players: squad(0) },
      { name: 'Orcland Raiders', rosterId: 'orc', rerolls: 3, players: squad(1) },
    ],
    seed,
    options,
  );
  map.endZones.slice(0, 2).forEach((zone, team) => {
    const squares = Array.from({ length: zone.width * zone.height }, (_, i) => ({
      floor: zone.floor,
      x: zone.x + (i % zone.width),
      y: zone.y + Math.floor(i / zone.width),
    }));
    state.players
      .filter((p) => p.team === team)
      .forEach((p, i) => {
        const placed = editable(p);
        placed.at = squares[i]!;
        placed.box = null;
      });
  });
  state.ball = { at: { floor: 0, x: 12, y: 7 }, carrier: null };
  return state;
}

/**
 * Plays `count` actions chosen at random (by a generator of its own, so the engine's dice are
 * untouched); `check` is given the state after each action and the action's events.
 */
export function randomPlay(
  start: GameState,
  count: number,
  seed: string,
  check?: (state: GameState, events: readonly GameEvent[]) => void,
): { state: GameState; actions: Action[] } {
  let chooser: RngState = createRng(seed);
  let state = start;
  const actions: Action[] = [];
  for (let i = 0; i < count; i++) {
    const options = legalActions(state);
    if (options.length === 0) break;
    // Ending the turn at once is dull: prefer anything else most of the time.
    const [pick, next] = rollDie(chooser, options.length);
    chooser = next;
    let action = options[pick - 1]!;
    if (action.type === 'end-turn' && options.length > 1) {
      const [again, after] = rollDie(chooser, 10);
      chooser = after;
      if (again > 1) action = options[pick % (options.length - 1)]!;
    }
    const result = apply(state, action);
    if ('error' in result)
      throw new Error(
        `legalActions offered a refused action ${JSON.stringify(action)}: ${result.error}`,
      );
    state = result.state;
    actions.push(action);
    check?.(state, result.events);
  }
  return { state, actions };
}

/** Replays a match: the start state plus its actions, each of which must be accepted. */
export function replay(start: GameState, actions: readonly Action[]): GameState {
  return actions.reduce<GameState>((s, a) => {
    const r = apply(s, a);
    if ('error' in r) throw new Error(`Replay refused ${JSON.stringify(a)}: ${r.error}`);
    return r.state;
  }, start);
}

/**
 * A match of 3 or 4 teams (DB-MULTI) on the Training Hall, six Linemen a team, all crowded
 * together in the hall's north end, the teams mixed square by square so that every block, foul,
 * dodge and pass meets the other teams at once; team 0's first player holds the ball.
 */
export function crowdedMatch(seed: string, teams: 3 | 4, kit: Kit = standardKit): GameState {
  const map = sampleMaps[0].map;
  const names = ['Reikland Reavers', 'Orcland Raiders', 'Dwarf Giants', 'Skavenblight Scramblers'];
  const state = createMatch(
    boardFromMap(map),
    names.slice(0, teams).map((name, team) => ({
      name,
      rosterId: 'human',
      rerolls: 2,
      players: [1, 2, 3, 4, 5, 6].map((n) => ({ ...lineman(n), ...kit(team, n) })),
    })),
    seed,
  );
  for (const p of state.players) {
    const index = (p.number - 1) * teams + p.team;
    const placed = editable(p);
    placed.at = { floor: 0, x: 8 + (index % 6), y: 1 + Math.floor(index / 6) };
    placed.box = null;
  }
  const carrier = state.players.find((p) => p.team === 0 && p.number === 1)!;
  state.ball = { at: carrier.at, carrier: carrier.id };
  return state;
}
