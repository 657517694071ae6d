// The production server as a child process, treated as an operator's bad day treats it: killed
// with -9 in the middle of bookings, its database connections terminated under load, stopped with
// SIGTERM while requests are in flight. Bookings are never lost or doubled, every stored booking's
// mails reach a real SMTP server, and the process either keeps serving or exits cleanly.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { testDatabases, type TestDatabase, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { freshBookingForm, postBooking, postBookingSlowly, visitorContact } from './support/booking-form-post.ts';
import { freePort } from './support/free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const AGENCY = 'agency@linguatrips.test';
const postgres = testDatabases.find((database) => database.kind === 'postgres');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rows of the test database, read over a connection of the test's own. */
async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Until every stored booking has both mails marked sent and each of them received, or fail after `ms`. */
async function allMailsDelivered(databaseUrl: string, inbox: SmtpInbox, ms: number) {
  const limit = Date.now() + ms;
  for (;;) {
    const rows = await query<{ booking_id: number; status: string; message_id: string }>(
      databaseUrl,
      'select booking_id, status, message_id from mails',
    );
    const received = new Set(inbox.mails.map((mail) => mail.messageId));
    const missing = rows.filter((row) => row.status !== 'sent' || !received.has(row.message_id));
    if (missing.length === 0) return { rows, received };
    if (Date.now() > limit) throw new Error(`${missing.length} of ${rows.length} mails not delivered within ${ms} ms`);
    await sleep(250);
  }
}

/** Sends one visitor's form until the site answers it; a cut connection or a 5xx is the visitor pressing Book again. */
async function bookUntilAnswered(pick: () => ServerProcess, fields: Record<string, string>, attempts = 40) {
  let failures = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const answer = await postBooking(pick().url, fields).catch(() => null);
    if (answer && answer.status === 303) return { location: answer.location!, failures };
    failures += 1;
    await sleep(250);
  }
  throw new Error(`a booking was never answered after ${attempts} attempts`);
}

if (postgres) {
  test.describe('two instances on PostgreSQL', () => {
    test.describe.configure({ mode: 'serial' });
    let handle: TestDatabaseHandle;
    let inbox: SmtpInbox;
    const running: ServerProcess[] = [];

    test.beforeEach(async () => {
      handle = await postgres.create();
      inbox = await startSmtpInbox();
    });
    test.afterEach(async () => {
      for (const server of running.splice(0)) server.child.kill('SIGKILL');
      await inbox?.close();
      await handle?.drop();
    });
    const start = async (port: number) => {
      const server = await startServerProcess(port, {
        DATABASE_URL: handle.databaseUrl!,
        SMTP_URL: inbox.url,
        AGENCY_EMAIL: AGENCY,
      });
      running.push(server);
      await server.waitReady();
      return server;
    };

    test('kill -9 of one of two instances during 200 concurrent bookings: none lost, none doubled, every mail delivered after the restart', async () => {
      test.setTimeout(240_000);
      const [portA, portB] = [await freePort(), await freePort()];
      let a = await start(portA);
      const b = await start(portB);
      const form = await freshBookingForm(a.url);
      let answered = 0;
      let killedAt = -1;
      const forms = Array.from({ length: 200 }, (_, n) => ({ ...form, ...visitorContact(n), token: randomUUID() }));
      const results = await Promise.all(
        forms.map((fields, n) =>
          // Every other visitor reaches A until it dies; the balancer then sends everyone to B.
          bookUntilAnswered(() => (n % 2 === 0 && killedAt < 0 ? a : b), fields).then((result) => {
            answered += 1;
            if (answered === 50) {
              killedAt = answered;
              a.child.kill('SIGKILL');
            }
            return result;
          }),
        ),
      );
      expect(killedAt).toBe(50);
      expect((await a.exited).signal).toBe('SIGKILL');

      const stored = await query<{ token: string; public_id: string }>(
        handle.databaseUrl!,
        'select token, public_id from bookings',
      );
      // None lost: every visitor's token is stored, and the page each was sent to is that booking's.
      expect(stored).toHaveLength(200);
      const byToken = new Map(stored.map((row) => [row.token, row.public_id]));
      forms.forEach((fields, n) => expect(results[n]!.location).toBe(`/en/booking/${byToken.get(fields.token)}/`));
      // None doubled: one row per token (the table's unique key), and two mails per booking.
      const perBooking = await query<{ n: string }>(
        handle.databaseUrl!,
        'select count(*) as n from mails group by booking_id',
      );
      expect(perBooking).toHaveLength(200);
      expect(perBooking.every((row) => row.n === '2')).toBe(true);

      a = await start(portA);
      const { rows, received } = await allMailsDelivered(handle.databaseUrl!, inbox, 60_000);
      expect(rows).toHaveLength(400);
      // At least once, and a repeat is the same message: never more distinct messages than mails.
      expect(received.size).toBe(400);
      expect(new Set(inbox.mails.filter((mail) => mail.to.includes(AGENCY)).map((mail) => mail.messageId)).size).toBe(
        200,
      );
    });

    test('pg_terminate_backend on all of its connections under booking load: the process keeps serving and becomes ready again', async () => {
      test.setTimeout(120_000);
      const server = await start(await freePort());
      const form = await freshBookingForm(server.url);
      const databaseName = new URL(handle.databaseUrl!).pathname.slice(1);
      const admin = process.env.TEST_DATABASE_URL!;
      const forms = Array.from({ length: 120 }, (_, n) => ({ ...form, ...visitorContact(n), token: randomUUID() }));
      const load = (async () => {
        const firstTries: number[] = [];
        for (let n = 0; n < forms.length; n += 10) {
          firstTries.push(
            ...(await Promise.all(
              forms.slice(n, n + 10).map((fields) =>
                postBooking(server.url, fields).then(
                  (answer) => answer.status,
                  () => 0,
                ),
              ),
            )),
          );
        }
        return firstTries;
      })();
      await sleep(700);
      const killed = await query<{ ok: boolean }>(
        admin,
        `select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = '${databaseName}'`,
      );
      const terminated = killed.filter((row) => row.ok).length;
      const statuses = await load;
      expect(terminated).toBeGreaterThan(0);
      // A request whose connection was cut may fail; none is refused or left unanswered.
      expect(statuses.filter((status) => status === 0)).toEqual([]);
      expect(statuses.every((status) => status === 303 || status === 500 || status === 503)).toBe(true);
      expect(server.child.exitCode).toBeNull();
      // Ready again (how fast is a measurement, not an assertion that fails on a busy machine).
      await server.waitReady(60_000);
      // The visitors whose request failed send their form again: each is booked exactly once.
      for (const fields of forms) await bookUntilAnswered(() => server, fields);
      const [count] = await query<{ n: string }>(handle.databaseUrl!, 'select count(*) as n from bookings');
      expect(Number(count!.n)).toBe(forms.length);
      await allMailsDelivered(handle.databaseUrl!, inbox, 30_000);
    });
  });
}

