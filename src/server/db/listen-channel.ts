import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database.ts';
import { databaseKind } from './database.ts';
import type * as schema from './schema.ts';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notified(payload: string): void;
  /**
   * Listening (re)started after a gap: whatever was announced meanwhile is lost, so the listener
   * of this callback should catch up from the database once.
   */
  resumed(): void;
  /** Something went wrong with the listening connection; it is retried on its own. */
  failed(error: unknown): void;
}

export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** First wait before reconnecting a lost listening connection; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Listens on one LISTEN/NOTIFY channel (a name of letters and underscores). PGlite is one
 * in-process connection, so it simply registers a callback. With PostgreSQL it holds one
 * dedicated connection outside the pool: a pooled client would be handed back and lose its
 * LISTEN, and one held forever would shrink the pool. That connection is re-opened with a growing
 * pause when it drops; `resumed` then asks the caller to check what it missed. Resolves once the
 * first attempt has succeeded or failed.
 */
export async function listenChannel(
  db: Database,
  channel: string,
  handlers: ChannelHandlers,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  if (databaseKind(db) === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(channel, (payload) => handlers.notified(payload));
    return {
      // A closed PGlite has nothing left to unlisten from.
      close: () => (client.closed ? Promise.resolve() : unlisten().catch(() => undefined)),
    };
  }
  const pool = (db as unknown as NodePgDatabase<typeof schema> & { $client: pg.Pool }).$client;
  return listenOnPostgres(pool, channel, handlers, options);
}

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: ChannelHandlers,
  options: ListenOptions,
): Promise<ChannelListener> {
  const firstRetry = options.retryMs ?? 1000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let wait = firstRetry;
  let closed = false;

  const scheduleRetry = () => {
    if (closed || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(false);
    }, wait);
    // A pending reconnect must not keep a finished process alive.
    retry.unref();
    wait = Math.min(wait * 2, maxRetry);
  };

  const connect = async (first: boolean) => {
    // The pool's own settings (URL, user, SSL), with keep-alive so a silently dead link is noticed.
    const client = new pg.Client({ ...pool.options, keepAlive: true });
    let dead = false;
    // 'error' and 'end' may both come for one failure; only the first one counts.
    const die = (error?: unknown) => {
      if (dead) return;
      dead = true;
      if (error !== undefined) handlers.failed(error);
      if (current === client) current = null;
      client.end().catch(() => undefined);
      scheduleRetry();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    client.on('error', (error) => die(error));
    client.on('end', () => die(new Error(`the ${channel} listening connection ended`)));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      die(error);
      return;
    }
    if (dead) return;
    if (closed) {
      dead = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    wait = firstRetry;
    if (!first) handlers.resumed();
  };

  await connect(true);
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        // Ending on purpose is not a failure to report or retry.
        client.removeAllListeners('end');
        client.removeAllListeners('error');
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
    },
  };
}
