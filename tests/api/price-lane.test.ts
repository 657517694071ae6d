import { loadConfig } from '#server/config/env.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchCarts } from '../../scripts/bench/bench-carts.ts';
import { createHttpHandler } from '#server/create-http-handler.ts';
import { createStaticFiles } from '#server/http/static-files.ts';
import { requestContext, type RequestContext } from '#server/observability/request-context.ts';
import { NO_RATE_LIMITS } from '#server/rate-limit/rate-limits.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { createPricingCatalogue, type PricingCatalogue } from '#server/catalogue/pricing-catalogue.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startTestApi, TEST_NOW, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// The handler's strictest set when given none, as every API answer carries it (security-headers.ts).
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

type Answer = { status: number; contentType: string | null; cacheControl: string | null; body: string };

const read = async (url: string): Promise<Answer> => {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
};

// The fixture catalogue's carts as the island builds them (priced ones and unbookable ones), and
// the refusals: unknown school, missing and malformed keys, a value in another script.
const carts = benchCarts(loadContent(FIXTURE_CONTENT_DIR), TEST_NOW);
const REFUSED = [
  '/api/school/calculate/?s.id=999999&culture=en',
  '/api/school/calculate/?culture=en',
  '/api/school/calculate/?s.id=101',
  '/api/school/calculate/?s.id=101&culture=en&c.w=двадцать',
  '/api/school/calculate/?s.id=101&culture=en&c.s=2027-02-30',
  '/api/school/calculate',
];

describe.each(testDatabases)('the price lane on $kind', (database) => {
  let api: TestApi;
  let server: Server;
  let url: string;
  let dir: string;
  let apiRequests = 0;
  let lanePricing: PricingCatalogue;
  // The request context of the last request, as the server's request log reads it.
  let lastContext: RequestContext | undefined;

  const serve = async (pricing: PricingCatalogue) => {
    const handler = createHttpHandler({
      // The real API, counted: the lane must answer prices without it.
      api: { fetch: (request: Request, env: unknown) => ((apiRequests += 1), api.api.app.fetch(request, env)) },
      staticFiles: createStaticFiles(dir),
      price: {
        pricing,
        clock: () => TEST_NOW,
        limits: NO_RATE_LIMITS,
        trustedProxies: 0,
        keys: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      },
    });
    server = createServer((req, res) => {
      lastContext = { id: 'test', route: undefined };
      requestContext.run(lastContext, () => handler(req, res));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    api = await startTestApi(database);
    dir = mkdtempSync(join(tmpdir(), 'price-lane-'));
    lanePricing = api.api.pricing;
    await serve(lanePricing);
  });
  afterAll(async () => {
    server?.close();
    server?.closeAllConnections();
    await api?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('has carts to compare, priced and unbookable', () => {
    expect(carts.filter((cart) => cart.priced).length).toBeGreaterThan(50);
    expect(carts.filter((cart) => !cart.priced).length).toBeGreaterThan(0);
  });

  it('answers every cart and every refusal byte for byte as the API route does, without the API', async () => {
    const before = apiRequests;
    for (const path of [...carts.map((cart) => cart.path), ...REFUSED]) {
      const fromLane = await read(`${url}${path}`);
      const fromApi = await read(`${api.baseUrl}${path}`);
      expect(fromLane, path).toEqual(fromApi);
      expect(lastContext?.route, path).toBe('/api/school/calculate');
    }
    expect(apiRequests).toBe(before);
  });

  it('answers in ASCII, the currency symbol escaped, and never to be cached', async () => {
    const priced = carts.find((cart) => cart.priced && cart.school.currency.symbol === '€')!;
    const answer = await read(`${url}${priced.path}`);
    expect(answer).toMatchObject({ status: 200, contentType: 'application/json', cacheControl: 'no-store' });
    expect(answer.body).toMatch(/^[\x20-\x7e]*$/);
    expect(answer.body).toContain('"symbol":"\\u20ac"');
    expect(JSON.parse(answer.body).data.price.currency).toEqual({ symbol: '€', isoCode: 'EUR' });
    const refused = await read(`${url}/api/school/calculate/?s.id=101&culture=en&c.w=двадцать`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(refused.body).error.field).toBe('c.w');
  });

  it("carries the API's security headers, priced or refused, as every API answer does", async () => {
    for (const path of [carts.find((cart) => cart.priced)!.path, REFUSED[0]!]) {
      const answer = await fetch(`${url}${path}`);
      expect(answer.status, path).toBe(path === REFUSED[0] ? 404 : 200);
      expect(answer.headers.get('content-security-policy'), path).toBe(API_CSP);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('content-type'), path).toBe('application/json');
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('leaves what is not a GET of the price to the API: HEAD, other addresses', async () => {
    const before = apiRequests;
    expect((await fetch(`${url}${carts[0]!.path}`, { method: 'HEAD' })).status).toBe(200);
    expect((await read(`${url}/api/health`)).status).toBe(200);
    expect(apiRequests).toBe(before + 2);
  });

  it('hands a price it cannot work out to the API, which answers it its own way', async () => {
    // A catalogue that can no longer load stands for one whose database went away before its first load.
    const closed = createPricingCatalogue(api.api.db);
    await closed.close();
    server.close();
    server.closeAllConnections();
    await serve(closed);
    const before = apiRequests;
    const response = await fetch(`${url}${carts[0]!.path}`);
    expect(response.headers.get('content-security-policy')).toBe(API_CSP);
    const answer = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      body: await response.text(),
    };
    expect(answer).toEqual(await read(`${api.baseUrl}${carts[0]!.path}`));
    expect(apiRequests).toBe(before + 1);
  });
});
