import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { captureLog } from '../support/capture-log.ts';
import { serveApp } from './support/serve-app.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('health and unknown paths on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('answers liveness from memory: the database kind and the catalogue version it holds', async () => {
    await api.get('/api/school/calculate/?s.id=101&culture=en');
    const { status, body, headers } = await api.get('/api/health');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ success: true, data: { status: 'ok', database: database.kind, catalogueVersion: 1 } });
  });

  it('answers readiness after asking the database, and 503 with the reason while shutting down', async () => {
    const ready = await api.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.body).toEqual({
      success: true,
      data: { status: 'ready', database: database.kind, catalogueVersion: 1, schools: 3 },
    });
    api.api.state.shuttingDown = true;
    try {
      const stopping = await api.get('/api/ready');
      expect(stopping.status).toBe(503);
      expect(stopping.headers.get('retry-after')).toBe('5');
      expect(stopping.body).toEqual({ success: false, error: { message: 'not ready: shutting down' } });
      // Liveness is not readiness: a stopping process is alive until it exits.
      expect((await api.get('/api/health')).status).toBe(200);
    } finally {
      api.api.state.shuttingDown = false;
    }
  });

  it('answers with or without the trailing slash', async () => {
    expect((await api.get('/api/health/')).status).toBe(200);
    expect((await api.get('/api/catalogue/languages?culture=en')).status).toBe(200);
    expect((await api.get('/api/catalogue/languages/?culture=en')).status).toBe(200);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const { status, body } = await api.get('/api/search/nothing-here/?culture=en');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: { message: 'no API at GET /api/search/nothing-here/' } });
  });

  it('answers a method the path does not take with a JSON 404', async () => {
    const { status, body } = await api.get('/api/health', { method: 'POST' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false });
  });
});

describe.each(testDatabases)('failures on $kind', (database) => {
  const withApp = async (
    work: (
      served: Awaited<ReturnType<typeof serveApp>>,
      opened: Awaited<ReturnType<typeof openDatabase>>,
    ) => Promise<void>,
  ) => {
    const handle = await database.create();
    const opened = await openDatabase({ url: handle.databaseUrl, dataDir: handle.dataDir });
    await migrateDatabase(opened.db);
    const log = captureLog();
    const served = await serveApp(createApp({ db: opened.db, config: loadConfig({}), logger: log.logger }));
    try {
      await work(served, opened);
      // One line, naming the route pattern and not the address; the stack goes to the log only.
      const lines = log.lines();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        method: 'GET',
        route: '/api/school/reviews',
        err: { stack: expect.any(String) },
      });
    } finally {
      await served.close();
      await opened.close().catch(() => undefined);
      await handle.drop();
    }
  };

  it('answers a bug with 500 in the envelope, without a stack, and logs it', async () => {
    await withApp(async (served, opened) => {
      // Something nobody expected: a table the code relies on is gone.
      await opened.db.execute(sql`drop table schools cascade`);
      const { status, body } = await served.get('/api/school/reviews/?culture=en&schoolid=1');
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, error: { message: 'internal error' } });
    });
  });

  it('answers a database that is gone with 503 and Retry-After, not 500', async () => {
    await withApp(async (served, opened) => {
      await opened.close();
      const { status, body, headers } = await served.get('/api/school/reviews/?culture=en&schoolid=1');
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBe('5');
      expect(body).toEqual({
        success: false,
        error: { message: 'the database is not reachable at the moment; try again shortly' },
      });
    });
  });
});
