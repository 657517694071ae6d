import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import type { Database } from './database.ts';
import { databaseKind } from './database.ts';
import type * as schema from './schema.ts';

// Resolved from this file, not the working directory, so scripts and tests run from anywhere.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; every instance must use the same one.
const MIGRATION_LOCK = 7_243_000;

/** Brings the schema up to date with the committed SQL migrations (drizzle-kit generate). */
export async function migrateDatabase(db: Database): Promise<void> {
  if (databaseKind(db) === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  // API instances starting together must not run the same migration twice: the first holds a
  // lock on one connection while it migrates; the others wait, then find nothing left to do.
  const pool = (db as unknown as NodePgDatabase<typeof schema> & { $client: Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    client.release();
  }
}
