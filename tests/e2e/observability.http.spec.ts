// Issue 16's log over the built site: a booking placed through the deposit page (Astro's
// on-demand page) logs its line with the id of the request that placed it, its contact masked,
// and every request, page or file, gets one line named by its route pattern. The logger writes
// into a stream this test reads. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { captureLog, type CapturedLog } from '../support/capture-log.ts';
import { startSite, type TestSite } from './support/start-site.ts';
import { hiddenFields } from './support/booking-form-post.ts';

for (const database of testDatabases) {
  test.describe(`the log of the built site on ${database.kind}`, () => {
    test.describe.configure({ mode: 'serial' });
    let handle: TestDatabaseHandle;
    let site: TestSite;
    let log: CapturedLog;

    test.beforeAll(async () => {
      handle = await database.create();
      log = captureLog('info');
      site = await startSite({
        ...(handle.databaseUrl ? { databaseUrl: handle.databaseUrl } : {}),
        logger: log.logger,
      });
    });
    test.afterAll(async () => {
      await site?.close();
      await handle?.drop();
    });

    const linesOf = async (id: string) => {
      await expect.poll(() => log.lines().filter((line) => line.reqId === id && line.msg === 'request').length).toBe(1);
      return log.lines().filter((line) => line.reqId === id);
    };

    test('a booking through the deposit page: its line carries the request id, the contact masked', async () => {
      const url = `${site.url}/en/buy/deposit/1/?c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1`;
      const fields = hiddenFields(await (await fetch(url)).text());
      const id = 'booking-via-page-0001';
      const answer = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url, 'x-request-id': id },
        body: new URLSearchParams({
          ...fields,
          name: 'Ana Lima',
          email: 'ana.page@example.com',
          phonePrefix: '+34',
          phone: '612 345 678',
          PrivacyAgreed: 'true',
        }),
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('x-request-id')).toBe(id);
      const lines = await linesOf(id);
      expect(lines.find((line) => line.event === 'booking.created')).toMatchObject({
        reqId: id,
        schoolId: 1,
        culture: 'en',
        reference: expect.stringMatching(/^LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
        email: 'a***@example.com',
        phone: '+34 ••• ••• 78',
      });
      expect(lines.find((line) => line.msg === 'request')).toMatchObject({
        method: 'POST',
        route: '/:culture/buy/deposit/:schoolId',
        status: 303,
      });
      const everything = JSON.stringify(log.lines());
      expect(everything).not.toContain('ana.page@example.com');
      expect(everything).not.toContain(answer.headers.get('location')!.split('/')[3]!);
    });

    test('built pages and files are named by their route pattern', async () => {
      const script = readdirSync('dist/client/_astro').find((name) => name.endsWith('.js'))!;
      for (const [path, route] of [
        ['/en/', '/:culture'],
        ['/de/english/', '/:culture/:language'],
        [`/_astro/${script}`, '/_astro/*'],
        ['/robots.txt', '/robots.txt'],
        ['/nope.php', '*'],
      ] as const) {
        const answer = await fetch(`${site.url}${path}`);
        await answer.arrayBuffer();
        const [line] = await linesOf(answer.headers.get('x-request-id')!);
        expect(line, path).toMatchObject({ route, status: path === '/nope.php' ? 404 : 200 });
      }
    });
  });
}
