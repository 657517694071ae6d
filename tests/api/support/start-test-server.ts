import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer, type ServerOptions } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './fixture-content.ts';
import type { TestDatabase } from './test-databases.ts';

export interface TestServer {
  server: RunningServer;
  /** Stops the server, drops the suite's database and removes the temporary folder. */
  close(): Promise<void>;
}

/**
 * The real server (one Node listener, the API, the page guards, the booking service) on a suite's
 * own copy of the database, with an empty build folder: the guards and the API, no pages (the
 * built ones are the browser journeys'). Its outbox is in a temporary folder and no mail worker
 * runs, so mails stay queued; `env` adds to the test configuration, `options` to the server's.
 */
export async function startTestServer(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: Pick<ServerOptions, 'clock' | 'logger' | 'metricsPort'> = {},
): Promise<TestServer> {
  const handle = await database.create();
  const dir = mkdtempSync(join(tmpdir(), 'linguatrips-server-'));
  const remove = async () => {
    await handle.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      distDir: join(dir, 'dist'),
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({ ENVIRONMENT_NAME: 'test', OUTBOX_DIR: join(dir, 'outbox'), RATE_LIMITS: 'off', ...env }),
      mailWorker: false,
      ...options,
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    server,
    async close() {
      await server.close();
      await remove();
    },
  };
}
