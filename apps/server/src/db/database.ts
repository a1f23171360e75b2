import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Database } from './tables';

/** Where the matches are kept: a PostgreSQL server, or PGlite's files in a folder. */
export type DatabasePlace =
  | { readonly url: string }
  /** A folder for PGlite's files, or `memory://` for a database that lives as long as the process. */
  | { readonly dataDir: string };

/**
 * Opens the database and brings it up to the latest migration. The same queries run on both:
 * PGlite is PostgreSQL compiled to WebAssembly, in the server's own process.
 */
export async function openDatabase(place: DatabasePlace): Promise<Kysely<Database>> {
  const db =
    'url' in place
      ? new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: new pg.Pool({ connectionString: place.url, max: 10 }),
          }),
        })
      : new Kysely<Database>({ dialect: new PGliteDialect(await openPGlite(place.dataDir)) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

async function openPGlite(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir);
}
