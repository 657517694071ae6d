// Issue 16, logs and metrics: the real server (one Node listener, the Hono API, the booking
// service the deposit page uses) on a real database, its logger writing into a stream this test
// reads, and its /metrics on the separate metrics port, scraped over HTTP.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '#server/start-server.ts';
import { captureLog, type CapturedLog, type LogLine } from '../support/capture-log.ts';
import { AGENCY, SCHOOL_ID, bookingForm } from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { startTestServer, type TestServer } from './support/start-test-server.ts';
import { testDatabases } from './support/test-databases.ts';

const FAMILIES = [
  'linguatrips_http_requests_total',
  'linguatrips_http_request_duration_seconds',
  'linguatrips_bookings_created_total',
  'linguatrips_mail_jobs',
  'linguatrips_db_pool_connections',
  'linguatrips_db_pool_max',
  'linguatrips_catalogue_version',
  'linguatrips_catalogue_database_version',
  'linguatrips_catalogue_age_seconds',
  'linguatrips_ready',
  'linguatrips_build_info',
];

/** The value of one sample of the exposition text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Asks again until `done` holds (the log line and the count are written when the response closes, just after the client has it). */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt === 200) return value;
    await new Promise((wake) => setTimeout(wake, 25));
  }
}

describe.each(testDatabases)('logs and metrics of the real server on $kind', (database) => {
  let site: RunningServer;
  let log: CapturedLog;
  let running: TestServer | undefined;

  beforeAll(async () => {
    log = captureLog('info');
    // No build: the API, the listener and the booking service; the mails stay queued (no worker).
    running = await startTestServer(
      database,
      { BASE_ADDRESS: 'https://linguatrips.test', AGENCY_EMAIL: AGENCY },
      { clock: () => TEST_NOW, logger: log.logger, metricsPort: 0 },
    );
    site = running.server;
  });
  afterAll(() => running?.close());

  const requestLines = (id: string) => log.lines().filter((line) => line.msg === 'request' && line.reqId === id);
  const oneLineOf = async (id: string): Promise<LogLine> => {
    const lines = await until(
      () => requestLines(id),
      (found) => found.length > 0,
    );
    expect(lines).toHaveLength(1);
    return lines[0]!;
  };
  const scrape = async () => {
    const answer = await fetch(`${site.metricsUrl}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    return answer.text();
  };

  it('writes one JSON line per request, with the request id it sends back as X-Request-Id', async () => {
    const given = 'lb-7f3a9c2e-0001';
    const answer = await fetch(`${site.url}/api/health`, { headers: { 'X-Request-Id': given } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe(given);
    const line = await oneLineOf(given);
    expect(line).toMatchObject({
      level: 30,
      reqId: given,
      method: 'GET',
      route: '/api/health',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(typeof line.time).toBe('string');

    // Without an id, or with one that is not sane, the server makes its own and says which.
    for (const incoming of [undefined, 'has spaces and "quotes"', 'x'.repeat(300)]) {
      const made = await fetch(
        `${site.url}/api/health`,
        incoming === undefined ? {} : { headers: { 'X-Request-Id': incoming } },
      );
      const id = made.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await oneLineOf(id)).status).toBe(200);
    }
  });

  it('names the route pattern, never the address: API routes, refusals before the API, pages and unknown files', async () => {
    const cases: [string, RequestInit, string, number][] = [
      ['/api/review-photos/123/front.jpg', {}, '/api/review-photos/:id/:file', 404],
      ['/api/no-such-thing', {}, '/api/*', 404],
      ['/api/health', { method: 'PROPFIND' }, '/api/*', 405],
      ['/en/booking/LT7QX2SECRET/', {}, '/:culture/booking/:id', 404],
      ['/wp-login.php', {}, '*', 404],
      ['/', {}, '/', 302],
    ];
    for (const [path, init, route, status] of cases) {
      const answer = await fetch(`${site.url}${path}`, { ...init, redirect: 'manual' });
      expect(answer.status, path).toBe(status);
      const line = await oneLineOf(answer.headers.get('x-request-id')!);
      expect(line, path).toMatchObject({ route, status, method: init.method ?? 'GET' });
    }
    expect(JSON.stringify(log.lines())).not.toContain('LT7QX2SECRET');
  });

  it('logs a booking once, with its reference, school and culture, and the e-mail and phone masked', async () => {
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email: 'ana.lima@example.com' }),
    });
    expect(outcome).toMatchObject({ kind: 'booked', created: true });
    const booked = log.lines().filter((line) => line.event === 'booking.created');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      level: 30,
      reference: (outcome as { reference: string }).reference,
      schoolId: SCHOOL_ID,
      culture: 'en',
      email: 'a***@example.com',
      phone: '+55 ••• ••• 21',
    });
    const everything = JSON.stringify(log.lines());
    expect(everything).not.toContain('ana.lima@example.com');
    expect(everything).not.toContain('98765');
    expect(everything).not.toContain((outcome as { publicId: string }).publicId);
  });

  it('serves the metrics on their own port, with values that move, and not on the site port', async () => {
    const before = await scrape();
    for (const family of FAMILIES) expect(before, family).toContain(`# TYPE ${family} `);
    expect(sample(before, 'linguatrips_ready')).toBe(1);
    expect(sample(before, 'linguatrips_build_info', { node: process.version })).toBe(1);
    expect(sample(before, 'linguatrips_catalogue_version')).toBeGreaterThan(0);
    expect(sample(before, 'linguatrips_catalogue_database_version')).toBe(
      sample(before, 'linguatrips_catalogue_version'),
    );
    expect(sample(before, 'linguatrips_catalogue_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'linguatrips_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'linguatrips_mail_jobs', { state: 'failed' })).toBe(0);

    const health = { route: '/api/health', method: 'GET', status: '200' };
    const requestsBefore = sample(before, 'linguatrips_http_requests_total', health) ?? 0;
    const bookingsBefore = sample(before, 'linguatrips_bookings_created_total', { culture: 'en' }) ?? 0;
    const waitingBefore = sample(before, 'linguatrips_mail_jobs', { state: 'waiting' })!;

    await fetch(`${site.url}/api/health`);
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Bruno Costa', email: 'bruno@example.com' }),
    });
    expect(outcome).toMatchObject({ kind: 'booked', created: true });

    const after = await until(
      scrape,
      (text) => sample(text, 'linguatrips_http_requests_total', health) === requestsBefore + 1,
    );
    expect(sample(after, 'linguatrips_http_requests_total', health)).toBe(requestsBefore + 1);
    expect(sample(after, 'linguatrips_http_request_duration_seconds_count', health)).toBe(requestsBefore + 1);
    expect(sample(after, 'linguatrips_bookings_created_total', { culture: 'en' })).toBe(bookingsBefore + 1);
    // The visitor's mail and the agency's, queued with the booking and not sent (no worker here).
    expect(sample(after, 'linguatrips_mail_jobs', { state: 'waiting' })).toBe(waitingBefore + 2);

    const onSite = await fetch(`${site.url}/metrics`);
    expect(onSite.status).toBe(404);
    expect(await onSite.text()).not.toContain('linguatrips_http_requests_total');
    expect((await fetch(`${site.metricsUrl}/`)).status).toBe(404);
  });
});

describe('the example alert rules (deploy/prometheus-alerts.yml)', () => {
  it('parse, and alert on failed mails, the 5xx rate and readiness with metrics the server exposes', () => {
    const file = parse(readFileSync(new URL('../../deploy/prometheus-alerts.yml', import.meta.url), 'utf8')) as {
      groups: {
        name: string;
        rules: {
          alert: string;
          expr: string;
          for: string;
          labels: { severity: string };
          annotations: { summary: string };
        }[];
      }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual([
      'LinguaTripsMailFailed',
      'LinguaTripsHigh5xxRate',
      'LinguaTripsInstanceNotReady',
    ]);
    const [mail, errors, ready] = rules;
    expect(mail!.expr).toContain('linguatrips_mail_jobs{state="failed"}');
    expect(errors!.expr).toMatch(/linguatrips_http_requests_total\{status=~"5\.\."\}/);
    expect(ready!.expr).toContain('linguatrips_ready == 0');
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+m$/);
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).not.toBe('');
      for (const metric of rule.expr.match(/linguatrips_\w+/g) ?? [])
        expect(FAMILIES, `${rule.alert}: ${metric}`).toContain(metric);
    }
  });
});
