import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * The Drizzle handle every query takes. Both drivers (PGlite and node-postgres) produce one, so
 * queries are written once and run on either.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'postgres' | 'pglite';

/** Which engine a Drizzle handle talks to; the migrator and the health answer need to know. */
export function databaseKind(db: Database): DatabaseKind {
  return is(db, PgliteDatabase) ? 'pglite' : 'postgres';
}
