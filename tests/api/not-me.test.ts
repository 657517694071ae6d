// Issue 10, point 7: a booking confirmation cannot be used to spam strangers. It says who asked
// for it, when and where, and its "this was not me" link cancels the request and tells the agency
// through the durable queue; the visitor's address gets nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatMoment } from '#domain/dates/format-moment.ts';
import { bookings, mails } from '#server/db/schema.ts';
import {
  AGENCY,
  SCHOOL_ID,
  bookingForm,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const NOT_ME_LINK = /https:\/\/linguatrips\.test\/([a-z]{2})\/booking\/not-me\/([A-Za-z0-9_-]{43})\//;

describe.each(testDatabases)('"this was not me" on $kind', (database) => {
  let site: BookingMailTest;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    site.inbox.mails.length = 0;
  });

  const book = async (email: string, culture: 'en' | 'ru' = 'en') => {
    const outcome = await site.bookings.place({
      culture,
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email }),
    });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const [toVisitor] = await site.mailsTo(email, 2);
    const [row] = await site.api.db.select().from(bookings).where(eq(bookings.publicId, outcome.publicId));
    site.inbox.mails.length = 0;
    return { outcome, row: row!, toVisitor: toVisitor! };
  };
  const mailKinds = async (bookingId: number) =>
    (
      await site.api.db.select({ kind: mails.kind }).from(mails).where(eq(mails.bookingId, bookingId)).orderBy(mails.id)
    ).map((mail) => mail.kind);

  it('says when, where and with which address the request was made, and links "this was not me"', async () => {
    const { row, toVisitor } = await book('ana@example.com');
    // The time the row was stored, which the database's clock gives.
    const time = formatMoment(row.createdAt.toISOString(), 'en');
    expect(time).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC$/);
    expect(toVisitor.text).toContain(
      `This booking request was made in the booking form of linguatrips.test on ${time} with this e-mail address, ana@example.com: that is why this confirmation came to you.`,
    );
    const link = NOT_ME_LINK.exec(toVisitor.text);
    expect(link?.[1]).toBe('en');
    expect(link?.[2]).toBe(row.notMeToken);
    expect(toVisitor.text).toContain(`This was not me: ${link![0]}`);
    expect(toVisitor.html).toContain(`<a href="${link![0]}">This was not me</a>`);
    expect(row).toMatchObject({ status: 'new', cancelledAt: null, cancellationReason: null });
  });

  it("says it in the visitor's language", async () => {
    const { row, toVisitor } = await book('olga@example.com', 'ru');
    expect(toVisitor.text).toContain(
      `Эта заявка оформлена через форму бронирования на сайте linguatrips.test (${formatMoment(row.createdAt.toISOString(), 'ru')}) с адресом электронной почты olga@example.com`,
    );
    expect(toVisitor.text).toMatch(
      /^Это не я: https:\/\/linguatrips\.test\/ru\/booking\/not-me\/[A-Za-z0-9_-]{43}\/$/m,
    );
  });

  it('cancels the request and tells the agency once; the address gets nothing more', async () => {
    const { outcome, row } = await book('bea@example.com');
    const token = row.notMeToken!;
    // What the page shows before its button is pressed: nothing changes on reading.
    expect(await site.bookings.findNotMe(token)).toEqual({
      reference: outcome.reference,
      culture: 'en',
      schoolName: 'Harbour View English School',
      createdAt: row.createdAt.toISOString(),
      status: 'new',
    });

    const cancelled = await site.bookings.cancelNotMe(token);
    expect(cancelled).toEqual({
      kind: 'cancelled',
      booking: expect.objectContaining({ reference: outcome.reference, status: 'cancelled' }),
    });
    const [stored] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(stored).toMatchObject({ status: 'cancelled', cancelledAt: TEST_NOW, cancellationReason: 'not-me' });

    const [notice] = await site.mailsTo(AGENCY, 1);
    expect(notice!.subject).toBe(`Booking ${outcome.reference} cancelled: the address owner says "this was not me"`);
    expect(notice!.text).toContain('E-mail: bea@example.com');
    expect(notice!.text).toContain('Phone typed in the form: +5511987654321');
    expect(notice!.text).toContain(`Requested: ${formatMoment(row.createdAt.toISOString(), 'en')}`);
    expect(notice!.text).toContain('Cancelled: 22 November 2026 at 10:00 UTC');
    expect(notice!.text).toContain(`Booking page: https://linguatrips.test/en/booking/${outcome.publicId}/`);
    expect(await mailKinds(row.id)).toEqual(['booking-visitor', 'booking-agency', 'booking-not-me']);

    // Again: nothing changes and nobody is told twice.
    expect((await site.bookings.cancelNotMe(token)).kind).toBe('alreadyCancelled');
    await site.queue.idle();
    expect(site.inbox.mails).toHaveLength(1);
    expect(await mailKinds(row.id)).toEqual(['booking-visitor', 'booking-agency', 'booking-not-me']);
    // The booking page says so.
    expect(await site.bookings.find(outcome.publicId)).toMatchObject({
      status: 'cancelled',
      cancelledAt: TEST_NOW.toISOString(),
    });
  });

  it('cancels and tells once when the button is pressed twice at once', async () => {
    const { row } = await book('cid@example.com');
    const outcomes = await Promise.all([
      site.bookings.cancelNotMe(row.notMeToken!),
      site.bookings.cancelNotMe(row.notMeToken!),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['alreadyCancelled', 'cancelled']);
    expect(await mailKinds(row.id)).toEqual(['booking-visitor', 'booking-agency', 'booking-not-me']);
  });

  it('does nothing for a link that is not one of ours', async () => {
    const { row } = await book('dan@example.com');
    for (const token of ['A'.repeat(43), row.publicId, '', '../../etc/passwd', `${row.notMeToken}x`]) {
      expect(await site.bookings.findNotMe(token)).toBeNull();
      expect(await site.bookings.cancelNotMe(token)).toEqual({ kind: 'notFound' });
    }
    expect((await site.api.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe('new');
  });
});
