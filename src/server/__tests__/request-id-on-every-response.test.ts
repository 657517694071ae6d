// The request log's id goes back as X-Request-Id on every answer of the one-port handler: a built
// file (written in one go with its headers), an API answer and a refusal, each with its log line.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { captureLog, type CapturedLog } from '../../../tests/support/capture-log.ts';
import { createHttpHandler } from '../create-http-handler.ts';
import { createStaticFiles } from '../http/static-files.ts';
import type { Metrics } from '../observability/create-metrics.ts';
import { observeRequests } from '../observability/observe-requests.ts';

let dir: string;
let server: Server;
let base: string;
let log: CapturedLog;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'request-id-'));
  mkdirSync(join(dir, 'en', 'english'), { recursive: true });
  writeFileSync(join(dir, 'en', 'english', 'index.html'), '<title>English</title>');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  log = captureLog('info');
  const api = { fetch: () => Response.json({ success: true, data: { status: 'ok' } }) };
  const metrics = { observeRequest: () => {} } as unknown as Metrics;
  const site = createHttpHandler({ api, staticFiles: createStaticFiles(dir, { followMs: 0 }), logger: log.logger });
  server = createServer(observeRequests({ logger: log.logger, metrics, pageRoutes: [] }, site));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('goes with built files, API answers and refusals, and names their log lines', async () => {
  const cases: [string, RequestInit, number][] = [
    ['/robots.txt', {}, 200],
    ['/en/english/', { headers: { 'accept-encoding': 'br' } }, 200],
    ['/en/english/', { headers: { 'if-none-match': '*' } }, 304],
    ['/api/health', {}, 200],
    ['/en/english/', { method: 'DELETE' }, 405],
  ];
  for (const [path, init, status] of cases) {
    const answer = await fetch(`${base}${path}`, init);
    expect(answer.status, path).toBe(status);
    const id = answer.headers.get('x-request-id');
    expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() =>
      expect(log.lines().filter((line) => line.msg === 'request' && line.reqId === id)).toMatchObject([{ status }]),
    );
  }
  const given = 'lb-7f3a9c2e-0002';
  const answer = await fetch(`${base}/robots.txt`, { headers: { 'x-request-id': given } });
  expect(answer.headers.get('x-request-id')).toBe(given);
});
