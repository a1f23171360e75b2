import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { agents } from './bots';
import { createRng } from './dice/rng';
import { actingTeam, view } from './view';
import { startMatch } from './flow/setup';
import { apply } from './engine';
import { legalActions } from './legal-actions';
import { actionProblem } from './model/action-shape';
import { sameAction, type Action } from './model/actions';
import type { GameState } from './model/state';
import { readyTeamsFor, teamSetup } from './rosters';
import { board, play } from './testing/fixture';
import { malformedActions } from './testing/malformed-actions';

/** What `apply` answers to a value that is no listed action: a reason, and the state untouched. */
function refused(state: GameState, action: unknown): string {
  const before = JSON.stringify(state);
  const result = apply(state, action as Action);
  expect(JSON.stringify(state)).toBe(before);
  if (!('error' in result))
    throw new Error(`apply took ${JSON.stringify(action)}, which was not listed`);
  return result.error;
}

describe('apply takes exactly the actions legalActions lists', () => {
  const start = board(['.....', '.....']).player('a', 0, 0).player('b', 4, 1, { team: 1 }).build();
  const moving = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
  const step = legalActions(moving).find((a) => a.type === 'move')! as Extract<
    Action,
    { type: 'move' }
  >;

  it('a listed action with a field too many is refused, and named', () => {
    expect(refused(moving, { ...step, extra: true })).toBe(
      'A "move" action has no field "extra": its fields are "to".',
    );
    expect(refused(start, { type: 'end-turn', by: 'team 2' })).toBe(
      'A "end-turn" action has no field "by": it has none but its type.',
    );
    expect(refused(moving, { ...step, to: { ...step.to, z: 1 } })).toMatch(
      /^A "move" action's "to" should be a square/,
    );
  });

  it('a coordinate given as text is refused, not stored', () => {
    const asText = { ...step, to: { ...step.to, x: String(step.to.x) } };
    expect(refused(moving, asText)).toBe(
      `A "move" action's "to" should be a square, { "floor", "x", "y" } as whole numbers and nothing else, not ${JSON.stringify(asText.to)}.`,
    );
    expect(refused(moving, { type: 'jump', to: { floor: 0, x: 2.5, y: 0 } })).toMatch(
      /^A "jump" action's "to" should be a square/,
    );
  });

  it('an unknown type, or a value that is no action, is refused with the list of actions', () => {
    expect(refused(start, { type: 'explode' })).toMatch(
      /^There is no action "explode": the actions are "activate", "stand-up", "move",/,
    );
    expect(refused(start, { type: 'toString' })).toMatch(/^There is no action "toString"/);
    expect(refused(start, null)).toBe('An action is an object with a "type".');
    expect(refused(start, [])).toBe('An action is an object with a "type".');
    expect(refused(start, { player: '0-1' })).toBe('An action needs a "type", a string.');
  });

  it('BB-TURN-2: an activation for an action that does not exist, or none, is refused', () => {
    const kinds =
      '"move", "block", "blitz", "pass", "hand-off", "foul", "throw-team-mate", "hypnotic-gaze"';
    expect(refused(start, { type: 'activate', player: '0-1', action: 'x' })).toBe(
      `A "activate" action's "action" should be one of ${kinds}, not "x".`,
    );
    expect(refused(start, { type: 'activate', player: '0-1', action: null })).toBe(
      `A "activate" action's "action" should be one of ${kinds}, not null.`,
    );
    expect(refused(start, { type: 'activate', player: '0-1' })).toBe(
      `A "activate" action needs "action": one of ${kinds}.`,
    );
  });

  it("BB-TURN-1: another coach's player is refused, with the rule's words", () => {
    expect(refused(start, { type: 'activate', player: '1-1', action: 'move' })).toBe(
      'Player 1-1 is not in the active team.',
    );
  });

  it('an answer to no question, and a question left unanswered, are refused', () => {
    expect(refused(start, { type: 'follow-up', follow: true })).toBe(
      'No decision is waiting for that answer.',
    );
    expect(refused(moving, { type: 'use-skill', use: true })).toBe(
      'No decision is waiting for that answer.',
    );
  });

  it('a listed action is taken whatever the order of its fields, as JSON would carry it', () => {
    const copy = JSON.parse(JSON.stringify(step)) as Action;
    expect(apply(moving, copy)).not.toHaveProperty('error');
  });
});

/** The first ready team of each roster, as a team of a match. */
const teams = (rosters: readonly string[]) => rosters.map((r) => teamSetup(readyTeamsFor(r)[0]!));

/**
 * Plays a whole match with bots and, after every action it takes (and before the first), throws
 * malformed and misplaced actions at `apply`: each must be refused with a reason and leave the
 * state as it was. Returns how many were thrown.
 */
function strictMatch(
  mapIndex: number,
  rosters: readonly string[],
  seed: string,
  maxRounds: number,
): { thrown: number; actions: number } {
  const map = sampleMaps[mapIndex]!.map;
  const started = startMatch(map, teams(rosters), seed, { maxRounds });
  if ('error' in started) throw new Error(started.error);
  const bots = rosters.map((_, team) => (team % 2 === 0 ? agents.heuristic! : agents.random!));
  const botRngs = bots.map((_, team) => createRng(`${seed}/bot-${team}`));
  let stranger = createRng(`${seed}/stranger`);
  let state = started.state;
  let thrown = 0;
  let actions = 0;
  for (let acting = actingTeam(state); acting !== null; acting = actingTeam(state)) {
    const listed = legalActions(state);
    const before = JSON.stringify(state);
    const drawn = malformedActions(state, listed, stranger, 6);
    stranger = drawn.rng;
    for (const action of drawn.actions) {
      // A spoilt copy may by chance be another listed action: that one must be taken.
      const isListed =
        actionProblem(action) === null && listed.some((a) => sameAction(a, action as Action));
      let result: ReturnType<typeof apply>;
      try {
        result = apply(state, action as Action);
      } catch (error) {
        throw new Error(`apply threw on ${JSON.stringify(action)}: ${String(error)}`);
      }
      if (isListed) continue;
      if (!('error' in result) || result.error === '')
        throw new Error(`apply took ${JSON.stringify(action)}, which was not listed`);
      thrown++;
    }
    if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
    const { action, rng } = bots[acting]!.choose(view(state, acting), botRngs[acting]!);
    botRngs[acting] = rng;
    const result = apply(state, action);
    if ('error' in result) throw new Error(`the bot's ${JSON.stringify(action)}: ${result.error}`);
    state = result.state;
    actions++;
  }
  return { thrown, actions };
}

describe('whole matches with strangers throwing malformed actions at apply', () => {
  const runs = sampleMaps.flatMap((sample, mapIndex) =>
    ([2, 3, 4] as const)
      .filter((count) => sample.map.endZones.length >= count)
      .map((count) => ({ sample: sample.id, mapIndex, count })),
  );
  const rosters = ['human', 'orc', 'dwarf', 'skaven'];
  it.each(runs)(
    'on $sample with $count teams every malformed action is refused and changes nothing',
    { timeout: 120_000 },
    ({ mapIndex, count, sample }) => {
      const { thrown, actions } = strictMatch(
        mapIndex,
        rosters.slice(0, count),
        `strict-${sample}-${count}`,
        8,
      );
      expect(actions).toBeGreaterThan(100);
      expect(thrown).toBeGreaterThan(actions * 5);
    },
  );
});
