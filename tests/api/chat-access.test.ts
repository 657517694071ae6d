// Issue 36: nobody reads or writes a conversation without its token. Every /api/chat route that
// takes a token, found on the running app (so a route added later is walked too), answers 404
// to no token, a forged one and another conversation's, and works with the right one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

interface ChatRoute {
  method: string;
  path: string;
}

function tokenRoutes(api: TestApi): ChatRoute[] {
  const routes = new Map<string, ChatRoute>();
  for (const route of api.api.app.routes)
    if (route.method !== 'ALL' && route.path.startsWith('/api/chat/') && route.path.includes(':token'))
      routes.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  return [...routes.values()];
}

describe.each(testDatabases)('every /api/chat route on $kind', (database) => {
  let api: TestApi;
  let token: string;
  let other: string;
  beforeAll(async () => {
    api = await startTestApi(database);
    const open = async (email: string) => {
      const response = await fetch(`${api.baseUrl}/api/chat/conversations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.baseUrl },
        body: JSON.stringify({ culture: 'en', name: 'Ana', email, privacyAgreed: true, text: 'Hello' }),
      });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    token = await open('ana@example.com');
    other = await open('bob@example.com');
  });
  afterAll(() => api?.close());

  const call = (route: ChatRoute, value: string) => {
    const controller = new AbortController();
    const answer = fetch(`${api.baseUrl}${route.path.replace(':token', encodeURIComponent(value))}`, {
      method: route.method,
      signal: controller.signal,
      headers: route.method === 'GET' ? {} : { 'content-type': 'application/json', origin: api.baseUrl },
      ...(route.method === 'GET' ? {} : { body: JSON.stringify({ text: 'Hi', upTo: 1 }) }),
    });
    return answer.then((response) => {
      // An event stream stays open: its status is all this walk needs.
      controller.abort();
      return response.status;
    });
  };

  it('finds the routes that take a token', () => {
    expect(tokenRoutes(api).map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/chat/conversations/:token',
        'POST /api/chat/conversations/:token/messages',
        'POST /api/chat/conversations/:token/read',
        'POST /api/chat/conversations/:token/typing',
        'GET /api/chat/conversations/:token/events',
      ]),
    );
  });

  it('answers 404 without the right token, and works with it', async () => {
    const [otherId, otherMac] = other.split('.');
    const [id] = token.split('.');
    const forged = [
      '',
      'x',
      id!,
      `${id}.${otherMac}`,
      `${Number(otherId) + 100}.${otherMac}`,
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
    ];
    for (const route of tokenRoutes(api)) {
      for (const value of forged)
        expect(await call(route, value), `${route.method} ${route.path} with ${value}`).toBe(404);
      expect(await call(route, token), `${route.method} ${route.path}`).toBeLessThan(300);
    }
  });
});
