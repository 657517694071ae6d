import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REVIEW_FORM_BYTES } from '#domain/reviews/review-photo-rules.ts';
import { createHttpHandler } from '../create-http-handler.ts';
import { createStaticFiles } from '../http/static-files.ts';

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'review-limit-'));
  // The API says where a request arrived and how much body it got.
  const api = {
    fetch: async (req: Request) =>
      Response.json({ path: new URL(req.url).pathname, bytes: (await req.arrayBuffer()).byteLength }),
  };
  server = createServer(createHttpHandler({ api, staticFiles: createStaticFiles(dir) }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

const photoForm = () => {
  const form = new FormData();
  form.append('review.name', 'Lena');
  form.append('review.photos', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'class.jpg');
  return form;
};

/** The status of a POST that claims a body of `length` bytes and sends none: refused before reading, or left waiting. */
const claimed = (path: string, length: number) =>
  new Promise<number>((done, fail) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(length) },
      },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.flushHeaders();
  });

describe('the review form’s body limit in the Node listener', () => {
  it('sends the spec’s review address to the API with its photos, past the 64 KB of other forms', async () => {
    for (const path of ['/en/school/AddReviewPartial2', '/zh/school/AddReviewPartial2/', '/api/school/reviews']) {
      const response = await fetch(`${base}${path}`, { method: 'POST', body: photoForm() });
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as { path: string; bytes: number };
      expect(body.path).toBe(path);
      expect(body.bytes).toBeGreaterThan(2 * 1024 * 1024);
    }
  });

  it('keeps 64 KB for every other post, and the review form’s own limit for it', async () => {
    for (const path of [
      '/api/services/subscribetonewsletter',
      '/en/school/AddReviewPartial3',
      '/xx/school/AddReviewPartial2',
    ]) {
      expect((await fetch(`${base}${path}`, { method: 'POST', body: photoForm() })).status, path).toBe(413);
    }
    expect(await claimed('/en/school/AddReviewPartial2', MAX_REVIEW_FORM_BYTES + 1)).toBe(413);
  });
});
