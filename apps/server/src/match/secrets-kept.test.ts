import { apply, startMatch, type GameState } from '@dungeonbowl/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachPlays, humanTeam, orcTeam } from '../testing/play-helpers';
import { bootTestServer, type TestServer } from '../testing/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await bootTestServer();
});
afterAll(() => test.close());

/** Every state of a match as the server had it, from its start, replayed from the database. */
async function statesOf(matchId: string): Promise<GameState[]> {
  const match = (await test.server.store.find(matchId))!;
  const started = startMatch(match.map, match.teams!, match.seed, match.options);
  if ('error' in started) throw new Error(started.error);
  const states = [started.state];
  for (const action of match.actions) {
    const next = apply(states.at(-1)!, action);
    if ('error' in next) throw new Error(next.error);
    states.push(next.state);
  }
  return states;
}

/** Every object in a message, however deep. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (value === null || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const inner of Object.values(value)) yield* objectsIn(inner);
}

describe('what a coach is sent over a whole match against a bot', () => {
  it('never tells him the ball’s chest before it is opened, the seed or the dice to come', async () => {
    const created = await test.createMatch({
      sample: 'training-hall',
      seats: [{ kind: 'remote' }, { kind: 'bot-heuristic', team: orcTeam }],
      options: { maxRounds: 12 },
    });
    const anna = await test.join(created.matchId, created.seats[0]!.token!);
    anna.send('choose-team', { sheet: humanTeam });
    anna.send('ready', { ready: true });
    await anna.next('match', (m) => m.actions === 0);
    await coachPlays(anna, () => false);
    expect(anna.latest('match')!.view.state.result).not.toBeNull();

    const states = await statesOf(created.matchId);
    expect(states.at(-1)!.result).not.toBeNull();
    const { seed } = (await test.server.store.find(created.matchId))!;
    const ballChest = states[0]!.chests.find((c) => c.ball)!.at;
    const sameSquare = (at: unknown) => JSON.stringify(at) === JSON.stringify(ballChest);
    // Every generator state of the match, as its four words would be written in a message.
    const dice = states.map((s) => s.dice.rng.words.join(','));
    let opened = false;
    let found = 0;
    for (const { type, payload } of anna.received) {
      const text = JSON.stringify(payload);
      expect(text).not.toContain(seed);
      for (const words of dice) expect(text).not.toContain(words);
      for (const object of objectsIn(payload)) {
        // Dice already rolled are told (`dice: [6, 4]`); the generator never is.
        if ('dice' in object) expect(Array.isArray(object.dice)).toBe(true);
        expect(object).not.toHaveProperty('rng');
        expect(object).not.toHaveProperty('forced');
        expect(object).not.toHaveProperty('seed');
        if (!opened) expect(object.ball === true && sameSquare(object.at)).toBe(false);
      }
      if (type !== 'match') continue;
      for (const chest of payload.view.state.chests) expect(Object.keys(chest)).toEqual(['at']);
      const opening = payload.events.find((e) => e.type === 'chest-opened' && sameSquare(e.at));
      if (opening && opening.type === 'chest-opened') {
        expect(opening.content).toBe('ball');
        opened = true;
      }
      if (!opened && payload.view.state.ball.at !== null) throw new Error('The ball was shown.');
      found++;
    }
    expect(found).toBeGreaterThan(50);
    expect(opened).toBe(states.some((s) => s.ballFoundBy !== null));
  }, 120_000);
});
