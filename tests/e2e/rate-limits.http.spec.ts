// Issue 10, points 1 and 2: the booking form's rate limit on the built site, over HTTP.
// One instance (in this process, counters in memory): over the limit the visitor gets 429 and
// their form back in their language with what they typed; X-Forwarded-For counts only behind
// TRUST_PROXY; an e-mail address is limited whichever IP it comes from.
// Two instances (child processes on one PostgreSQL database and one Redis): a limit of N booking
// posts per IP is N across both, not 2N: 500 posts from one IP within a minute store N and answer
// the rest 429, while another IP still books and prices answer as quickly as before.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { bookings } from '#server/db/schema.ts';
import { testDatabases, type TestDatabaseHandle } from '../api/support/test-databases.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { keysUnder, testRedisUrl, uniqueKeyPrefix } from '../support/test-redis.ts';
import { freshBookingForm, SCHOOL, visitorContact } from './support/booking-form-post.ts';
import { freePort } from './support/free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { startSite, type TestSite } from './support/start-site.ts';

const postgres = testDatabases.find((database) => database.kind === 'postgres');

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );

/** Posts the booking form as a browser behind a proxy does; the answer's status, headers and page. */
async function postFrom(siteUrl: string, fields: Record<string, string>, forwardedFor?: string, culture = 'en') {
  const started = performance.now();
  const response = await fetch(`${siteUrl}/${culture}/buy/deposit/${SCHOOL}/`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteUrl,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, ms: performance.now() - started };
}

test.describe('the booking form over its limit, on one instance', () => {
  // Each test starts a site of its own, with its own limits, on a fresh embedded database.
  test.describe.configure({ timeout: 120_000 });
  let site: TestSite | undefined;
  test.afterEach(async () => {
    await site?.close();
    site = undefined;
  });
  const stored = async () => (await site!.server.db.select({ n: count() }).from(bookings))[0]!.n;

  test("answers 429 with Retry-After and the form back in the visitor's language as typed; X-Forwarded-For is not trusted without TRUST_PROXY", async () => {
    // A window of five seconds, so that the test can see it pass.
    site = await startSite({
      env: { RATE_LIMITS: 'on', RATE_LIMIT_BOOKING_PER_IP: '2/5s', RATE_LIMIT_BOOKING_PER_EMAIL: 'off' },
    });
    const form = await freshBookingForm(site.url);
    // Each post claims another address: without a trusted proxy they all count as 127.0.0.1.
    expect(
      (await postFrom(site.url, { ...form, ...visitorContact(1), token: randomUUID() }, '198.51.100.1')).status,
    ).toBe(303);
    expect(
      (await postFrom(site.url, { ...form, ...visitorContact(2), token: randomUUID() }, '198.51.100.2')).status,
    ).toBe(303);

    const typed = {
      ...form,
      name: 'Jürgen Weiß',
      email: 'juergen.weiss@example.de',
      phonePrefix: '+49',
      phone: '151 2345 6789',
      PrivacyAgreed: 'true',
      MarketingAgreed: 'true',
      token: randomUUID(),
    };
    const limited = await postFrom(site.url, typed, '198.51.100.3', 'de');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(5);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect(limited.html).toContain('<html lang="de"');
    expect(limited.html).toContain(getDictionary('de')['depositPage.tooManyRequests_one']!.replace('{{count}}', '1'));
    // What the visitor typed comes back, the stay and the token too, ready to send again.
    expect(limited.html).toContain('value="Jürgen Weiß"');
    expect(limited.html).toContain('value="juergen.weiss@example.de"');
    expect(limited.html).toContain('value="151 2345 6789"');
    expect(limited.html).toMatch(/<option value="\+49" selected>/);
    expect(limited.html).toMatch(/id="field-PrivacyAgreed"[^>]*checked/);
    expect(limited.html).toMatch(/id="field-MarketingAgreed"[^>]*checked/);
    // The page's plain stay form comes back too, in the language of the page it is now on.
    expect(hiddenFields(limited.html)).toEqual({ ...form, culture: 'de', token: typed.token });
    expect(limited.html).not.toMatch(/<button class="button" type="submit" disabled/);
    expect(await stored()).toBe(2);

    // Once the window has passed, the same form books.
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    expect((await postFrom(site.url, typed, undefined, 'de')).status).toBe(303);
    expect(await stored()).toBe(3);
  });

  test('limits an e-mail address whichever IP it comes from; behind TRUST_PROXY each client IP counts on its own', async () => {
    site = await startSite({
      env: {
        RATE_LIMITS: 'on',
        RATE_LIMIT_BOOKING_PER_IP: '2/1m',
        RATE_LIMIT_BOOKING_PER_EMAIL: '2/1h',
        TRUST_PROXY: '1',
      },
    });
    const form = await freshBookingForm(site.url);
    const victim = { ...visitorContact(7), email: 'someone.else@example.com' };
    expect((await postFrom(site.url, { ...form, ...victim, token: randomUUID() }, '198.51.100.1')).status).toBe(303);
    expect((await postFrom(site.url, { ...form, ...victim, token: randomUUID() }, '198.51.100.2')).status).toBe(303);
    const third = await postFrom(
      site.url,
      { ...form, ...victim, email: 'Someone.Else@example.com', token: randomUUID() },
      '198.51.100.3',
      'ru',
    );
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(third.html).toContain('<html lang="ru"');
    expect(third.html).toContain(getDictionary('ru')['depositPage.tooManyRequests_many']!.replace('{{count}}', '60'));
    // Each client behind the proxy has its own count: the third IP books for another address, then
    // the first IP reaches its own limit of two.
    expect(
      (await postFrom(site.url, { ...form, ...visitorContact(8), token: randomUUID() }, '198.51.100.3')).status,
    ).toBe(303);
    expect(
      (await postFrom(site.url, { ...form, ...visitorContact(9), token: randomUUID() }, '198.51.100.1')).status,
    ).toBe(303);
    expect(
      (await postFrom(site.url, { ...form, ...visitorContact(10), token: randomUUID() }, '198.51.100.1')).status,
    ).toBe(429);
    expect(await stored()).toBe(4);
  });
});

