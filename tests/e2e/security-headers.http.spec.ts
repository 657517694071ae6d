// Issue 10, done when: every response of the built site (a sample of every kind: home, search,
// school, deposit and booking page, the office, 404, an asset, the API) carries the security headers, and the
// CDN's _headers file says the same. Runs the built site (dist/) in this process, as on https.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';
import { freshBookingForm, postBooking, visitorContact } from './support/booking-form-post.ts';

const dist = resolve('dist');
const client = join(dist, 'client');
const BASE_ADDRESS = 'https://www.linguatrips.example';
const HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];
const PERMISSIONS =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()';

/** The pages' policy as the build wrote it for CDNs: the /* rule of dist/client/_headers. */
function cdnRule(pattern: string): Record<string, string> {
  const file = readFileSync(join(client, '_headers'), 'utf8');
  const block = file.split(/\n(?=\S)/).find((rule) => rule.startsWith(`${pattern}\n`));
  if (!block) throw new Error(`no ${pattern} rule in _headers`);
  return Object.fromEntries(
    [...block.matchAll(/^\s+([^!:\s][^:]*): (.*)$/gm)].map((match) => [match[1]!.toLowerCase(), match[2]!]),
  );
}

function htmlFiles(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

test.describe('the security headers of the built site', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let server: RunningServer;
  let page: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'linguatrips-headers-'));
    const config = loadConfig({ ENVIRONMENT_NAME: 'test', BASE_ADDRESS, OUTBOX_DIR: join(dir, 'outbox') });
    server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'pglite'), config, mailWorker: false });
    page = cdnRule('/*');
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const headersOf = (response: Response) =>
    Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));

  test("the pages' policy is strict: hashes for inline scripts, nothing unsafe, no framing, no plugins", () => {
    const csp = page['content-security-policy']!;
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => [part.split(/\s+/)[0]!, part.split(/\s+/).slice(1)]),
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')![0]).toBe("'self'");
    expect(
      directives
        .get('script-src')!
        .slice(1)
        .every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toBe(true);
    expect(directives.get('style-src')![0]).toBe("'self'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toContain(new URL(loadConfig({}).mapTileUrl.replace(/\{[a-z]\}/g, 'x')).origin);
    expect(page).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS,
    });
  });

  test('every inline script and style of every built page is hashed in the policy, and no element carries a style attribute', () => {
    const csp = page['content-security-policy']!;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const unhashed = new Set<string>();
    let inline = 0;
    for (const file of htmlFiles()) {
      const html = readFileSync(file, 'utf8');
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        // A script with src is allowed by 'self'; a data block (JSON-LD, the cart's data) is never run.
        if (/\ssrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
        inline += 1;
        if (!csp.includes(hash(body!))) unhashed.add(`${file}: <script${attributes}>${body!.slice(0, 60)}`);
      }
      for (const [, body] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
        inline += 1;
        if (!csp.includes(hash(body!))) unhashed.add(`${file}: <style>${body!.slice(0, 60)}`);
      }
      if (/<[a-z][^>]*\sstyle=/i.test(html)) unhashed.add(`${file}: a style attribute`);
    }
    expect(inline).toBeGreaterThan(100);
    expect([...unhashed].slice(0, 10)).toEqual([]);
  });

  test('every kind of answer carries them: pages, an asset, on-demand pages, not-found, redirects, the API', async () => {
    const url = server.url;
    const asset = readdirSync(join(client, '_astro')).find((name) => name.endsWith('.js'))!;
    const expected: Record<string, string> = {
      ...page,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    };
    const form = await freshBookingForm(url);
    const booked = await postBooking(url, { ...form, ...visitorContact(1) });
    expect(booked.status).toBe(303);
    const sample: [string, number, RequestInit?][] = [
      ['/en/', 200],
      ['/en/english/malta/', 200],
      ['/en/english/malta/st_julians/harbour_english_academy_st_julians/', 200],
      ['/en/buy/deposit/1/?c.w=112&c.weeks=6&c.s=2027-06-28', 200],
      [booked.location!, 200],
      ['/fr/english/atlantis/', 404],
      [`/_astro/${asset}`, 200],
      ['/favicon.svg', 200],
      ['/en/english', 301],
      ['/', 302],
      [
        '/en/buy/deposit/1/',
        403,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
          body: 'name=x',
        },
      ],
    ];
    for (const [path, status, init] of sample) {
      const response = await fetch(`${url}${path}`, { redirect: 'manual', ...init });
      expect(response.status, path).toBe(status);
      // The booking page keeps its own stricter referrer policy: its address is a secret.
      const referrer = path === booked.location ? { 'referrer-policy': 'no-referrer' } : {};
      expect(headersOf(response), path).toEqual({ ...expected, ...referrer });
    }
    // The office adds its own framing policy and a same-origin referrer to the same set.
    const office = await fetch(`${url}/office/sign-in/`, { redirect: 'manual' });
    expect(office.status).toBe(200);
    expect(headersOf(office)).toEqual({
      ...expected,
      'content-security-policy': `${expected['content-security-policy']}, frame-ancestors 'none'`,
      'referrer-policy': 'same-origin',
    });
    for (const path of ['/api/health', '/api/countries/?culture=en', '/api/nowhere']) {
      const response = await fetch(`${url}${path}`);
      expect(headersOf(response), path).toEqual({
        ...expected,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      });
    }
  });

  test('the terms files, shown in a frame by the school pages, may be framed by the site only, on a CDN too', async () => {
    const response = await fetch(`${server.url}/files/terms/general-terms.pdf`);
    expect(response.status).toBe(200);
    expect(headersOf(response)).toMatchObject({
      'content-security-policy': "frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
    });
    expect(cdnRule('/files/*')).toEqual({
      'content-security-policy': "frame-ancestors 'self'",
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});
