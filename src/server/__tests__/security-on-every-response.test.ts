// The one-port handler puts the security headers on every answer, whoever gives it, and refuses a
// form posted to a page from another site before Astro sees it (issue 10).
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpHandler, type AstroHandler } from '../create-http-handler.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { createStaticFiles } from '../http/static-files.ts';

const CSP = "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-test'";
const BASE_ADDRESS = 'https://www.linguatrips.example';
const security = securityHeaders({ baseAddress: BASE_ADDRESS, pageCsp: CSP, framedFilesPath: '/files' });

let dir: string;
let server: Server;
let base: string;
let astroCalls: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'security-'));
  for (const folder of ['en/english', 'en/404', 'en/error', 'ru/error', 'files/terms', '_astro'])
    mkdirSync(join(dir, folder), { recursive: true });
  writeFileSync(join(dir, 'en/english/index.html'), '<title>English</title>');
  writeFileSync(join(dir, 'en/404/index.html'), '<title>Page not found</title>');
  writeFileSync(join(dir, 'en/error/index.html'), '<html lang="en"><title>Something went wrong</title>');
  writeFileSync(join(dir, 'ru/error/index.html'), '<html lang="ru"><title>Что-то пошло не так</title>');
  writeFileSync(join(dir, 'files/terms/general-terms.pdf'), '%PDF-1.4');
  writeFileSync(join(dir, '_astro/island.abc.js'), 'export {};');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  const api = { fetch: (request: Request) => Response.json({ success: true, data: new URL(request.url).pathname }) };
  // The on-demand pages (deposit, booking page), which set their own stricter referrer policy.
  const astro: AstroHandler = (req, res, next) => {
    if (!/^\/[a-z]{2}\/(buy|booking)\//.test(req.url ?? '')) return next();
    astroCalls.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer' });
    res.end('<title>Deposit</title>');
  };
  server = createServer(
    createHttpHandler({ api, staticFiles: createStaticFiles(dir), astro, security, baseAddress: BASE_ADDRESS }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  astroCalls = [];
});

const headersOf = (response: Response) =>
  Object.fromEntries(
    [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'strict-transport-security',
    ].map((name) => [name, response.headers.get(name)]),
  );
const expected = (set: Record<string, string>) =>
  Object.fromEntries(Object.entries(set).map(([name, value]) => [name.toLowerCase(), value]));

/** A raw request line, for targets fetch() will not send. */
function raw(
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${base}/`, { method, path });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the security headers', () => {
  it('go with pages, files, redirects, not-found pages and every refusal', async () => {
    const answers = await Promise.all([
      fetch(`${base}/en/english/`),
      fetch(`${base}/_astro/island.abc.js`),
      fetch(`${base}/en/english`, { redirect: 'manual' }),
      fetch(`${base}/`, { redirect: 'manual' }),
      fetch(`${base}/en/klingon/`),
      fetch(`${base}/en/english/`, { method: 'DELETE' }),
      fetch(`${base}/en/%E0%A4%A/`),
      fetch(`${base}/en/buy/deposit/1/`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 301, 302, 404, 405, 400, 415]);
    for (const answer of answers) expect(headersOf(answer), answer.url).toEqual(expected(security.page));
    const options = await raw('*', 'OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers['content-security-policy']).toBe(CSP);
    const badTarget = await raw('ftp://example.com/');
    expect(badTarget.status).toBe(400);
    expect(badTarget.headers['x-frame-options']).toBe('DENY');
  });

  it("go with the API's answers, with a policy that loads nothing", async () => {
    const answer = await fetch(`${base}/api/health`);
    expect(await answer.json()).toEqual({ success: true, data: '/api/health' });
    expect(headersOf(answer)).toEqual(expected(security.api));
  });

  it('let on-demand pages keep a stricter referrer policy of their own', async () => {
    const answer = await fetch(`${base}/en/booking/abc/`);
    expect(astroCalls).toEqual(['GET /en/booking/abc/']);
    expect(headersOf(answer)).toEqual({ ...expected(security.page), 'referrer-policy': 'no-referrer' });
  });

  it('let the terms files be framed by the site only', async () => {
    const answer = await fetch(`${base}/files/terms/general-terms.pdf`);
    expect(answer.status).toBe(200);
    expect(headersOf(answer)).toEqual(expected(security.framedFiles));
  });

  it('keep the CDN rules file to CDNs', async () => {
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
  });
});

describe('a form posted to a page', () => {
  const post = (headers: Record<string, string>, path = '/en/buy/deposit/1/') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: 'name=Ana',
    });

  it("from another site is refused with the culture's error page, before the page runs", async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'https://shop.linguatrips.example', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toContain('<html lang="en">');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(headersOf(answer)).toEqual(expected(security.page));
    }
    const russian = await post({ origin: 'https://evil.example' }, '/ru/buy/deposit/1/');
    expect(await russian.text()).toContain('<html lang="ru">');
    expect(astroCalls).toEqual([]);
  });

  it('from the site itself reaches the page: the address called, BASE_ADDRESS, or a client that is no browser', async () => {
    const ownSite: Record<string, string>[] = [
      { origin: base, 'sec-fetch-site': 'same-origin' },
      { origin: BASE_ADDRESS },
      {},
    ];
    for (const headers of ownSite) expect((await post(headers)).status, JSON.stringify(headers)).toBe(200);
    expect(astroCalls).toHaveLength(3);
  });
});
