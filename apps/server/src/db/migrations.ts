import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './tables';

/**
 * The database's migrations, oldest first. Each runs once, in a transaction, on PGlite and
 * PostgreSQL alike; a migration already run is never changed: a change is a new one.
 */
const migrations: Record<string, Migration> = {
  '0001-matches-seats-actions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('map', 'jsonb', (c) => c.notNull())
        .addColumn('teams', 'jsonb')
        .addColumn('options', 'jsonb', (c) => c.notNull())
        .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('spectator_token_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('lobby', 'playing', 'finished')`),
        )
        .addColumn('result', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('finished_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('matches_by_created_at')
        .on('matches')
        .column('created_at desc')
        .execute();

      await db.schema
        .createTable('seats')
        .addColumn('match_id', 'text', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('seat', 'smallint', (c) => c.notNull().check(sql`seat between 0 and 3`))
        .addColumn('token_hash', 'text')
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('remote', 'bot-heuristic', 'bot-random')`),
        )
        .addColumn('coach', 'text', (c) => c.notNull())
        .addColumn('team', 'jsonb')
        .addColumn('ready', 'boolean', (c) => c.notNull().defaultTo(false))
        .addPrimaryKeyConstraint('seats_pkey', ['match_id', 'seat'])
        .addCheckConstraint(
          'seats_token_for_remote',
          sql`(kind = 'remote') = (token_hash is not null)`,
        )
        .execute();

      await db.schema
        .createTable('actions')
        .addColumn('match_id', 'text', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('index', 'integer', (c) => c.notNull().check(sql`index >= 0`))
        .addColumn('action', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('actions_pkey', ['match_id', 'index'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('actions').execute();
      await db.schema.dropTable('seats').execute();
      await db.schema.dropTable('matches').execute();
    },
  },
  '0002-seat-colours': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('seats')
        .addColumn('colour', 'text', (c) => c.check(sql`colour ~ '^#[0-9a-f]{6}$'`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('seats').dropColumn('colour').execute();
    },
  },
};

/** Brings the database up to the latest migration; throws, naming the one that failed. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`The database could not be brought up to date: ${failed} failed.`, {
      cause: error,
    });
  }
}
