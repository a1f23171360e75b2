import type { AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocket } from 'ws';
import type { ServerConfig, SharedRooms } from './config';
import { openDatabase } from './db/database';
import { MatchStore } from './db/match-store';
import { matchesApi } from './http/matches-api';
import { mountSite } from './http/site';
import { BotPace } from './match/bot-pace';
import { MatchRoom } from './match/match-room';
import { MATCH_ROOM } from './match/protocol';

// Colyseus reads the ready states of the global WebSocket when a coach reconnects: Node 22 has
// that global, Node 20 has it not.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

/** How many bot steps may be under way together in a process (see BotPace). */
const BOT_STEPS_AT_ONCE = 4;

/** The largest WebSocket frame a client may send; the protocol refuses larger messages first. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The apps, the API and the rooms share one origin: no other site's page may call them. Colyseus
 * answers every request with CORS headers that let any origin in; they let in only this one.
 */
function sameOriginOnly(): void {
  matchMaker.controller.getCorsHeaders = (headers) => ({
    'Access-Control-Allow-Origin': `http://${headers.get('host') ?? 'localhost'}`,
  });
}

/**
 * What a process among several gives Colyseus: the rooms listed in Redis and its messages sent
 * through Redis, its own address for the coaches sent to a room it holds, and the rule that a
 * match's room is opened by the process a coach asked (the others find it there).
 */
function sharing(shared: SharedRooms | null) {
  if (shared === null) return {};
  return {
    presence: new RedisPresence(shared.redisUrl),
    driver: new RedisDriver(shared.redisUrl),
    publicAddress: shared.publicAddress,
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  };
}

export interface RunningServer {
  /** The port listened on (the one asked for, or the one given for port 0). */
  readonly port: number;
  readonly url: string;
  readonly colyseus: Server;
  readonly store: MatchStore;
  /** Closes every room (their last steps kept first), the HTTP server and the database. */
  close(): Promise<void>;
}

/**
 * Starts the server: one HTTP server for the built apps, the JSON API and the match rooms'
 * WebSockets, on one origin; the matches kept in the database. A match being played is
 * restored from the database when a coach or spectator joins it.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  sameOriginOnly();
  const db = await openDatabase(config.database);
  const store = new MatchStore(db);
  const colyseus = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...sharing(config.shared),
    express: (app) => {
      app.disable('x-powered-by');
      app.use('/api', matchesApi(store));
      mountSite(app, config.siteDir);
    },
  });
  // One room a match, found by the match's id, which is also the room's: on any server process.
  colyseus
    .define(MATCH_ROOM, MatchRoom, {
      store,
      botDelayMs: config.botDelayMs,
      botPace: new BotPace(BOT_STEPS_AT_ONCE),
      reconnectSeconds: config.reconnectSeconds,
      messageLimit: config.messageLimit,
    })
    .filterBy(['matchId']);
  try {
    await colyseus.listen(config.port, config.host);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const port = (colyseus.transport.server!.address() as AddressInfo).port;
  return {
    port,
    url: `http://${config.host}:${port}`,
    colyseus,
    store,
    async close() {
      await colyseus.gracefullyShutdown(false);
      await db.destroy();
    },
  };
}