if (postgres && testRedisUrl) {
  const redisUrl = testRedisUrl;
  test.describe('two instances on one PostgreSQL and one Redis', () => {
    let handle: TestDatabaseHandle;
    let inbox: SmtpInbox;
    const running: ServerProcess[] = [];
    const prefix = uniqueKeyPrefix('two-instances');

    test.afterEach(async () => {
      for (const server of running.splice(0)) server.child.kill('SIGKILL');
      await inbox?.close();
      await handle?.drop();
      await keysUnder(redisUrl, prefix, true);
    });

    test('500 booking posts from one IP within a minute: N stored across both, the rest 429; another IP still books and prices stay quick', async () => {
      test.setTimeout(180_000);
      const LIMIT = 10;
      const ATTACKER = '203.0.113.7';
      handle = await postgres.create();
      inbox = await startSmtpInbox();
      const env = {
        DATABASE_URL: handle.databaseUrl!,
        SMTP_URL: inbox.url,
        AGENCY_EMAIL: 'agency@linguatrips.test',
        RATE_LIMITS: 'on',
        REDIS_URL: redisUrl,
        RATE_LIMIT_KEY_PREFIX: prefix,
        RATE_LIMIT_BOOKING_PER_IP: `${LIMIT}/1m`,
        RATE_LIMIT_BOOKING_PER_EMAIL: 'off',
        TRUST_PROXY: '1',
      };
      const [a, b] = await Promise.all(
        [freePort(), freePort()].map(async (port) => startServerProcess(await port, env)),
      );
      running.push(a!, b!);
      await Promise.all([a!.waitReady(), b!.waitReady()]);
      const instances = [a!, b!];
      const form = await freshBookingForm(a!.url);
      const price = async (server: ServerProcess) => {
        const started = performance.now();
        const response = await fetch(
          `${server.url}/api/school/calculate/?s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28`,
        );
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        return performance.now() - started;
      };
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
      const prices = async (n: number) => {
        const times: number[] = [];
        for (let i = 0; i < n; i += 1) times.push(await price(instances[i % 2]!));
        return times;
      };
      await prices(10);
      const before = await prices(40);

      // The flood: 500 forms, each a new visitor as far as the form goes, all from one IP, sent
      // 25 at a time to the two instances in turn, as a balancer would spread them.
      const forms = Array.from({ length: 500 }, (_, n) => ({ ...form, ...visitorContact(n), token: randomUUID() }));
      const answers: { status: number; retryAfter: string | null; instance: number; ms: number }[] = [];
      let next = 0;
      const started = performance.now();
      const flood = Promise.all(
        Array.from({ length: 25 }, async () => {
          while (next < forms.length) {
            const n = next++;
            const answer = await postFrom(instances[n % 2]!.url, forms[n]!, ATTACKER);
            answers.push({
              status: answer.status,
              retryAfter: answer.headers.get('retry-after'),
              instance: n % 2,
              ms: answer.ms,
            });
          }
        }),
      );
      // Meanwhile, another visitor books on each instance and prices keep being asked for.
      const others = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const booked = [
          await postFrom(a!.url, { ...form, ...visitorContact(1_000), token: randomUUID() }, '198.51.100.23'),
          await postFrom(b!.url, { ...form, ...visitorContact(1_001), token: randomUUID() }, '198.51.100.24'),
        ];
        return { booked, during: await prices(40) };
      })();
      await flood;
      const floodMs = performance.now() - started;
      const { booked, during } = await others;

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 303)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(500 - LIMIT);
      // Each instance alone took 250 posts: counting on its own, each would have let LIMIT through.
      expect(answers.filter((answer) => answer.instance === 0 && answer.status === 429).length).toBeGreaterThan(LIMIT);
      expect(answers.filter((answer) => answer.instance === 1 && answer.status === 429).length).toBeGreaterThan(LIMIT);
      for (const answer of answers.filter((one) => one.status === 429))
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(floodMs).toBeLessThan(60_000);
      expect(booked.map((answer) => answer.status)).toEqual([303, 303]);

      const client = new pg.Client({ connectionString: handle.databaseUrl });
      await client.connect();
      const [row] = (await client.query<{ n: string }>('select count(*) as n from bookings')).rows;
      await client.end();
      expect(Number(row!.n)).toBe(LIMIT + 2);
      expect(await keysUnder(redisUrl, prefix)).toContain(`${prefix}:booking:ip:${ATTACKER}`);

      // Nothing else slows down: refusals are cheap enough that prices during the flood still
      // answer within a few times their quiet median (the flood, two servers and this test share
      // the machine's cores, so some slowdown is the machine's, not the limit's).
      console.log(
        `flood: 500 posts in ${(floodMs / 1000).toFixed(1)} s (median ${median(answers.map((answer) => answer.ms)).toFixed(1)} ms a post); ` +
          `price median ${median(before).toFixed(1)} ms before, ${median(during).toFixed(1)} ms during`,
      );
      expect(median(during)).toBeLessThan(Math.max(10 * median(before), 250));
      expect(a!.output()).not.toMatch(/rate limits: /);
    });
  });
}
