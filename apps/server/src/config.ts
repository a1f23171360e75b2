import { fileURLToPath } from 'node:url';
import type { DatabasePlace } from './db/database';

/** How the server runs: where it listens, where it keeps the matches, what it serves. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabasePlace;
  /** The built apps: `dist/site`, with `editor/` and `play/` in it. */
  readonly siteDir: string;
  /** How long a bot waits before each action, so that people can follow it. */
  readonly botDelayMs: number;
  /** How long a dropped coach's seat is held for his screen to reconnect by itself. */
  readonly reconnectSeconds: number;
  /** How many messages a client may send at once, and how many a second after that. */
  readonly messageLimit: { readonly burst: number; readonly perSecond: number };
  /** The processes this one shares its rooms with, through Redis; null when it runs alone. */
  readonly shared: SharedRooms | null;
}

/** How a process shares the match rooms with the other server processes. */
export interface SharedRooms {
  /** The Redis server every process uses to find the rooms and to speak to each other. */
  readonly redisUrl: string;
  /**
   * Where a coach's screen reaches this very process (`host:port`, or `host/path` behind a
   * proxy): a coach who asks any process for a match's room is sent to the one that holds it.
   */
  readonly publicAddress: string;
}

/** The repository's root: the source and the build both lie three folders below it. */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} should be a whole number, not "${text}".`);
  return value;
}

/** Several processes share one PostgreSQL server and one Redis; a process alone needs neither. */
function sharedRooms(env: NodeJS.ProcessEnv, host: string, port: number): SharedRooms | null {
  if (!env.REDIS_URL) return null;
  if (!env.DATABASE_URL)
    throw new Error(
      "REDIS_URL is set without DATABASE_URL: server processes sharing their rooms must share one PostgreSQL database too (PGlite is one process's own). Set DATABASE_URL, or leave REDIS_URL out to run one process.",
    );
  const publicAddress = env.PUBLIC_ADDRESS || (port === 0 ? '' : `${host}:${port}`);
  if (publicAddress === '')
    throw new Error(
      'REDIS_URL is set with PORT=0: give PUBLIC_ADDRESS, where coaches reach this process.',
    );
  return { redisUrl: env.REDIS_URL, publicAddress };
}

/**
 * The configuration from the environment: PORT (4300), HOST (127.0.0.1), DATABASE_URL (a
 * PostgreSQL server) or else DATA_DIR (PGlite's folder, `data/` at the repository's root),
 * SITE_DIR (`dist/site`), BOT_DELAY_MS (400), RECONNECT_SECONDS (60); REDIS_URL and
 * PUBLIC_ADDRESS (HOST:PORT) for a process among several.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = whole(env, 'PORT', 4300);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR || `${repositoryRoot}data` },
    siteDir: env.SITE_DIR || `${repositoryRoot}dist/site`,
    botDelayMs: whole(env, 'BOT_DELAY_MS', 400),
    reconnectSeconds: whole(env, 'RECONNECT_SECONDS', 60),
    // A coach clicks far slower; a screen placing a whole team at once sends a dozen.
    messageLimit: { burst: 40, perSecond: 10 },
    shared: sharedRooms(env, host, port),
  };
}
