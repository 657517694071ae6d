import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import type { CalcParams } from '#domain/booking/calc-params.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { addWorkingDays } from '#domain/dates/add-working-days.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { bookings, mails } from '#server/db/schema.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { captureLog } from '../support/capture-log.ts';
import { createMailQueue, MAIL_QUEUE, type MailQueue } from '#server/mail/create-mail-queue.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import { createBookingService, type BookingService } from '#server/bookings/booking-service.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

// Fixture school 101 (Harbour View, Malta, EUR): General English with 30 lessons (option 102)
// for 2 weeks from Monday 2027-03-01, host family single room with half board, transfer both ways.
// Booked on TEST_NOW (2026-11-22), inside the school's 20 % winter promotion on the course.
const SCHOOL_ID = 101;
const catalogue = loadContent(FIXTURE_CONTENT_DIR);
const school = catalogue.schools.find((s) => s.id === SCHOOL_ID) as SchoolContent;
const rules = toCartSchool(shownPricedSchool(school, utcToday(TEST_NOW)), currencyOf(school.currency, 'en'));
const query = {
  schoolId: SCHOOL_ID,
  culture: 'en' as const,
  weekPriceId: 102,
  weeks: 2,
  courseStart: '2027-03-01',
  roomId: 11,
  foodId: 1,
  transferId: 1,
};
const built = cartFromQuery(rules, query, TEST_NOW);
if (!built.ok) throw new Error('the fixture cart does not build');
const cart = built.cart;
const expected = quoteCart(rules, cart, { now: TEST_NOW }).answer!;
const calcParams: CalcParams = calcParamsFromCart(rules, cart);

// Retry after about a second, so a test sees a second attempt quickly.
const QUICK_RETRIES = { pollSeconds: 0.5, retryDelaySeconds: 1, maxRetryDelaySeconds: 2, superviseSeconds: 2 };

const CONFIG = loadConfig({
  ENVIRONMENT_NAME: 'test',
  BASE_ADDRESS: 'https://linguatrips.test',
  AGENCY_EMAIL: 'agency@linguatrips.test',
});

