import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { serveApp } from './support/serve-app.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('health and unknown paths on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('reports the database, the catalogue version and the school count', async () => {
    const { status, body, headers } = await api.get('/api/health');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ success: true, data: { status: 'ok', database: database.kind, catalogueVersion: 1, schools: 3 } });
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

describe.each(testDatabases)('an unexpected failure on $kind', (database) => {
  it('answers 500 in the envelope, without a stack, and logs the error', async () => {
    const handle = await database.create();
    const opened = await openDatabase({ url: handle.databaseUrl, dataDir: handle.dataDir });
    await migrateDatabase(opened.db);
    const served = await serveApp(createApp({ db: opened.db, config: loadConfig({}) }));
    // The database goes away under a running app: the next query throws something nobody expected.
    await opened.close();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { status, body } = await served.get('/api/health');
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, error: { message: 'internal error' } });
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
      await served.close();
      await handle.drop();
    }
  });
});
