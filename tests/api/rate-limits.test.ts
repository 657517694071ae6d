// Issue 10, point 1, on the API: the read API (prices, search) and the newsletter are limited per
// client IP, the newsletter per e-mail address too; over a limit the answer is 429 in the API's
// envelope with Retry-After. X-Forwarded-For counts only as far as TRUST_PROXY says, a request
// made in process (the build) is never limited, nor is one carrying the build's key (a build
// over HTTP, CATALOGUE_API_URL), and routes without a limit are left alone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '#server/app.ts';
import { createHttpHandler } from '#server/create-http-handler.ts';
import { createStaticFiles } from '#server/http/static-files.ts';
import { loadConfig } from '#server/config/env.ts';
import { catalogueBuildKey } from '#server/http/catalogue-build-key.ts';
import { createRateLimits } from '#server/rate-limit/create-rate-limits.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { serveListener, type ServedApp } from './support/serve-app.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const PRICE = '/api/school/calculate/?s.id=101&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01';
const SEARCH = '/api/search/findschools?culture=en&language=english';
const subscribe = (email: string) =>
  `/api/services/subscribetonewsletter?culture=en&email=${encodeURIComponent(email)}`;

describe.each(testDatabases)('rate limits of the API on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let served: ServedApp | undefined;
  // The HTTP handler's built files: none here.
  let emptyFolder: string;

  beforeAll(async () => {
    emptyFolder = mkdtempSync(join(tmpdir(), 'rate-limits-'));
    handle = await database.create();
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      clock: () => TEST_NOW,
    });
  });
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });
  afterAll(async () => {
    await api?.close();
    await handle?.drop();
    rmSync(emptyFolder, { recursive: true, force: true });
  });

  /**
   * The API over HTTP as the server serves it, with limits of its own (in memory), so that no test
   * counts another's requests: prices by the price lane, the rest by the API, in the same limits.
   */
  const serveWithLimits = async (env: Record<string, string>) => {
    const config = loadConfig({ ENVIRONMENT_NAME: 'test', ...env });
    const limits = await createRateLimits({ settings: config.rateLimits });
    const clock = () => TEST_NOW;
    const app = createApp({ db: api.db, config, pricing: api.pricing, clock, limits });
    const price = { pricing: api.pricing, clock, limits, trustedProxies: config.trustedProxies, keys: config };
    served = await serveListener(createHttpHandler({ api: app, staticFiles: createStaticFiles(emptyFolder), price }));
    return { app, served };
  };
  const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${served!.baseUrl}${path}`, { method, headers: { origin: served!.baseUrl, ...headers } });
  const statuses = async (n: number, path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const seen: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const response = await send(path, headers, method);
      await response.arrayBuffer();
      seen.push(response.status);
    }
    return seen;
  };

  it('answers 429 in the envelope with Retry-After once an IP is over the read limit, for prices and search alike', async () => {
    await serveWithLimits({ RATE_LIMIT_READ_PER_IP: '3/1m' });
    // With or without the trailing slash, as the islands call both.
    expect(await statuses(1, PRICE)).toEqual([200]);
    expect(await statuses(1, PRICE.replace('calculate/?', 'calculate?'))).toEqual([200]);
    expect(await statuses(1, SEARCH)).toEqual([200]);
    const refused = await send(PRICE);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    // The security headers of every API answer go with the refusal too.
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(await refused.json()).toEqual({
      success: false,
      error: { message: expect.stringMatching(/^too many requests; try again in \d+ s$/) },
    });
    expect(await statuses(1, SEARCH)).toEqual([429]);
    // Routes without a limit are not touched by it.
    expect(await statuses(2, '/api/countries/getall?culture=en')).toEqual([200, 200]);
    expect(await statuses(1, '/api/health')).toEqual([200]);
  });

  it('does not count a build’s reads, which carry the build key, and counts a wrong key as any visitor', async () => {
    const env = { RATE_LIMIT_READ_PER_IP: '1/1m', CATALOGUE_API_TOKEN: 'a-build-key-of-thirty-two-characters-or-more' };
    await serveWithLimits(env);
    const build = { authorization: `Bearer ${catalogueBuildKey(loadConfig({ ENVIRONMENT_NAME: 'test', ...env }))}` };
    expect(await statuses(3, PRICE, build)).toEqual([200, 200, 200]);
    expect(await statuses(3, SEARCH, build)).toEqual([200, 200, 200]);
    expect(await statuses(2, PRICE, { authorization: 'Bearer a wrong key' })).toEqual([200, 429]);
    expect(await statuses(1, SEARCH)).toEqual([429]);
    await served!.close();

    // Without CATALOGUE_API_TOKEN the key is derived from AUTH_SECRET: another secret, another key.
    await serveWithLimits({ RATE_LIMIT_READ_PER_IP: '1/1m' });
    const derived = catalogueBuildKey(loadConfig({ ENVIRONMENT_NAME: 'test' }));
    expect(await statuses(2, PRICE, { authorization: `Bearer ${derived}` })).toEqual([200, 200]);
    const other = catalogueBuildKey(
      loadConfig({ ENVIRONMENT_NAME: 'test', AUTH_SECRET: 'another secret of thirty-two characters' }),
    );
    expect(await statuses(2, SEARCH, { authorization: `Bearer ${other}` })).toEqual([200, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, and reads it as far as TRUST_PROXY says', async () => {
    await serveWithLimits({ RATE_LIMIT_READ_PER_IP: '2/1m' });
    // Without a trusted proxy, anyone could claim any address: every request is the connection's.
    expect([
      ...(await statuses(1, PRICE, { 'x-forwarded-for': '198.51.100.1' })),
      ...(await statuses(2, PRICE, { 'x-forwarded-for': '198.51.100.2' })),
    ]).toEqual([200, 200, 429]);
    await served!.close();

    await serveWithLimits({ RATE_LIMIT_READ_PER_IP: '2/1m', TRUST_PROXY: '1' });
    expect(await statuses(3, PRICE, { 'x-forwarded-for': '198.51.100.1' })).toEqual([200, 200, 429]);
    // Another client behind the same proxy is counted on its own; what the client put before the
    // proxy's entry is its own claim and changes nothing.
    expect(await statuses(1, PRICE, { 'x-forwarded-for': '198.51.100.2' })).toEqual([200]);
    expect(await statuses(1, PRICE, { 'x-forwarded-for': '203.0.113.99, 198.51.100.1' })).toEqual([429]);
  });

  it('limits newsletter sign-ups per address and per IP', async () => {
    await serveWithLimits({
      RATE_LIMIT_NEWSLETTER_PER_EMAIL: '2/1h',
      RATE_LIMIT_NEWSLETTER_PER_IP: '4/15m',
      TRUST_PROXY: '1',
    });
    const first = await statuses(2, subscribe('ana@example.com'), { 'x-forwarded-for': '198.51.100.1' }, 'POST');
    expect(first).not.toContain(429);
    // The same address from another IP, in another case: still the same address.
    const third = await send(subscribe('ANA@example.com'), { 'x-forwarded-for': '198.51.100.2' }, 'POST');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(await third.json()).toMatchObject({
      success: false,
      error: { message: expect.stringMatching(/^too many requests/) },
    });
    // The same mailbox under a +tag is the same address.
    expect((await send(subscribe('ana+news@example.com'), { 'x-forwarded-for': '198.51.100.3' }, 'POST')).status).toBe(
      429,
    );
    // The first IP may still sign up other addresses, up to its own limit.
    expect(
      await statuses(2, subscribe('ben@example.com'), { 'x-forwarded-for': '198.51.100.1' }, 'POST'),
    ).not.toContain(429);
    expect(await statuses(1, subscribe('carla@example.com'), { 'x-forwarded-for': '198.51.100.1' }, 'POST')).toEqual([
      429,
    ]);
  });

  it('limits prices by e-mail per address, read from the posted form, and per IP', async () => {
    await serveWithLimits({
      RATE_LIMIT_CALCULATION_PER_EMAIL: '2/1h',
      RATE_LIMIT_CALCULATION_PER_IP: '4/15m',
      TRUST_PROXY: '1',
    });
    // The name is missing, so nothing is mailed; the limit counts the request before the route runs.
    const post = (email: string, ip: string) =>
      fetch(`${served!.baseUrl}/api/school/SendSchoolFastCalculationEmail/?s.id=101&culture=en`, {
        method: 'POST',
        headers: {
          origin: served!.baseUrl,
          'x-forwarded-for': ip,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ Email: email, Name: '' }).toString(),
      });
    for (let i = 0; i < 2; i += 1) {
      const response = await post('ana@example.com', '198.51.100.1');
      expect(response.status).toBe(422);
      // The route still reads the form the limit has read: only the name is wrong.
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe('Name');
    }
    const third = await post('ANA@example.com', '198.51.100.2');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3_500);
    // One Gmail mailbox, whatever its dots, +tags, case or domain: counted once.
    expect((await post('Jo.Silva+1@gmail.com', '198.51.100.4')).status).toBe(422);
    expect((await post('josilva+2@googlemail.com', '198.51.100.5')).status).toBe(422);
    expect((await post('j.o.s.i.l.v.a@GMAIL.com', '198.51.100.6')).status).toBe(429);
    expect((await post('ben@example.com', '198.51.100.1')).status).toBe(422);
    expect((await post('carla@example.com', '198.51.100.1')).status).toBe(422);
    expect((await post('dora@example.com', '198.51.100.1')).status).toBe(429);
  });

  it('never limits a request made in process (the build reads the API that way)', async () => {
    const { app } = await serveWithLimits({ RATE_LIMIT_READ_PER_IP: '1/1m' });
    for (let i = 0; i < 5; i += 1) expect((await app.request(PRICE)).status).toBe(200);
    expect(await statuses(2, PRICE)).toEqual([200, 429]);
  });
});
