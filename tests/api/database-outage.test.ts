// What the API does when PostgreSQL goes silent, drops its connections or refuses new ones, with
// a TCP proxy between the app and a real server: the process keeps running, the database-backed
// routes answer 503 with Retry-After within their timeout, prices and search keep answering from
// memory, liveness stays up while readiness says why it is down, and everything comes back alone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { serveApp, type ServedApp } from './support/serve-app.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const postgres = testDatabases.find((database) => database.kind === 'postgres');

const PRICE = '/api/school/calculate/?s.id=101&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01';
const REVIEWS = '/api/school/reviews/?culture=en&schoolid=101';
const SEARCH = '/api/search/findschools/?culture=en&language=english';
// Short limits so the suite is quick; production defaults are a few seconds (config/env.ts).
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_000, idleTransactionMs: 1_000 };

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, withinMs: number): Promise<T> {
  const limit = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > limit) throw new Error(`not within ${withinMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(postgres)('the API while PostgreSQL is away', () => {
  let handle: TestDatabaseHandle;
  let proxy: TcpProxy;
  let api: StartedApi;
  let served: ServedApp;
  const quietly = vi.spyOn(console, 'error');

  const status = async (path: string) => {
    const response = await fetch(`${served.baseUrl}${path}`);
    await response.arrayBuffer();
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };

  beforeAll(async () => {
    quietly.mockImplementation(() => undefined);
    handle = await postgres!.create();
    const real = new URL(handle.databaseUrl!);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const through = new URL(real);
    through.port = String(proxy.port);
    api = await startApi({
      databaseUrl: through.toString(),
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      clock: () => TEST_NOW,
      timeouts: TIMEOUTS,
      preload: true,
      pricing: { log: () => undefined },
    });
    served = await serveApp(api.app);
  });
  afterAll(async () => {
    await served?.close();
    await api?.close();
    await proxy?.close();
    await handle?.drop();
    quietly.mockRestore();
  });

  it('is ready while the database answers', async () => {
    expect(await status('/api/ready')).toEqual({ status: 200, retryAfter: null });
    expect((await status(REVIEWS)).status).toBe(200);
  });

  it('answers 503 with Retry-After when the database goes silent, keeps pricing and search, and recovers', async () => {
    proxy.freeze();
    const started = Date.now();
    const reviews = await status(REVIEWS);
    // The statement limit plus the client's grace, not forever.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(reviews).toEqual({ status: 503, retryAfter: '5' });
    expect(await status('/api/health')).toEqual({ status: 200, retryAfter: null });
    expect(await status('/api/ready')).toEqual({ status: 503, retryAfter: '5' });
    expect((await status(PRICE)).status).toBe(200);
    expect((await status(SEARCH)).status).toBe(200);
    proxy.resume();
    await eventually(
      () => status('/api/ready'),
      (answer) => answer.status === 200,
      10_000,
    );
    expect((await status(REVIEWS)).status).toBe(200);
  });

  it('survives every connection being cut under load, failing only the requests that used them', async () => {
    const load = Array.from({ length: 60 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 10)).then(() => status(REVIEWS)),
    );
    setTimeout(() => proxy.dropAll(), 150);
    const answers = await Promise.all(load);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    await eventually(
      () => status('/api/ready'),
      (answer) => answer.status === 200,
      10_000,
    );
    expect((await status(REVIEWS)).status).toBe(200);
  });

  it('answers 503 at once while the database refuses connections, and recovers when it is back', async () => {
    proxy.refuse();
    const reviews = await eventually(
      () => status(REVIEWS),
      (answer) => answer.status !== 200,
      5_000,
    );
    expect(reviews).toEqual({ status: 503, retryAfter: '5' });
    expect((await status(PRICE)).status).toBe(200);
    proxy.resume();
    await eventually(
      () => status(REVIEWS),
      (answer) => answer.status === 200,
      10_000,
    );
  });
});
