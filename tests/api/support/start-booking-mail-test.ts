import { randomUUID } from 'node:crypto';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { createMailQueue, type MailQueue } from '#server/mail/create-mail-queue.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { RateLimits } from '#server/rate-limit/rate-limits.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import { createBookingService, type BookingService } from '#server/bookings/booking-service.ts';
import type { PostedForm } from '#server/bookings/read-booking-form.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import type { ReceivedMail } from '../../support/read-mail.ts';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox.ts';
import { findBookingByPublicId, type BookingRow } from '#server/bookings/queries/find-booking-by-public-id.ts';
import { FIXTURE_CONTENT_DIR } from './fixture-content.ts';
import { TEST_NOW } from './start-test-api.ts';
import type { TestDatabase, TestDatabaseHandle } from './test-databases.ts';

export const AGENCY = 'agency@linguatrips.test';
export const MAIL_TEST_CONFIG = loadConfig({
  ENVIRONMENT_NAME: 'test',
  BASE_ADDRESS: 'https://linguatrips.test',
  AGENCY_EMAIL: AGENCY,
});

// Fixture school 101 (Harbour View, Malta): General English, 2 weeks from Monday 2027-03-01, host
// family with half board, transfer both ways (as tests/api/booking.test.ts books it).
export const SCHOOL_ID = 101;
const school = loadContent(FIXTURE_CONTENT_DIR).schools.find((s) => s.id === SCHOOL_ID) as SchoolContent;
const rules = toCartSchool(shownPricedSchool(school, utcToday(TEST_NOW)), currencyOf(school.currency, 'en'));
const built = cartFromQuery(
  rules,
  {
    schoolId: SCHOOL_ID,
    culture: 'en',
    weekPriceId: 102,
    weeks: 2,
    courseStart: '2027-03-01',
    roomId: 11,
    foodId: 1,
    transferId: 1,
  },
  TEST_NOW,
);
if (!built.ok) throw new Error('the fixture cart does not build');
const calcParams = calcParamsFromCart(rules, built.cart);

/** The booking form as the deposit route reads it, for this stay and a contact. */
export function bookingForm(contact: Record<string, string>): PostedForm {
  const values = new Map(
    Object.entries({
      ...calcParams,
      token: randomUUID(),
      phonePrefix: '+55',
      phone: '(11) 98765-4321',
      PrivacyAgreed: 'true',
      ...contact,
    }),
  );
  return { get: (name: string) => values.get(name) ?? null };
}

export interface BookingMailTest {
  api: StartedApi;
  inbox: SmtpInbox;
  queue: MailQueue;
  bookings: BookingService;
  /** Waits until `count` mails have arrived and returns those to `to`. */
  mailsTo(to: string, count: number): Promise<ReceivedMail[]>;
  /** Books the fixture stay for Ana Lima at `email` and waits for its two mails, then empties the inbox. */
  book(email: string): Promise<{ publicId: string; reference: string; row: BookingRow }>;
  /** Asks for a one-time code for the booking and reads it in the mail that reached `email`, then empties the inbox. */
  mailedCode(publicId: string, email: string): Promise<{ code: string; mail: ReceivedMail }>;
  close(): Promise<void>;
}

/** The API, its mail queue and worker, and a real SMTP server, on a fresh database of the given kind. */
export async function startBookingMailTest(
  database: TestDatabase,
  options: { clock?: () => Date; limits?: Pick<RateLimits, 'consume'> } = {},
): Promise<BookingMailTest> {
  const clock = options.clock ?? (() => TEST_NOW);
  const handle: TestDatabaseHandle = await database.create();
  const inbox = await startSmtpInbox();
  const mailer: Mailer = createMailer({ smtpUrl: inbox.url, from: MAIL_TEST_CONFIG.mailFrom, outboxDir: 'unused' });
  const api = await startApi({
    databaseUrl: handle.databaseUrl,
    dataDir: handle.dataDir,
    contentDir: FIXTURE_CONTENT_DIR,
    config: MAIL_TEST_CONFIG,
    clock: () => TEST_NOW,
  });
  const queue = await createMailQueue({
    db: api.db,
    kind: api.kind,
    queueDb: api.queueDb,
    from: MAIL_TEST_CONFIG.mailFrom,
    retryLimit: 2,
    clock: () => TEST_NOW,
    logger: createLogger({ level: 'silent' }),
    timings: { pollSeconds: 0.5, retryDelaySeconds: 1, maxRetryDelaySeconds: 2, superviseSeconds: 2 },
  });
  await queue.work(mailer);
  const bookings = createBookingService({
    db: api.db,
    clock,
    config: MAIL_TEST_CONFIG,
    mails: queue,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const mailsTo = async (to: string, count: number) => {
    await inbox.waitFor(count, 15_000);
    return inbox.mails.filter((mail) => mail.to.includes(to));
  };
  // A mail sent by an earlier step may still be on its way: wait for the one that is meant.
  const mailWhere = async (wanted: (mail: ReceivedMail) => boolean) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const found = inbox.mails.find(wanted);
      if (found) return found;
      if (Date.now() > until) throw new Error('the awaited mail did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    api,
    inbox,
    queue,
    bookings,
    mailsTo,
    async book(email) {
      const outcome = await bookings.place({
        culture: 'en',
        schoolId: SCHOOL_ID,
        form: bookingForm({ name: 'Ana Lima', email }),
      });
      if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
      await mailWhere((mail) => mail.to.includes(email) && mail.subject.includes(outcome.reference));
      await mailWhere((mail) => mail.to.includes(AGENCY) && mail.subject.includes(outcome.reference));
      inbox.mails.length = 0;
      const row = await findBookingByPublicId(api.db, outcome.publicId);
      if (!row) throw new Error('the booking cannot be read back');
      return { publicId: outcome.publicId, reference: outcome.reference, row };
    },
    async mailedCode(publicId, email) {
      const sent = await bookings.requestCode({ publicId });
      if (sent.kind !== 'sent') throw new Error(`no code sent: ${sent.kind}`);
      // The code opens the subject; the booking's other mails name its reference (LT-7K3F-9Q2M).
      const mail = await mailWhere((received) => received.to.includes(email) && /^\d{6}\s/.test(received.subject));
      inbox.mails.length = 0;
      return { code: mail.subject.slice(0, 6), mail };
    },
    async close() {
      await queue.stop();
      mailer.close();
      await api.close();
      await inbox.close();
      await handle.drop();
    },
  };
}
