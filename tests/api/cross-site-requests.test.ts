// CSRF (issue 10): every state-changing API route, found on the running app so that a route
// added later is walked too, refuses a request from another site before it reads anything, and
// lets the site's own pages through. OPTIONS is answered on purpose, never with a CORS allowance.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema.ts';
import { CROSS_SITE_MESSAGE } from '#server/http/cross-site-guard.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// startTestApi's BASE_ADDRESS (the default): the public origin, other than the one the test calls.
const BASE_ADDRESS = 'http://localhost:4321';

interface Route {
  method: string;
  path: string;
}

/** The app's state-changing routes, each once, with its parameters filled in. */
function stateChangingRoutes(api: TestApi): Route[] {
  const routes = new Map<string, Route>();
  for (const route of api.api.app.routes) {
    if (!STATE_CHANGING.has(route.method)) continue;
    const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?\??/g, '1').replace(/\*/g, 'x');
    routes.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...routes.values()];
}

const [pglite] = testDatabases;

describe('cross-site requests to the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(pglite!);
  });
  afterAll(() => api?.close());

  const send = (route: Route, headers: Record<string, string>) =>
    fetch(`${api.baseUrl}${route.path}?email=csrf%40example.com&culture=en`, {
      method: route.method,
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
  const refusedByTheGuard = async (response: Response) =>
    response.status === 403 &&
    ((await response.json()) as { error: { message: string } }).error.message === CROSS_SITE_MESSAGE;
  const subscriptions = async () => (await api.api.db.select({ n: count() }).from(newsletterSubscriptions))[0]!.n;

  it('finds the state-changing routes on the app: the newsletter, staff sign-in and the office among them', () => {
    const found = stateChangingRoutes(api).map((route) => `${route.method} ${route.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/services/subscribetonewsletter',
        'POST /api/auth/sign-in',
        'POST /api/office/staff',
      ]),
    );
  });

  it('refuses every one from another site, by its Origin or by what the browser says, and stores nothing', async () => {
    const before = await subscriptions();
    for (const route of stateChangingRoutes(api)) {
      const name = `${route.method} ${route.path}`;
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost:4321' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const response = await send(route, headers);
        expect(
          await refusedByTheGuard(response),
          `${name} from ${JSON.stringify(headers)} answered ${response.status}`,
        ).toBe(true);
        expect(response.headers.get('access-control-allow-origin'), name).toBeNull();
      }
    }
    expect(await subscriptions()).toBe(before);
  });

  it('lets every one through from the site itself, by the address called or by BASE_ADDRESS, and from clients that are no browser', async () => {
    for (const route of stateChangingRoutes(api)) {
      const name = `${route.method} ${route.path}`;
      const ownSite: Record<string, string>[] = [
        { origin: api.baseUrl, 'sec-fetch-site': 'same-origin' },
        { origin: BASE_ADDRESS },
        { 'sec-fetch-site': 'same-origin' },
        {},
      ];
      for (const headers of ownSite) {
        const response = await send(route, headers);
        expect(await refusedByTheGuard(response), `${name} from ${JSON.stringify(headers)}`).toBe(false);
      }
    }
  });

  it('answers OPTIONS with the methods of the address and no CORS allowance, even to a preflight from another site', async () => {
    const preflight = {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    };
    for (const route of stateChangingRoutes(api)) {
      const response = await fetch(`${api.baseUrl}${route.path}`, { method: 'OPTIONS', headers: preflight });
      expect(response.status, `${route.method} ${route.path}`).toBe(204);
      expect(response.headers.get('allow')?.split(', '), route.path).toContain(route.method);
      expect(
        [...response.headers.keys()].filter((name) => name.startsWith('access-control-')),
        route.path,
      ).toEqual([]);
    }
    const search = await fetch(`${api.baseUrl}/api/search/findschools/`, { method: 'OPTIONS', headers: preflight });
    expect(search.status).toBe(204);
    expect(search.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const nowhere = await fetch(`${api.baseUrl}/api/no-such-thing`, { method: 'OPTIONS' });
    expect(nowhere.status).toBe(404);
  });

  it('sends no CORS allowance on a read either', async () => {
    const response = await fetch(`${api.baseUrl}/api/health`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(200);
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
