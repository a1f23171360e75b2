import { createServer } from 'node:net';
import { ColyseusTestServer } from '@colyseus/testing';
import { startServer, type RunningServer } from '../server';
import type { CreatedMatch } from '../match/new-match';
import { CoachScreen } from './coach-screen';
import { MATCH_ROOM } from '../match/protocol';

/** A port free on this machine now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  readonly server: RunningServer;
  readonly colyseus: ColyseusTestServer;
  /** Creates a match through the HTTP API, as a coach's screen would. */
  createMatch(body: unknown): Promise<CreatedMatch>;
  /** Joins a match's room with a token, as a coach's or a spectator's screen would. */
  join(matchId: string, token: string): Promise<CoachScreen>;
  close(): Promise<void>;
}

/**
 * The tests' screens play as fast as they are answered, a few messages at once: a limit they
 * never meet, which a burst of a thousand still meets however busy the machine. A whole match
 * against a bot is answered at well over 50 messages a second on an idle machine.
 */
const testLimit = { burst: 200, perSecond: 500 };

/**
 * The real server, its rooms and database: PGlite in memory unless a folder is given, and no
 * built apps to serve unless a site folder is given. One a process: the rooms' matchmaker is
 * the process's own.
 */
export async function bootTestServer(
  dataDir = 'memory://',
  siteDir = '/no-site',
): Promise<TestServer> {
  const server = await startServer({
    port: await freePort(),
    host: '127.0.0.1',
    database: { dataDir },
    siteDir,
    botDelayMs: 0,
    reconnectSeconds: 5,
    messageLimit: testLimit,
    shared: null,
  });
  const colyseus = new ColyseusTestServer(server.colyseus);
  return {
    server,
    colyseus,
    async createMatch(body) {
      const response = await fetch(`${server.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as CreatedMatch & { problems?: string[] };
      if (response.status !== 201) throw new Error(`Not created: ${answer.problems?.join(' ')}`);
      return answer;
    },
    async join(matchId, token) {
      return new CoachScreen(await colyseus.sdk.joinOrCreate(MATCH_ROOM, { matchId, token }));
    },
    close: () => server.close(),
  };
}