function form(fields: Record<string, string | undefined>) {
  const values = new Map(
    Object.entries({ ...calcParams, ...fields }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { get: (name: string) => values.get(name) ?? null };
}

const visitor = (token: string, extra: Record<string, string | undefined> = {}) =>
  form({
    token,
    name: 'Ana Lima',
    email: 'ana@example.com',
    phonePrefix: '+55',
    phone: '(11) 98765-4321',
    PrivacyAgreed: 'true',
    MarketingAgreed: 'true',
    ...extra,
  });

// A token as the site makes them: the deposit route takes no other shape.
const newToken = () => randomUUID();

describe.each(testDatabases)('booking a stay on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let service: BookingService;
  let queue: MailQueue;

  // A queue on the suite's database with pauses short enough for a test to watch retries.
  const startQueue = (retryLimit = CONFIG.mailRetryLimit, logger = createLogger({ level: 'silent' })) =>
    createMailQueue({
      db: api.db,
      kind: api.kind,
      queueDb: api.queueDb,
      from: CONFIG.mailFrom,
      retryLimit,
      clock: () => TEST_NOW,
      logger,
      timings: QUICK_RETRIES,
    });
  const open = async () => {
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: CONFIG,
      clock: () => TEST_NOW,
    });
    queue = await startQueue();
    await queue.work(mailer);
    service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
  };
  // The suite's normal worker again, after a test ran its own.
  const restartWorker = async () => {
    queue = await startQueue();
    await queue.work(mailer);
    service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
  };
  const close = async () => {
    await queue?.stop();
    await api?.close();
  };
  const mailsOf = async (token: string) => {
    const [row] = await api.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.token, token));
    return api.db.select().from(mails).where(eq(mails.bookingId, row!.id)).orderBy(mails.id);
  };
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
    const limit = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > limit) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stored = async () => (await api.db.select({ n: count() }).from(bookings))[0]!.n;

  beforeAll(async () => {
    // PGlite's copy is a folder, not memory: the restart test closes the database and opens it again.
    handle = await database.create();
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, from: CONFIG.mailFrom, outboxDir: 'unused' });
    await open();
  });
  afterAll(async () => {
    await close();
    mailer?.close();
    await inbox?.close();
    await handle?.drop();
  });
  beforeEach(() => {
    inbox.mails.length = 0;
  });

  it('stores the booking with the price the rules give, then mails the visitor and the agency through SMTP', async () => {
    const token = newToken();
    const outcome = await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) });
    expect(outcome).toMatchObject({ kind: 'booked', created: true });
    if (outcome.kind !== 'booked') throw new Error('not booked');
    expect(outcome.publicId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(outcome.reference).toMatch(/^LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const [row] = await api.db.select().from(bookings).where(eq(bookings.token, token));
    expect(row).toMatchObject({
      schoolId: SCHOOL_ID,
      culture: 'en',
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '+5511987654321',
      marketingAgreed: true,
      currency: 'EUR',
      total: expected.total,
      deposit: expected.deposit.value,
      balance: expected.balance,
      balanceDate: '2027-02-01',
      courseStart: '2027-03-01',
    });
    expect(row!.quote).toEqual(expected);
    // Worked out by hand: course 2 × 340 = 680, 20 % off = 136; fees 70 + 40 + placement 50;
    // host family Sunday 2027-02-28 → Saturday 2027-03-13, 13 nights = 2 weeks × 230 = 460; transfer 60.
    expect([expected.total, expected.moneyOff, expected.deposit.value, expected.balance]).toEqual([
      122_400, 13_600, 20_000, 102_400,
    ]);
    expect(row!.summary).toMatchObject({
      school: { id: SCHOOL_ID, name: 'Harbour View English School' },
      course: { name: 'General English' },
      accommodation: { name: 'Host family', roomFor: 1 },
      transfer: { id: 1 },
    });
    expect(row!.calcParams).toEqual(calcParams);

    const received = await inbox.waitFor(2);
    const toVisitor = received.find((mail) => mail.to.includes('ana@example.com'))!;
    const toAgency = received.find((mail) => mail.to.includes('agency@linguatrips.test'))!;
    const queued = await until(
      () => mailsOf(token),
      (rows) => rows.every((mail) => mail.status === 'sent'),
    );
    expect(queued.map((mail) => [mail.kind, mail.recipient, mail.attempts, mail.lastError])).toEqual([
      ['booking-visitor', 'ana@example.com', 1, null],
      ['booking-agency', 'agency@linguatrips.test', 1, null],
    ]);
    // The Message-ID the row was given when queued is the one the mail carried.
    expect(toVisitor.messageId).toBe(queued[0]!.messageId);
    expect(toAgency.messageId).toBe(queued[1]!.messageId);
    expect(queued[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@linguatrips\.example>$/);
    expect(toVisitor.subject).toBe(`Your booking ${outcome.reference}: Harbour View English School`);
    expect(toVisitor.replyTo).toBe('agency@linguatrips.test');
    expect(toVisitor.text).toContain('Deposit, paid after confirmation: €200.00');
    expect(toVisitor.text).toContain('Balance, due by 01/02/2027: €1,024.00');
    // Who confirms and by when, how the deposit and the balance are paid: the booking page's words.
    expect(toVisitor.text).toContain(
      'Your booking manager confirms the place with the school within 1 working day. Then they send you a payment link for the deposit: you never send card details by e-mail. The balance is paid directly to the school.',
    );
    const [stored] = await api.db.select().from(bookings).where(eq(bookings.token, token));
    const confirmBy = formatDate(addWorkingDays(stored!.createdAt.toISOString().slice(0, 10), 1), 'en');
    expect(toVisitor.text).toContain(
      `By ${confirmBy}: Irina Volkova, your booking manager, confirms your place with the school.`,
    );
    expect(toVisitor.text).toContain('By 01/02/2027: you pay the balance of €1,024.00 directly to the school.');
    expect(toVisitor.text).toContain('01/03/2027: your course starts.');
    expect(toVisitor.text).toContain('never send card details by e-mail');
    expect(toVisitor.text).toContain(`https://linguatrips.test/en/booking/${outcome.publicId}/`);
    expect(toAgency.subject).toBe(`New booking ${outcome.reference}: Harbour View English School, Ana Lima`);
    expect(toAgency.replyTo).toBe('ana@example.com');
    expect(toAgency.text).toContain('Phone: +5511987654321');
    expect(toAgency.text).toContain(
      'https://linguatrips.test/en/english/malta/st_julians/harbour_view_english/?s.id=101&culture=en&c.w=102',
    );
  });

  it("writes the mails in the visitor's culture", async () => {
    const outcome = await service.place({
      culture: 'ru',
      schoolId: SCHOOL_ID,
      form: visitor(newToken(), { name: 'Анна' }),
    });
    if (outcome.kind !== 'booked') throw new Error('not booked');
    const received = await inbox.waitFor(2);
    const toVisitor = received.find((mail) => mail.to.includes('ana@example.com'))!;
    expect(toVisitor.subject).toBe(`Ваше бронирование ${outcome.reference}: Harbour View English School`);
    expect(toVisitor.text).toContain('Здравствуйте, Анна!');
    expect(toVisitor.text).toContain('Курс: Общий английский');
    expect(toVisitor.text).toMatch(/Депозит, оплата после подтверждения: 200,00\s€/);
    expect(toVisitor.text).toContain('Менеджер по бронированию подтвердит место в школе в течение 1 рабочего дня.');
    expect(toVisitor.text).toMatch(/До 01\.02\.2027: вы оплачиваете остаток 1\s024,00\s€ напрямую школе\./);
    expect(toVisitor.text).toContain('Irina Volkova, ваш менеджер по бронированию, подтвердит место в школе.');
    // The agency reads English whatever the visitor's culture.
    expect(received.find((mail) => mail.to.includes('agency@linguatrips.test'))!.text).toContain(
      'Course: General English',
    );
  });

  it('stores one booking for a double submit, even when both arrive at once, and mails once', async () => {
    const before = await stored();
    const token = newToken();
    const [first, second] = await Promise.all([
      service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) }),
      service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) }),
    ]);
    const again = await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) });
    expect(await stored()).toBe(before + 1);
    expect(first.kind === 'booked' && second.kind === 'booked' && again.kind === 'booked').toBe(true);
    if (first.kind !== 'booked' || second.kind !== 'booked' || again.kind !== 'booked') return;
    expect(new Set([first.publicId, second.publicId, again.publicId]).size).toBe(1);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(again.created).toBe(false);
    await queue.idle();
    expect(inbox.mails).toHaveLength(2);
  });

  it('gives an invalid form back with every field error and its values, and stores nothing', async () => {
    const before = await stored();
    const token = newToken();
    const outcome = await service.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: visitor(token, {
        name: '  ',
        email: 'ana@',
        phonePrefix: '+7',
        phone: '916 12',
        PrivacyAgreed: undefined,
        MarketingAgreed: 'true',
      }),
    });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.form.errors).toEqual({
      name: 'bookingModal.NameIsRequired',
      email: 'bookingModal.emailIsInvalid',
      phone: 'bookingModal.phoneIsInvalid',
      PrivacyAgreed: 'bookingModal.fieldIsRequired',
    });
    expect(outcome.form.values).toEqual({
      name: '  ',
      email: 'ana@',
      phonePrefix: '+7',
      phone: '916 12',
      privacyAgreed: false,
      marketingAgreed: true,
      token,
    });
    expect(outcome.form.cartErrors).toEqual([]);
    expect(outcome.form.offer?.quote.total).toBe(expected.total);
    expect(await stored()).toBe(before);
    await queue.idle();
    expect(inbox.mails).toHaveLength(0);
  });

  it('refuses a stay the school cannot sell, naming the cart error, and stores nothing', async () => {
    const before = await stored();
    const tooSoon = await service.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: visitor(newToken(), { 'CalcParams.Course.Start': '2026-11-23' }),
    });
    // Its housing, still around 1 March 2027, is also months away from a course on 23 November 2026.
    expect(tooSoon.kind === 'invalid' && tooSoon.form.cartErrors).toEqual([
      'howToBook.BookingCourseError',
      'validationErrors.housingOutsideCourse',
    ]);
    const foreign = await service.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: visitor(newToken(), { 'CalcParams.Course.SelectedWeekPriceId': '999' }),
    });
    expect(foreign.kind === 'invalid' && foreign.form.cartErrors).toEqual(['booking.cartInvalid']);
    const garbled = await service.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: visitor(newToken(), { 'CalcParams.Course.Weeks': 'two' }),
    });
    expect(garbled.kind === 'invalid' && garbled.form.cartErrors).toEqual(['booking.cartInvalid']);
    expect(await stored()).toBe(before);
  });

  it('asks for the form again, with a new token, when it came without a usable one', async () => {
    const outcome = await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor('short') });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.form.tokenRenewed).toBe(true);
    expect(outcome.form.values.token).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknownSchool for a school the catalogue does not have', async () => {
    expect(await service.place({ culture: 'en', schoolId: 999, form: visitor(newToken()) })).toEqual({
      kind: 'unknownSchool',
    });
    expect(await service.prepare({ culture: 'en', schoolId: 999, query: new URLSearchParams() })).toEqual({
      kind: 'unknownSchool',
    });
  });

  it('prepares a fresh form priced from the school page query, each with its own token', async () => {
    const first = await service.prepare({
      culture: 'en',
      schoolId: SCHOOL_ID,
      query: new URLSearchParams('c.w=102&c.weeks=2&c.s=2027-03-01&a.r=11&a.f=1&t.id=1'),
    });
    const second = await service.prepare({ culture: 'en', schoolId: SCHOOL_ID, query: new URLSearchParams() });
    if (first.kind !== 'form' || second.kind !== 'form') throw new Error('no form');
    expect(first.form.offer?.quote).toEqual(expected);
    expect(first.form.offer?.calcParams).toEqual(calcParams);
    expect(first.form.values.token).not.toBe(second.form.values.token);
    expect(second.form.offer?.quote.course.id).toBe(1);
  });

  it('retries a mail the server refused, with the same Message-ID, until it goes through', async () => {
    await queue.stop();
    // Refuses the first attempt of every mail, then hands over to the real SMTP server.
    const refused = new Set<string>();
    const flaky = {
      kind: 'smtp' as const,
      async send(message: Parameters<typeof mailer.send>[0]) {
        if (!refused.has(message.name)) {
          refused.add(message.name);
          throw new Error('421 try again later');
        }
        await mailer.send(message);
      },
      close: () => undefined,
    };
    queue = await startQueue();
    await queue.work(flaky);
    service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
    const token = newToken();
    expect(await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) })).toMatchObject({
      kind: 'booked',
      created: true,
    });
    const rows = await until(
      () => mailsOf(token),
      (found) => found.length === 2 && found.every((mail) => mail.status === 'sent'),
    );
    expect(rows.map((mail) => [mail.attempts, mail.lastError])).toEqual([
      [2, null],
      [2, null],
    ]);
    const received = await inbox.waitFor(2);
    expect(received.map((mail) => mail.messageId).sort()).toEqual(rows.map((mail) => mail.messageId).sort());
    await queue.stop();
    await restartWorker();
  });

  it('keeps the booking when the mail server stays down: each mail is retried, then marked failed and logged', async () => {
    await queue.stop();
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: CONFIG.mailFrom, outboxDir: 'unused' });
    const log = captureLog();
    queue = await startQueue(1, log.logger);
    await queue.work(down);
    service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
    const token = newToken();
    const outcome = await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) });
    expect(outcome).toMatchObject({ kind: 'booked', created: true });
    const rows = await until(
      () => mailsOf(token),
      (found) => found.length === 2 && found.every((mail) => mail.status === 'failed'),
    );
    for (const row of rows) {
      expect(row.attempts).toBe(2);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
    }
    // One line per attempt: a retry, then the loud failure, each with its mail's kind and id and the address masked.
    const loud = log.lines().filter((line) => line.event === 'mail.failed');
    expect(loud).toHaveLength(2);
    expect(loud[0]).toMatchObject({ level: 50, attempt: 2, mailId: expect.any(Number), kind: expect.any(String) });
    expect(loud[0]!.msg).toMatch(/^MAIL FAILED: not delivered after 2 attempts/);
    expect(log.lines().filter((line) => line.event === 'mail.retrying')).toHaveLength(2);
    expect(loud.map((line) => line.to).sort()).toEqual(['a***@example.com', 'a***@linguatrips.test']);
    expect(JSON.stringify(log.lines())).not.toContain('ana@example.com');
    await queue.stop();
    down.close();
    await restartWorker();
    // Failed stays failed (staff resend it); the booking itself is stored as made.
    const [row] = await api.db.select().from(bookings).where(eq(bookings.token, token));
    expect(row).toMatchObject({ total: expected.total });
  });

  it('delivers the mails of an instance that died holding them: their jobs expire and another instance sends them', async () => {
    await queue.stop();
    // Jobs held longer than two seconds count as lost, and the queue looks for them every second.
    const shortLease = { ...QUICK_RETRIES, expireSeconds: 2, superviseSeconds: 1 };
    const survivorQueue = () =>
      createMailQueue({
        db: api.db,
        kind: api.kind,
        queueDb: api.queueDb,
        from: CONFIG.mailFrom,
        retryLimit: CONFIG.mailRetryLimit,
        clock: () => TEST_NOW,
        logger: createLogger({ level: 'silent' }),
        timings: shortLease,
      });
    queue = await survivorQueue();
    service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
    const token = newToken();
    expect(await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: visitor(token) })).toMatchObject({
      kind: 'booked',
      created: true,
    });
    // The dying instance takes both jobs and is gone before it settles them, as after kill -9: no
    // worker of its own is left to notice that they ran out of time.
    const dying = new PgBoss({
      db: api.queueDb,
      backend: api.kind === 'pglite' ? 'pglite' : 'postgres',
      supervise: false,
      schedule: false,
    });
    await dying.start();
    expect(await dying.fetch(MAIL_QUEUE, { batchSize: 10 })).toHaveLength(2);
    await dying.stop({ graceful: false, close: false });
    await queue.work(mailer);
    // Lease (2 s), the next look (1 s) and the retry's pause (1–2 s); with pg-boss's default of one
    // look a minute, a crashed instance's mails waited up to 90 s.
    const statuses = async () => (await mailsOf(token)).map((mail) => mail.status);
    await until(statuses, (found) => found.length === 2 && found.every((status) => status === 'sent'), 15_000);
    const received = await inbox.waitFor(2);
    expect(received.map((mail) => mail.messageId).sort()).toEqual(
      (await mailsOf(token)).map((mail) => mail.messageId).sort(),
    );
    await queue.stop();
    await restartWorker();
  });

  it('keeps every booking across a restart of the server and its database', async () => {
    const outcome = await service.place({ culture: 'de', schoolId: SCHOOL_ID, form: visitor(newToken()) });
    if (outcome.kind !== 'booked') throw new Error('not booked');
    const before = await stored();
    await close();
    await open();
    expect(await stored()).toBe(before);
    const booking = await service.find(outcome.publicId);
    expect(booking).toMatchObject({
      publicId: outcome.publicId,
      reference: outcome.reference,
      culture: 'de',
      contact: { name: 'Ana L.' },
      quote: { total: expected.total },
    });
    expect(await service.find('x'.repeat(32))).toBeNull();
    expect(await service.find('../../etc/passwd')).toBeNull();
  });
});

describe('booking mails without SMTP', () => {
  it('writes both as .eml files into the outbox folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'linguatrips-outbox-'));
    const outbox = createMailer({
      smtpUrl: undefined,
      from: 'LinguaTrips <bookings@linguatrips.test>',
      outboxDir: dir,
    });
    try {
      await outbox.send({
        name: 'LT-000001-visitor',
        to: 'ana@example.com',
        subject: 'Ваше бронирование',
        text: 'Привет',
        html: '<p>Привет</p>',
      });
      expect(readdirSync(dir)).toEqual(['LT-000001-visitor.eml']);
      const eml = readFileSync(join(dir, 'LT-000001-visitor.eml'), 'utf8');
      expect(eml).toMatch(/^To: ana@example\.com$/m);
      expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    } finally {
      outbox.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
