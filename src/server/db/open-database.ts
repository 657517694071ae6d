import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import type { Database, DatabaseKind } from './database.ts';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when given, PostgreSQL is used. */
  url?: string;
  /** PGlite's folder, or 'memory://' for a database that lives as long as the process. */
  dataDir?: string;
}

const MEMORY = 'memory://';

/**
 * PostgreSQL when a URL is given, else the embedded PGlite, so a fresh clone runs with no
 * database server (docs/architecture.md).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('postgres pool error:', error.message));
    const db = drizzlePostgres({ client: pool, schema });
    try {
      // Fail at startup, with the server's own message, rather than on the first request.
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? MEMORY;
  if (dataDir !== MEMORY) {
    // PGlite creates its own folder but not the folders above it.
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create(dataDir === MEMORY ? undefined : dataDir);
  const db = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}
