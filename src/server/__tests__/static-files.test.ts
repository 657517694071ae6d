import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticFiles } from '../http/static-files.ts';
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
  writeFileSync(join(dir, '500.html'), '<title>Server error</title>');
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

/** A request through node:http, which leaves the body as sent (fetch would decompress it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', fail)
      .end();
  });
}

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
    const again = await fetch(`${base}/en/english/malta/`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 304 to any of the tags it is sent, weak or strong, and to If-Modified-Since without one', async () => {
    const br = await fetch(`${base}/en/english/malta/`, { headers: { 'accept-encoding': 'br' } });
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const listed = await fetch(`${base}/en/english/malta/`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` },
    });
    expect(listed.status).toBe(304);
    expect(listed.headers.get('etag')).toBe(etag);
    expect(listed.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(listed.headers.get('content-encoding')).toBeNull();
    expect(await listed.text()).toBe('');
    // The br tag does not validate the plain file: they are other bytes.
    const otherEncoding = await fetch(`${base}/en/english/malta/`, {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(otherEncoding.status).toBe(200);
    const since = await fetch(`${base}/en/english/malta/`, {
      headers: { 'if-modified-since': br.headers.get('last-modified')! },
    });
    expect(since.status).toBe(304);
    const before = await fetch(`${base}/en/english/malta/`, {
      headers: { 'if-modified-since': new Date(0).toUTCString() },
    });
    expect(before.status).toBe(200);
  });

  it('chooses brotli over gzip whatever the order the client lists them in, and sends the sibling as it was written', async () => {
    const res = await rawGet('/en/english/malta/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.equals(brotliCompressSync(page))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const gz = await rawGet('/en/english/malta/', { 'accept-encoding': 'gzip' });
    expect(gz.body.equals(gzipSync(page))).toBe(true);
  });

  it('answers a byte range of the plain file with 206, and one past its end with 416', async () => {
    // Twice: the first answer is streamed from the file, the second from memory.
    for (let i = 0; i < 2; i++) {
      const res = await rawGet('/en/english/malta/', { range: 'bytes=15-34' });
      expect(res.status).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 15-34/${page.length}`);
      expect(res.body.toString()).toBe(page.slice(15, 35));
      const tail = await rawGet('/en/english/malta/', { range: 'bytes=-10' });
      expect(tail.status).toBe(206);
      expect(tail.body.toString()).toBe(page.slice(-10));
      const open = await rawGet('/en/english/malta/', { range: `bytes=${page.length - 5}-` });
      expect(open.body.toString()).toBe(page.slice(-5));
    }
    const past = await rawGet('/en/english/malta/', { range: `bytes=${page.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${page.length}`);
    const plain = await rawGet('/en/english/malta/', {});
    expect(plain.headers['accept-ranges']).toBe('bytes');
  });

  it('sends the whole file when the range is of compressed bytes, several ranges, or If-Range names an older file', async () => {
    const compressed = await rawGet('/en/english/malta/', { range: 'bytes=0-9', 'accept-encoding': 'br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const several = await rawGet('/en/english/malta/', { range: 'bytes=0-1,5-6' });
    expect(several.status).toBe(200);
    expect(several.body.toString()).toBe(page);
    const older = await rawGet('/en/english/malta/', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(older.status).toBe(200);
    const current = await rawGet('/en/english/malta/', {});
    const same = await rawGet('/en/english/malta/', { range: 'bytes=0-9', 'if-range': String(current.headers.etag) });
    expect(same.status).toBe(206);
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const get = await rawGet('/en/english/malta/', { 'accept-encoding': 'br' });
    const head = await rawGet('/en/english/malta/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary'])
      expect(head.headers[name]).toBe(get.headers[name]);
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

  it('answers the bare /500 with the internal-error page and status 500, as /404 answers the not-found page with 404', async () => {
    for (const path of ['/500', '/500/']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(500);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).toContain('Server error');
    }
    const notFound = await fetch(`${base}/404`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Not found');
  });

  it('sends /api/* to the API and nothing else', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ success: true, data: '/api/health' });
    expect((await fetch(`${base}/apiary/`)).status).toBe(404);
  });

  it("sends the bare address to the home page of the browser's language", async () => {
    const res = await fetch(`${base}/`, {
      redirect: 'manual',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ru/');
    expect(res.headers.get('vary')).toBe('Accept-Language');
  });

  it('refuses to leave the site folder', async () => {
    const res = await fetch(`${base}/en/%2e%2e/%2e%2e/etc/passwd`);
    expect(res.status).toBe(404);
  });
});
