import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Client } from '@colyseus/sdk';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { MatchStore } from './db/match-store';
import type { CreatedMatch } from './match/new-match';
import { MATCH_ROOM } from './match/protocol';
import { CoachScreen } from './testing/coach-screen';
import { playUntil, readyBoth, twoCoaches } from './testing/play-helpers';
import { buildServer, startServerProcess, type ServerProcess } from './testing/server-process';
import { freePort } from './testing/test-server';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * A PostgreSQL database of the test's own, beside TEST_DATABASE_URL's, so that the database
 * tests running meanwhile (which empty theirs) and this one leave each other alone.
 */
async function ownDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dungeonbowl_processes_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async drop() {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

async function join(serverUrl: string, matchId: string, token: string): Promise<CoachScreen> {
  return new CoachScreen(await new Client(serverUrl).joinOrCreate(MATCH_ROOM, { matchId, token }));
}

const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('two server processes sharing Redis and PostgreSQL', () => {
  it('play a match created through one process, joined and played through the other', async (context) => {
    if (!redisUrl || !databaseUrl)
      return context.skip(
        'TEST_REDIS_URL and TEST_DATABASE_URL are not both set: see "Several processes" in the README.',
      );
    const database = await ownDatabase(databaseUrl);
    cleanUp.push(() => database.drop());
    const main = await buildServer('processes-test');
    cleanUp.push(() => rm(dirname(main), { recursive: true, force: true }));
    const processes: ServerProcess[] = [];
    cleanUp.push(() => Promise.all(processes.map((p) => p.stop())).then(() => undefined));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      processes.push(
        await startServerProcess(main, {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          SITE_DIR: '/no-site',
          BOT_DELAY_MS: '0',
        }),
      );
    }
    const [first, second] = processes as [ServerProcess, ServerProcess];

    const response = await fetch(`${first.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(twoCoaches),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreatedMatch;
    const [annaToken, brunoToken] = created.seats.map((s) => s.token!);

    // The second process opens the match's room, asked by the coaches.
    const anna = await join(second.url, created.matchId, annaToken!);
    const bruno = await join(second.url, created.matchId, brunoToken!);
    await readyBoth(anna, bruno);
    // A spectator asking the first process is sent to the room the second one holds.
    const spectator = await join(first.url, created.matchId, created.spectatorToken);
    await anna.next('presence', (p) => p.spectators === 1);

    await playUntil([anna, bruno], 30);
    const seen = await spectator.next('match', (m) => m.actions === 30);
    expect(seen.view.viewer).toBeNull();

    const db = await openDatabase({ url: database.url });
    cleanUp.push(() => db.destroy());
    const kept = await new MatchStore(db).find(created.matchId);
    expect(kept!.status).toBe('playing');
    expect(kept!.actions).toHaveLength(30);
    const listed = (await (await fetch(`${first.url}/api/matches`)).json()) as {
      matches: { id: string; status: string }[];
    };
    expect(listed.matches.find((m) => m.id === created.matchId)?.status).toBe('playing');

    await Promise.all([anna, bruno, spectator].map((s) => s.leave()));
  }, 180_000);
});