for (const database of testDatabases) {
  test.describe(`stopping on ${database.kind}`, () => {
    test('SIGTERM with requests in flight: every one is answered, then the process exits 0', async () => {
      test.setTimeout(120_000);
      const { handle, env, cleanup } = await serverDatabase(database);
      const inbox = await startSmtpInbox();
      const server = await startServerProcess(await freePort(), { ...env, SMTP_URL: inbox.url, AGENCY_EMAIL: AGENCY });
      try {
        await server.waitReady();
        const form = await freshBookingForm(server.url);
        // Twelve bookings whose bodies are still arriving when the signal comes (their second half
        // is sent a second after it), and twelve reads beside them.
        const bookings = Array.from({ length: 12 }, (_, n) =>
          postBookingSlowly(server.url, { ...form, ...visitorContact(n), token: randomUUID() }, 2_000),
        );
        const reads = Array.from({ length: 12 }, (_, n) =>
          fetch(`${server.url}${n % 2 ? '/api/school/calculate/?s.id=1&culture=en' : '/en/english/'}`).then(
            async (response) => {
              await response.arrayBuffer();
              return { status: response.status, location: null };
            },
          ),
        );
        await sleep(1_000);
        server.child.kill('SIGTERM');
        const answers = await Promise.all([...bookings, ...reads]);
        expect(answers.slice(0, 12).map((answer) => answer.status)).toEqual(Array(12).fill(303));
        expect(answers.slice(12).map((answer) => answer.status)).toEqual(Array(12).fill(200));
        expect(await server.exited).toEqual({ code: 0, signal: null });
        expect(server.output()).toContain('SIGTERM: finishing the requests in flight, then closing');
        if (handle?.databaseUrl) {
          const [count] = await query<{ n: string }>(handle.databaseUrl, 'select count(*) as n from bookings');
          expect(Number(count!.n)).toBe(12);
        }
      } finally {
        server.child.kill('SIGKILL');
        await inbox.close();
        await cleanup();
      }
    });
  });
}

/**
 * A database for one server process: a copy of the run's template (tests/e2e/support/global-setup.ts),
 * a PostgreSQL database or an embedded one in a temporary folder, so the process starts on a
 * migrated and seeded catalogue instead of seeding an empty folder, which took most of a minute
 * on a busy machine and ran out the readiness wait.
 */
async function serverDatabase(
  database: TestDatabase,
): Promise<{ handle: TestDatabaseHandle | undefined; env: Record<string, string>; cleanup(): Promise<void> }> {
  const handle = await database.create();
  if (database.kind === 'postgres')
    return { handle, env: { DATABASE_URL: handle.databaseUrl! }, cleanup: () => handle.drop() };
  const dir = mkdtempSync(join(tmpdir(), 'linguatrips-stop-'));
  return {
    handle: undefined,
    env: { PGLITE_DIR: handle.dataDir!, OUTBOX_DIR: join(dir, 'outbox') },
    cleanup: async () => {
      rmSync(dir, { recursive: true, force: true });
      await handle.drop();
    },
  };
}
