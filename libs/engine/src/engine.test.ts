import { describe, expect, it } from 'vitest';
import { apply } from './engine';
import { legalActions } from './legal-actions';
import type { Action } from './model/actions';
import { defaultOptions } from './flow/create';
import type { GameEvent } from './model/events';
import type { GameState } from './model/state';
import { board, editable, play } from './testing/fixture';
import { brokenInvariants } from './testing/invariants';
import { crowdedMatch, randomPlay, replay, trainingMatch, type Kit } from './testing/random-match';

function invariants(state: GameState, events: readonly GameEvent[]): void {
  expect(brokenInvariants(state, 12, events)).toEqual([]);
}

/** The two teams lined up face to face in the middle of the hall, two columns each, to meet at once. */
function faceToFace(state: GameState): GameState {
  for (const p of state.players) {
    const i = p.number - 1;
    editable(p).at = { floor: 0, x: 8 + p.team * 2 + (i % 2), y: 2 + Math.floor(i / 2) };
  }
  return state;
}

describe('the engine', () => {
  it('an illegal action is refused with a reason and changes nothing', () => {
    const start = board(['.....', '.....'])
      .player('a', 0, 0)
      .player('b', 4, 1, { team: 1 })
      .build();
    const before = JSON.stringify(start);
    expect(apply(start, { type: 'activate', player: '1-1', action: 'move' })).toEqual({
      error: 'Player 1-1 is not in the active team.',
    });
    expect(apply(start, { type: 'move', to: { floor: 0, x: 1, y: 0 } })).toEqual({
      error: 'No player is moving.',
    });
    expect(apply(start, { type: 'follow-up', follow: true })).toEqual({
      error: 'No decision is waiting for that answer.',
    });
    expect(JSON.stringify(start)).toBe(before);
  });

  it('BB-MOVE-1: an action listed for one state is refused in a later state that does not allow it', () => {
    const start = board(['.....', '.....'])
      .player('a', 0, 0)
      .player('b', 4, 1, { team: 1 })
      .build();
    const moving = play(start, { type: 'activate', player: '0-1', action: 'move' }).state;
    const step = legalActions(moving).find((a) => a.type === 'move')!;
    const moved = apply(moving, step);
    if ('error' in moved) throw new Error(moved.error);
    // He now stands on the square the listed step leads to, listed or not in the new state.
    expect(apply(moved.state, step)).toHaveProperty('error');
    legalActions(moved.state);
    expect(apply(moved.state, step)).toHaveProperty('error');
  });

  it('apply never changes the state it is given', () => {
    const start = trainingMatch('purity');
    const before = JSON.stringify(start);
    randomPlay(start, 300, 'purity');
    expect(JSON.stringify(start)).toBe(before);
  });

  it('apply never changes the state it is given, not even the skills used in an activation', () => {
    const asked = play(
      board(['.....', '.....'])
        .player('d', 1, 1, { skills: ['Dodge'] })
        .player('f', 2, 1, { team: 1 })
        .withDice([1, 6])
        .build(),
      { type: 'activate', player: '0-1', action: 'move' },
      { type: 'move', to: { floor: 0, x: 0, y: 0 } },
    ).state;
    const before = JSON.stringify(asked);
    play(asked, { type: 'use-reroll', source: 'skill' });
    expect(JSON.stringify(asked)).toBe(before);
  });

  it('the same seed and the same actions give the same match, byte for byte; a replay is start plus actions', () => {
    const first = randomPlay(trainingMatch('seed-1'), 800, 'choices');
    const second = randomPlay(trainingMatch('seed-1'), 800, 'choices');
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    const replayed = replay(trainingMatch('seed-1'), first.actions);
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(first.state));
  });

  it('a different seed gives a different match', () => {
    const a = randomPlay(trainingMatch('seed-1'), 400, 'choices').state;
    const b = randomPlay(trainingMatch('seed-2'), 400, 'choices').state;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
  });

  it(
    'random play keeps every invariant after every action, and the state survives JSON',
    { timeout: 60_000 },
    () => {
      for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5']) {
        let previous: GameState | null = null;
        const { state } = randomPlay(trainingMatch(seed), 2000, `choices-${seed}`, (s, events) => {
          invariants(s, events);
          if (previous) expect(previous.turn.number <= s.turn.number).toBe(true);
          previous = s;
        });
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(state.turn.number).toBeGreaterThan(10);
      }
    },
  );

  it(
    "LM-23, LM-31: random play under the league's rules, the players slow enough to Rush often, keeps every invariant",
    { timeout: 60_000 },
    () => {
      const league = { ...defaultOptions, league: ['LM-23', 'LM-31'] as const };
      for (const seed of ['l0', 'l1', 'l2', 'l3']) {
        const start = trainingMatch(seed, () => ({ ma: 3 }), league);
        const { state } = randomPlay(start, 2000, `choices-${seed}`, invariants);
        expect(state.turn.number).toBeGreaterThan(10);
      }
    },
  );

  it(
    'random play with the jumping, throwing, stabbing and gazing skills keeps every invariant and replays',
    { timeout: 60_000 },
    () => {
      const striker = ['Stab', 'Multiple Block', 'Hypnotic Gaze'];
      const skilled: Kit = (team, number) =>
        ({
          1: { skills: [...striker, 'Leap', 'Very Long Legs', 'Two Heads'] },
          2: { skills: [...striker, 'Sneaky Git', 'Big Hand', 'Extra Arms'] },
          3: { st: 5, skills: ['Throw Team-mate', 'Strong Arm', 'Pro', ...striker] },
          4: { st: 2, skills: ['Right Stuff', 'Dodge'] },
          5: {
            skills:
              team === 0
                ? ['Foul Appearance', 'Diving Tackle', 'Frenzy', ...striker]
                : ['Tentacles', 'Prehensile Tail', 'Jump Up', ...striker],
          },
          6: { st: 2, skills: ['Right Stuff', 'Stunty'] },
        })[number] ?? {};
      const used = new Set<string>();
      for (const seed of ['s1', 's2', 's3', 's4']) {
        const start = faceToFace(trainingMatch(seed, skilled));
        const { state, actions } = randomPlay(start, 1500, `choices-${seed}`, invariants);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        expect(JSON.stringify(replay(start, actions))).toBe(JSON.stringify(state));
        for (const a of actions) used.add(a.type);
      }
      for (const type of ['jump', 'stab', 'hypnotic-gaze', 'throw-team-mate', 'multiple-block'])
        expect(used, type).toContain(type);
    },
  );

  /**
   * 3- and 4-team matches (DB-MULTI), crowded so that the alliance decisions come at once. Some
   * hundreds of games in CI; `MULTI_TEAM_GAMES=5000` plays as many as asked.
   */
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  const multiGames = Number(env?.['MULTI_TEAM_GAMES'] ?? 200);
  it(
    `DB-MULTI-4, DB-MULTI-5, DB-MULTI-6, DB-MULTI-7: random play of ${multiGames} crowded 3- and 4-team matches keeps every invariant, survives JSON and replays`,
    { timeout: 600_000 },
    () => {
      const used = new Set<string>();
      for (let game = 0; game < multiGames; game++) {
        const teams = game % 2 === 0 ? 4 : 3;
        const start = crowdedMatch(`multi-${game}`, teams);
        const { state, actions } = randomPlay(start, 150, `choices-multi-${game}`, (s, events) =>
          expect(brokenInvariants(s, teams * 6, events)).toEqual([]),
        );
        if (game < 10) {
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          expect(JSON.stringify(replay(start, actions))).toBe(JSON.stringify(state));
        }
        for (const a of actions) used.add(a.type);
      }
      if (multiGames >= 100)
        for (const type of ['assist', 'interfere', 'hand-off', 'mark'])
          expect(used, type).toContain(type);
    },
  );

  /** A block rolls Push (3): the defender's coach is asked where he goes. */
  const pushAsked = () =>
    play(
      board(['.....', '.....'])
        .player('a', 1, 0)
        .player('d', 2, 0, { team: 1 })
        .withDice([3])
        .build(),
      { type: 'activate', player: '0-1', action: 'block' },
      { type: 'block', target: '1-1' },
    ).state;

  it('only the coach asked may answer a decision, and only with an answer it offers', () => {
    const state = pushAsked();
    expect(state.pending.at(-1)?.kind).toBe('push');
    expect(apply(state, { type: 'end-turn' })).toEqual({
      error: 'Waiting for team 1 to decide (push).',
    });
    expect(apply(state, { type: 'push-to', square: { floor: 0, x: 0, y: 0 } })).toEqual({
      error: 'That answer does not fit the decision waiting (push).',
    });
    expect(legalActions(state).every((a) => a.type === 'push-to')).toBe(true);
  });

  it('BB-BLOCK-7: a push square chosen is the one offered whatever the order of its fields, and not with one field different', () => {
    const state = pushAsked();
    const offered = legalActions(state)[0] as Extract<Action, { type: 'push-to' }>;
    const { floor, x, y } = offered.square;
    const reordered = { square: { y, x, floor }, type: 'push-to' } as const;
    expect('error' in apply(state, reordered)).toBe(false);
    expect(apply(state, { type: 'push-to', square: { floor, x, y: y + 7 } })).toEqual({
      error: 'That answer does not fit the decision waiting (push).',
    });
    expect(apply(state, { ...offered, extra: true } as Action)).toEqual({
      error: 'A "push-to" action has no field "extra": its fields are "square".',
    });
  });
});
