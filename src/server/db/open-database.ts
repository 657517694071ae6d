import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPglite, type Db as QueueDb } from 'pg-boss';
import * as schema from './schema.ts';
import type { Database, DatabaseKind } from './database.ts';
import { DatabaseUnreachableError } from './database-unreachable-error.ts';
import { lockPgliteFolder } from './pglite-folder-lock.ts';
import { redactDatabaseUrl } from './redact-database-url.ts';
import type { DatabasePoolUse } from './database-pool-use.ts';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** The same connections as the job queue (pg-boss) takes them. */
  queueDb: QueueDb;
  /** The connections' use now (the metrics read it at each scrape). */
  poolUse(): DatabasePoolUse;
  close(): Promise<void>;
}

/** How long the database may take before a request gives up on it (PostgreSQL only). */
export interface DatabaseTimeouts {
  /** Opening a connection, the handshake included. */
  connectMs: number;
  /** One statement, on the server; the client stops waiting a little after it. */
  statementMs: number;
  /** A transaction left idle while holding locks. */
  idleTransactionMs: number;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when given, PostgreSQL is used. */
  url?: string | undefined;
  /** PGlite's folder, or 'memory://' for a database that lives as long as the process. */
  dataDir?: string | undefined;
  /** Unset: no limits (scripts and tests); the server always passes its configured ones. */
  timeouts?: DatabaseTimeouts | undefined;
  /**
   * PGlite only: PostgreSQL's shared_buffers (such as '16MB'; 128MB unset). They live in PGlite's
   * WebAssembly memory, which never shrinks: a process that reads its whole database, as the
   * build's render does, keeps them all resident. Smaller, its reads go to the files (the
   * system's cache) instead.
   */
  sharedBuffers?: string | undefined;
  /** Where connection problems are reported; they fail the request that met them, never the process. */
  log?: (message: string) => void;
}

const MEMORY = 'memory://';

// Connections per instance: with several instances, keep their sum under the server's max_connections.
const POOL_MAX = 10;

// The client gives the server's own statement timeout a moment to answer first, so the usual
// error is PostgreSQL's (57014); the client's own only fires when the server has gone silent.
const CLIENT_GRACE_MS = 1_000;

function poolTimeouts(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleTransactionMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
  };
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite, so a fresh clone runs with no
 * database server (docs/architecture.md).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.url) return openPostgres(options.url, options);
  const dataDir = options.dataDir ?? MEMORY;
  if (dataDir !== MEMORY) {
    // PGlite creates its own folder but not the folders above it.
    mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  }
  // pg_trgm: the office searches names anywhere in them (migration 0007).
  const startParams = options.sharedBuffers
    ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers}`] }
    : {};
  // One process per folder: a second one fails here with one line, before PGlite touches it.
  const release = dataDir === MEMORY ? () => {} : lockPgliteFolder(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir === MEMORY ? undefined : dataDir, { extensions: { pg_trgm }, ...startParams });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  return {
    db,
    kind: 'pglite',
    queueDb: fromPglite(client),
    poolUse: () => ({ open: client.closed ? 0 : 1, idle: undefined, waiting: undefined, max: 1 }),
    close,
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const log = options.log ?? ((message: string) => console.error(message));
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    keepAlive: true,
    ...poolTimeouts(options.timeouts),
  });
  // An idle client losing its connection (a restart, pg_terminate_backend) must not crash the
  // process; the pool drops it and the next query opens another.
  pool.on('error', (error) => log(`postgres: idle connection lost: ${error.message}`));
  // A client that is checked out (inside a transaction, between two statements) can lose its
  // connection too; without a listener of its own that 'error' event would end the process.
  // The statement waiting on it fails, and the pool discards the client when it is released.
  pool.on('connect', (client) =>
    client.on('error', (error) => log(`postgres: connection lost while in use: ${error.message}`)),
  );
  const db = drizzlePostgres({ client: pool, schema });
  try {
    // Fail at startup, with the server's own message, rather than on the first request.
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnreachableError(redactDatabaseUrl(url), error);
  }
  return {
    db,
    kind: 'postgres',
    queueDb: { executeSql: (text, values) => pool.query(text, values) },
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: () => pool.end(),
  };
}
