import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabasePlace } from './database';
import type { Database } from './tables';

/**
 * The databases the tests run on: PGlite in memory always, and the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set. That database is the tests' own: they empty it first.
 */
export const testDatabases: readonly { name: string; place: DatabasePlace }[] = [
  { name: 'PGlite', place: { dataDir: 'memory://' } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL', place: { url: process.env.TEST_DATABASE_URL } }]
    : []),
];

/** Opens a test database emptied of every table, then migrated. */
export async function openTestDatabase(place: DatabasePlace): Promise<Kysely<Database>> {
  if ('url' in place) {
    const db = await openDatabase(place);
    await sql`drop table if exists actions, seats, matches, kysely_migration, kysely_migration_lock cascade`.execute(
      db,
    );
    await db.destroy();
  }
  return openDatabase(place);
}
