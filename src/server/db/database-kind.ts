import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, DatabaseKind } from './database.ts';

/** Which engine a Drizzle handle talks to; the migrator and the health answer need to know. */
export function databaseKind(db: Database): DatabaseKind {
  return is(db, PgliteDatabase) ? 'pglite' : 'postgres';
}
