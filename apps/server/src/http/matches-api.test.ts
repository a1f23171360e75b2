import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REPLAY_VERSION,
  apply,
  finalHash,
  replayProblems,
  startMatch,
  startHash,
  type ReplayFile,
} from '@dungeonbowl/engine';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanTeam, orcTeam, twoCoaches } from '../testing/play-helpers';
import { bootTestServer, type TestServer } from '../testing/test-server';
import type { MatchListing } from '../db/match-store';
import type { CreatedMatch } from '../match/new-match';

let test: TestServer;
let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'dungeonbowl-site-'));
  for (const app of ['editor', 'play']) {
    await mkdir(join(siteDir, app));
    await writeFile(join(siteDir, app, 'index.html'), `<title>${app}</title>`);
  }
  test = await bootTestServer('memory://', siteDir);
});
afterAll(async () => {
  await test.close();
  await rm(siteDir, { recursive: true, force: true });
});

const read = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
type Listed = { matches: MatchListing[] };
const api = (path: string, init?: RequestInit) => fetch(`${test.server.url}${path}`, init);
const post = (body: unknown) =>
  api('/api/matches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the built apps, on the same origin as the API and the rooms', () => {
  it('sends the root to the editor and serves both apps', async () => {
    const root = await api('/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/editor/');
    for (const app of ['editor', 'play']) {
      const page = await api(`/${app}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(`<title>${app}</title>`);
    }
    expect((await api('/play/no-such-file.js')).status).toBe(404);
  });
});

describe('the API from another site', () => {
  it('lets no other site’s page call it', async () => {
    const preflight = await api('/api/matches', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(test.server.url);
  });
});

describe('creating a match through the API', () => {
  it('gives a token to each coach and to the spectators, once', async () => {
    const response = await post({
      ...twoCoaches,
      seats: [...twoCoaches.seats.slice(0, 1), { kind: 'bot-random', team: orcTeam }],
      turnSeconds: 90,
    });
    expect(response.status).toBe(201);
    const created = await read<CreatedMatch>(response);
    expect(created).toMatchObject({
      room: 'match',
      seats: [
        { seat: 0, kind: 'remote', coach: 'Anna' },
        { seat: 1, kind: 'bot-random', coach: 'Random bot', token: null },
      ],
    });
    expect(created.seats[0]!.token).not.toBe(created.spectatorToken);
    expect((await test.server.store.find(created.matchId))!.settings).toEqual({
      turnSeconds: 90,
    });
  });

  it('BB-TURN-9: the turn timer is the host’s choice, off unless asked for, of a second at least', async () => {
    const settingsOf = async (body: unknown) => {
      const response = await post(body);
      expect(response.status).toBe(201);
      const { matchId } = await read<CreatedMatch>(response);
      return (await test.server.store.find(matchId))!.settings;
    };
    expect(await settingsOf(twoCoaches)).toEqual({ turnSeconds: null });
    expect(await settingsOf({ ...twoCoaches, turnSeconds: null })).toEqual({ turnSeconds: null });
    expect(await settingsOf({ ...twoCoaches, turnSeconds: 1 })).toEqual({ turnSeconds: 1 });
    const none = await post({ ...twoCoaches, turnSeconds: 0 });
    expect(none.status).toBe(400);
    expect((await read<{ problems: string[] }>(none)).problems.join(' ')).toContain('turnSeconds');
  });

  it.each([
    [
      'an unknown sample',
      { ...twoCoaches, sample: 'atlantis' },
      'There is no sample map "atlantis".',
    ],
    [
      'a map and a sample',
      { ...twoCoaches, map: { format: 'dungeonbowl-map' } },
      'Give either a map or a sample id.',
    ],
    [
      'a map that is not one',
      { ...twoCoaches, sample: undefined, map: { x: 1 } },
      'The map cannot be played',
    ],
    [
      'a map over the format’s 2 MiB',
      {
        ...twoCoaches,
        sample: undefined,
        map: {
          ...sampleMaps[0].map,
          meta: { ...sampleMaps[0].map.meta, description: 'x'.repeat(2 * 1024 * 1024) },
        },
      },
      'The map is larger than 2 MiB, the most a map file may be.',
    ],
    [
      'a bot without a team',
      { ...twoCoaches, seats: [{ kind: 'remote' }, { kind: 'bot-heuristic' }] },
      'Seat 2: a bot needs its team sheet.',
    ],
    [
      'a team that breaks the rules',
      {
        ...twoCoaches,
        seats: [{ kind: 'remote', team: { ...humanTeam, rerolls: 99 } }, { kind: 'remote' }],
      },
      'Seat 1: ',
    ],
    [
      'a team’s colour that is a word',
      {
        ...twoCoaches,
        seats: [{ kind: 'remote', team: humanTeam, colour: 'teal' }, { kind: 'remote' }],
      },
      "seats.0.colour: a team's colour is written #rrggbb, such as #1d4ed8",
    ],
    [
      'a team’s colour that is a number',
      { ...twoCoaches, seats: [{ kind: 'remote' }, { kind: 'remote', team: orcTeam, colour: 7 }] },
      "seats.1.colour: a team's colour is written #rrggbb, such as #1d4ed8",
    ],
    [
      'a colour without its team',
      { ...twoCoaches, seats: [{ kind: 'remote', colour: '#0e7490' }, { kind: 'remote' }] },
      'Seat 1: a colour comes with a team.',
    ],
    [
      'more teams than end zones',
      { ...twoCoaches, seats: [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }] },
      'too few for 3 teams',
    ],
    [
      'three teams with Jervis’s rules',
      {
        ...twoCoaches,
        sample: 'pyramid-of-death',
        seats: [{ kind: 'remote' }, { kind: 'remote' }, { kind: 'remote' }],
        options: { ruleset: 'jervis-1998' },
      },
      'a match is played by 2 teams, not 3',
    ],
    ['a seat alone', { ...twoCoaches, seats: [{ kind: 'remote' }] }, 'seats: '],
    ['a round limit of none', { ...twoCoaches, options: { maxRounds: 0 } }, 'options.maxRounds: '],
    ['an unknown option', { ...twoCoaches, options: { speed: 2 } }, 'options: '],
  ])('refuses %s, saying why', async (_what, body, problem) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await read<{ error: string; problems: string[] }>(response);
    expect(answer.error).toBe('The match cannot be created.');
    expect(answer.problems.join(' ')).toContain(problem);
  });

  it('refuses a request that is not JSON', async () => {
    const response = await post('{ "seats": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request is not valid JSON.' });
  });
});

describe('the recent matches and a finished match’s replay file', () => {
  it('lists the recent matches without their secrets', async () => {
    const created = await read<CreatedMatch>(post(twoCoaches));
    const listed = await read<Listed>(api('/api/matches?limit=5'));
    expect(listed.matches[0]).toMatchObject({
      id: created.matchId,
      mapName: 'Training Hall',
      status: 'lobby',
      seats: [{ coach: 'Anna' }, { coach: 'Bruno' }],
    });
    const text = JSON.stringify(listed);
    const { seed } = (await test.server.store.find(created.matchId))!;
    expect(text).not.toContain(seed);
    for (const secret of [created.spectatorToken, ...created.seats.map((s) => s.token!)])
      expect(text).not.toContain(secret);
  });

  it('gives the replay of a finished match only, which replays to the same end, in its teams’ colours', async () => {
    const created = await read<CreatedMatch>(
      post({
        sample: 'training-hall',
        seats: [
          { kind: 'bot-heuristic', team: humanTeam, colour: '#0E7490' },
          { kind: 'bot-random', team: orcTeam },
        ],
        options: { maxRounds: 3 },
      }),
    );
    expect((await api(`/api/matches/${created.matchId}/replay`)).status).toBe(409);
    expect((await api('/api/matches/nothing-here/replay')).status).toBe(404);
    // The bots play as soon as someone opens the match.
    const spectator = await test.join(created.matchId, created.spectatorToken);
    await spectator.next('presence', (p) => p.status === 'finished', 60_000);

    const response = await api(`/api/matches/${created.matchId}/replay`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('.replay.json');
    const file = (await response.json()) as ReplayFile;
    expect(replayProblems(file)).toEqual([]);
    const started = startMatch(file.map, file.teams, file.seed, file.options);
    if ('error' in started) throw new Error(started.error);
    let state = started.state;
    for (const action of file.actions) {
      const next = apply(state, action);
      if ('error' in next) throw new Error(next.error);
      state = next.state;
    }
    expect(file.version).toBe(REPLAY_VERSION);
    expect(startHash(file)).toBe(file.startHash);
    expect(finalHash(file, state)).toBe(file.finalHash);
    expect(file.result.actions).toBe(file.actions.length);
    // The colour a coach chose comes with the file, as with a match played at one screen.
    expect(file.teamColours).toEqual(['#0e7490', null]);
    const listed = await read<Listed>(api('/api/matches'));
    expect(listed.matches.find((m) => m.id === created.matchId)).toMatchObject({
      status: 'finished',
      result: { actions: file.actions.length },
    });
  }, 90_000);
});
