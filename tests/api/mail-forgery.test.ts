// Issue 10, point 6: mail that cannot be forged. The payloads of the report go through the booking
// service, the durable queue and nodemailer to a real SMTP server, and the delivered mails are read
// back: no extra recipient, no extra header, no forged plain-text line, no forged subject.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { bookingMails } from '#server/bookings/booking-mails.ts';
import { getCompany } from '#server/catalogue/index.ts';
import { toBookingView } from '#server/bookings/to-booking-view.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import {
  AGENCY,
  MAIL_TEST_CONFIG,
  SCHOOL_ID,
  bookingForm,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { testDatabases } from './support/test-databases.ts';

const FORGED_BCC = 'Ana\r\nBcc: x@evil.example';
const ENCODED_WORD = '=?utf-8?q?Your_booking_is_cancelled=2C_pay_at_evil=2Eexample?=';

const KNOWN_HEADERS = [
  'content-type',
  'from',
  'to',
  'reply-to',
  'subject',
  'message-id',
  'content-transfer-encoding',
  'date',
  'mime-version',
  'list-unsubscribe',
  'list-unsubscribe-post',
];

/** What a forged line or header would show: none of it may be in a delivered mail. */
function expectNothingForged(mail: ReceivedMail, recipient: string) {
  expect(mail.to).toEqual([recipient]);
  expect(mail.headers.bcc).toBeUndefined();
  const headerBlock = mail.raw.split(/\r?\n\r?\n/)[0]!;
  expect(headerBlock).not.toMatch(/^bcc:/im);
  // The visitor's words may be in the Subject, as its text; in no other header.
  expect(
    Object.keys(mail.headers).filter((name) => name !== 'subject' && mail.headers[name]!.includes('evil')),
  ).toEqual([]);
  expect(Object.keys(mail.headers).filter((name) => !KNOWN_HEADERS.includes(name))).toEqual([]);
  for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/^\s*Bcc:/m);
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe.each(testDatabases)('mail that cannot be forged, on $kind', (database) => {
  let site: BookingMailTest;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    site.inbox.mails.length = 0;
  });

  it('refuses a name with a line break at the form: nothing stored, nothing mailed', async () => {
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: FORGED_BCC, email: 'ana@example.com' }),
    });
    expect(outcome.kind === 'invalid' && outcome.form.errors).toEqual({ name: 'bookingModal.hasControlCharacters' });
    await site.queue.idle();
    expect(site.inbox.mails).toHaveLength(0);
  });

  it('shows an encoded-word name as typed: the subject says what was typed, not what it spells', async () => {
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: ENCODED_WORD, email: 'ben@example.com' }),
    });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const [toAgency] = await site.mailsTo(AGENCY, 2);
    const [toVisitor] = site.inbox.mails.filter((mail) => mail.to.includes('ben@example.com'));
    expect(toAgency!.subject).toBe(`New booking ${outcome.reference}: Harbour View English School, ${ENCODED_WORD}`);
    expect(toAgency!.subject).not.toContain('pay at evil.example');
    // nodemailer's own encoder wrote the whole subject as encoded words, which readers decode once.
    expect(toAgency!.headers.subject).toMatch(/^=\?UTF-8\?Q\?New_booking_LT-/);
    expect(toAgency!.text).toContain(`Name: ${ENCODED_WORD}`);
    expect(toVisitor!.text).toContain(`Dear ${ENCODED_WORD},`);
    expectNothingForged(toAgency!, AGENCY);
    expectNothingForged(toVisitor!, 'ben@example.com');
  });

  it('keeps a stored name with line breaks on one line in every subject and plain-text line', async () => {
    // The form refuses such a name; a row that holds one anyway (stored before the check, or
    // written by another way in) must still make mails that forge nothing.
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email: 'cara@example.com' }),
    });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    await site.inbox.waitFor(2);
    site.inbox.mails.length = 0;
    const [row] = await site.api.db
      .update(bookings)
      .set({ name: FORGED_BCC, phone: '+1\nX-Forged: yes' })
      .where(eq(bookings.publicId, outcome.publicId))
      .returning();
    await site.api.db.transaction(async (tx) =>
      site.queue.enqueue(
        tx,
        bookingMails(toBookingView(row!), row!.id, MAIL_TEST_CONFIG, row!.notMeToken, await getCompany(tx)),
      ),
    );
    // The "this was not me" notice to the agency repeats the name and phone too.
    expect((await site.bookings.cancelNotMe(row!.notMeToken!)).kind).toBe('cancelled');
    await site.inbox.waitFor(3);
    const received = site.inbox.mails;
    const toVisitor = received.find((mail) => mail.to.includes('cara@example.com'))!;
    const toAgency = received.filter((mail) => mail.to.includes(AGENCY));
    expect(toAgency).toHaveLength(2);
    expectNothingForged(toVisitor, 'cara@example.com');
    for (const mail of toAgency) expectNothingForged(mail, AGENCY);
    expect(toVisitor.text).toContain('Dear Ana Bcc: x@evil.example,');
    const notice = toAgency.find((mail) => mail.subject.includes('cancelled'))!;
    const booked = toAgency.find((mail) => mail.subject.startsWith('New booking'))!;
    expect(booked.subject).toBe(
      `New booking ${outcome.reference}: Harbour View English School, Ana Bcc: x@evil.example`,
    );
    expect(booked.text).toMatch(/^Name: Ana Bcc: x@evil\.example$/m);
    expect(booked.text).toMatch(/^Phone: \+1 X-Forged: yes$/m);
    expect(notice.text).toMatch(/^Name typed in the form: Ana Bcc: x@evil\.example$/m);
    for (const mail of received) expect(mail.raw).not.toMatch(/^X-Forged:/im);
  });
});
