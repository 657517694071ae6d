import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticFiles } from '../static-files.ts';
import { createHttpHandler } from '../create-http-handler.ts';

let dir: string;
let server: Server;
let base: string;
const page = '<!doctype html><title>Malta</title>' + '<p>English in Malta</p>'.repeat(50);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'en', 'english', 'malta'), { recursive: true });
  mkdirSync(join(dir, 'en', '404'), { recursive: true });
  mkdirSync(join(dir, '_astro'), { recursive: true });
  writeFileSync(join(dir, 'en', 'english', 'malta', 'index.html'), page);
  writeFileSync(join(dir, 'en', 'english', 'malta', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'en', 'english', 'malta', 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dir, 'en', '404', 'index.html'), '<title>Page not found</title>');
  writeFileSync(join(dir, '404.html'), '<title>Not found</title>');
  writeFileSync(join(dir, '_astro', 'island.abc123.js'), 'export const x = 1;');
  mkdirSync(join(dir, 'photos', 'schools', 'harbour'), { recursive: true });
  mkdirSync(join(dir, 'photos', 'h', '0123456789abcdef', 'schools', 'harbour'), { recursive: true });
  writeFileSync(join(dir, 'photos', 'schools', 'harbour', '1-800.webp'), 'RIFF-old');
  writeFileSync(join(dir, 'photos', 'h', '0123456789abcdef', 'schools', 'harbour', '1-800.webp'), 'RIFF-new');
  const api = { fetch: (request: Request) => Response.json({ success: true, data: new URL(request.url).pathname }) };
  server = createServer(createHttpHandler({ api, staticFiles: createStaticFiles(dir) }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the one-port HTTP handler', () => {
  it('serves a page as brotli when the client accepts it, revalidated on every visit', async () => {
    const res = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(page);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(page);
    const plain = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(page.length);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('marks hashed assets immutable', async () => {
    const res = await fetch(`${base}/_astro/island.abc123.js`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('keeps a photo under its content-hashed address a year, and under its plain address a day', async () => {
    const hashed = await fetch(`${base}/photos/h/0123456789abcdef/schools/harbour/1-800.webp`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await hashed.text()).toBe('RIFF-new');
    const plain = await fetch(`${base}/photos/schools/harbour/1-800.webp`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('redirects a page address without its trailing slash, keeping the query', async () => {
    const res = await fetch(`${base}/en/english/malta?sort=cheapfirst`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/en/english/malta/?sort=cheapfirst');
  });

  it("answers an unknown address with the not-found page of the visitor's culture", async () => {
    const inCulture = await fetch(`${base}/en/klingon/`);
    expect(inCulture.status).toBe(404);
    expect(await inCulture.text()).toContain('Page not found');
    const elsewhere = await fetch(`${base}/nowhere`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toContain('Not found');
  });

  it('sends /api/* to the API and nothing else', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ success: true, data: '/api/health' });
    expect((await fetch(`${base}/apiary/`)).status).toBe(404);
  });

  it("sends the bare address to the home page of the browser's language", async () => {
    const res = await fetch(`${base}/`, { redirect: 'manual', headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru/');
    expect(res.headers.get('vary')).toBe('Accept-Language');
  });

  it('refuses to leave the site folder', async () => {
    const res = await fetch(`${base}/en/%2e%2e/%2e%2e/etc/passwd`);
    expect(res.status).toBe(404);
  });
});
