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

/**
 * The configuration from the environment: PORT (4300), HOST (127.0.0.1), DATABASE_URL (a
 * PostgreSQL server) or else DATA_DIR (PGlite's folder, `data/` at the repository's root),
 * SITE_DIR (`dist/site`), BOT_DELAY_MS (400), RECONNECT_SECONDS (60).
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  if (env.REDIS_URL)
    throw new Error(
      'REDIS_URL is set, but this server does not share its rooms through Redis yet: run one server process.',
    );
  return {
    port: whole(env, 'PORT', 4300),
    host: env.HOST || '127.0.0.1',
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: env.DATA_DIR || `${repositoryRoot}data` },
    siteDir: env.SITE_DIR || `${repositoryRoot}dist/site`,
    botDelayMs: whole(env, 'BOT_DELAY_MS', 400),
    reconnectSeconds: whole(env, 'RECONNECT_SECONDS', 60),
    // A coach clicks far slower; a screen placing a whole team at once sends a dozen.
    messageLimit: { burst: 40, perSecond: 10 },
  };
}
