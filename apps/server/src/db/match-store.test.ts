import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { readyTeamsFor, teamSetup, type Action } from '@dungeonbowl/engine';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { MatchStore, type NewMatch } from './match-store';
import type { Database } from './tables';
import { openTestDatabase, testDatabases } from './test-databases';

const map = sampleMaps[0]!.map;
const human = readyTeamsFor('human')[0]!;
const orc = readyTeamsFor('orc')[0]!;
let nextId = 0;

function newMatch(overrides: Partial<NewMatch> = {}): NewMatch {
  return {
    id: `match-${process.pid}-${nextId++}`,
    map,
    options: { maxRounds: 10 },
    settings: { turnSeconds: null },
    seed: 'a secret seed',
    spectatorTokenHash: 'f'.repeat(64),
    seats: [
      {
        seat: 0,
        kind: 'remote',
        coach: 'Anna',
        tokenHash: 'a'.repeat(64),
        team: null,
        colour: null,
        ready: false,
      },
      {
        seat: 1,
        kind: 'bot-heuristic',
        coach: 'Bot',
        tokenHash: null,
        team: orc,
        colour: '#7c2d12',
        ready: true,
      },
    ],
    ...overrides,
  };
}

const endTurn: Action = { type: 'end-turn' };
const chooseZone: Action = { type: 'choose-end-zone', endZone: 'Z1' };

describe.each(testDatabases)('the match store on $name', ({ place }) => {
  let db: Kysely<Database>;
  let store: MatchStore;
  beforeAll(async () => {
    db = await openTestDatabase(place);
    store = new MatchStore(db);
  });
  afterAll(() => db.destroy());

  it('keeps a new match in the lobby with its seats, and no action', async () => {
    const match = newMatch();
    await store.create(match);
    const found = await store.find(match.id);
    expect(found).toMatchObject({
      id: match.id,
      map,
      options: { maxRounds: 10 },
      settings: { turnSeconds: null },
      seed: 'a secret seed',
      status: 'lobby',
      teams: null,
      result: null,
      finishedAt: null,
      actions: [],
    });
    expect(found?.createdAt).toBeInstanceOf(Date);
    expect(found?.seats).toEqual(match.seats);
  });

  it('finds no match by an unknown id', async () => {
    expect(await store.find('no-such-match')).toBeNull();
  });

  it('refuses a remote seat without a token hash, and a bot seat with one', async () => {
    const bare = newMatch();
    await expect(
      store.create({ ...bare, seats: [{ ...bare.seats[0]!, tokenHash: null }] }),
    ).rejects.toThrow();
    await expect(
      store.create({ ...bare, seats: [{ ...bare.seats[1]!, tokenHash: 'b'.repeat(64) }] }),
    ).rejects.toThrow();
    expect(await store.find(bare.id)).toBeNull();
  });

  it('keeps a chosen team, its colour and readiness; choosing again makes the seat not ready', async () => {
    const match = newMatch();
    await store.create(match);
    await store.chooseTeam(match.id, 0, human, '#0e7490');
    await store.setReady(match.id, 0, true);
    expect((await store.find(match.id))?.seats[0]).toMatchObject({
      team: human,
      colour: '#0e7490',
      ready: true,
    });
    await store.chooseTeam(match.id, 0, orc, null);
    expect((await store.find(match.id))?.seats[0]).toMatchObject({
      team: orc,
      colour: null,
      ready: false,
    });
  });

  it('refuses to keep a colour that is not one', async () => {
    const match = newMatch();
    await store.create(match);
    await expect(store.chooseTeam(match.id, 0, human, 'red; drop table seats')).rejects.toThrow();
    expect((await store.find(match.id))?.seats[0]).toMatchObject({ team: null, colour: null });
  });

  it('starts a match once, with its teams', async () => {
    const match = newMatch();
    await store.create(match);
    const teams = [teamSetup(human), teamSetup(orc)];
    expect(await store.start(match.id, teams)).toBe(true);
    expect(await store.start(match.id, teams)).toBe(false);
    expect(await store.find(match.id)).toMatchObject({ status: 'playing', teams });
  });

  it('keeps the actions in order, refuses a place taken, and finishes with a result', async () => {
    const match = newMatch();
    await store.create(match);
    await store.start(match.id, [teamSetup(human), teamSetup(orc)]);
    await store.append(match.id, 0, chooseZone);
    await store.append(match.id, 1, endTurn);
    await expect(store.append(match.id, 1, endTurn)).rejects.toThrow();
    const result = { winner: 0, reason: 'touchdown' } as never;
    await store.append(match.id, 2, endTurn, result);
    const found = await store.find(match.id);
    expect(found?.actions).toEqual([chooseZone, endTurn, endTurn]);
    expect(found).toMatchObject({ status: 'finished', result });
    expect(found?.finishedAt).toBeInstanceOf(Date);
  });

  it('lists the recent matches, newest first, with no seed and no token', async () => {
    const first = newMatch();
    const second = newMatch();
    await store.create(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.create(second);
    const listed = await store.recent(2);
    expect(listed.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({
      mapName: map.meta.name,
      status: 'lobby',
      seats: [
        { seat: 0, kind: 'remote', coach: 'Anna', team: null },
        { seat: 1, kind: 'bot-heuristic', coach: 'Bot', team: orc.name },
      ],
    });
    const text = JSON.stringify(listed);
    expect(text).not.toContain('a secret seed');
    expect(text).not.toContain('a'.repeat(64));
  });
});

describe('the match store in a PGlite folder', () => {
  it('keeps the matches when the database is opened again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dungeonbowl-db-'));
    try {
      const match = newMatch();
      const first = await openDatabase({ dataDir });
      await new MatchStore(first).create(match);
      await new MatchStore(first).start(match.id, [teamSetup(human), teamSetup(orc)]);
      await new MatchStore(first).append(match.id, 0, chooseZone);
      await first.destroy();

      const second = await openDatabase({ dataDir });
      const found = await new MatchStore(second).find(match.id);
      await second.destroy();
      expect(found).toMatchObject({ status: 'playing', actions: [chooseZone] });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
