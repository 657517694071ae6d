// Issue 17, points 2 and 3: a visitor cancels their own booking from the booking page, with a
// one-time code mailed to the booking's address (a forwarded link is not enough): at once and free
// within the free-cancellation window, as a request staff decide on after it. Both sides get mails
// through the queue, and the office's history records it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingCodes, bookingEvents, bookings, mails } from '#server/db/schema.ts';
import { createRateLimits } from '#server/rate-limit/create-rate-limits.ts';
import {
  AGENCY,
  MAIL_TEST_CONFIG,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Booked Sunday 22 November 2026 at 11:00 in Malta (10:00 UTC): free until Wednesday the 25th
// ends on the school's clocks, 23:00 UTC.
const BOOKED_AT = TEST_NOW;
const LAST_FREE_INSTANT = new Date('2026-11-25T22:59:59.000Z');
const WINDOW_OVER = new Date('2026-11-25T23:00:00.000Z');

describe.each(testDatabases)('cancelling a booking from its page on $kind', (database) => {
  let site: BookingMailTest;
  let now = TEST_NOW;
  beforeAll(async () => {
    const limits = await createRateLimits({ settings: MAIL_TEST_CONFIG.rateLimits, log: () => {} });
    site = await startBookingMailTest(database, { clock: () => now, limits });
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    site.inbox.mails.length = 0;
    now = TEST_NOW;
  });

  const book = async (email: string) => {
    const booked = await site.book(email);
    // The row's time is the database's clock; the window is counted from a known instant.
    await site.api.db.update(bookings).set({ createdAt: BOOKED_AT }).where(eq(bookings.publicId, booked.publicId));
    const [row] = await site.api.db.select().from(bookings).where(eq(bookings.publicId, booked.publicId));
    return { ...booked, row: row! };
  };
  const mailedCode = async (publicId: string, email: string) => {
    const mailed = await site.mailedCode(publicId, email);
    expect(mailed.mail.subject).toMatch(/^\d{6} is your code for booking LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    return mailed;
  };
  const kindsOf = async (bookingId: number) =>
    (
      await site.api.db.select({ kind: mails.kind }).from(mails).where(eq(mails.bookingId, bookingId)).orderBy(mails.id)
    ).map((m) => m.kind);

  it("keeps the school's time zone with the booking and mails a six-digit code to the booking's address", async () => {
    const { publicId, reference, row } = await book('zoe@example.com');
    expect(row.timeZone).toBe('Europe/Malta');
    expect(await site.bookings.find(publicId)).toMatchObject({
      timeZone: 'Europe/Malta',
      cancellationRequestedAt: null,
    });
    const { code, mail } = await mailedCode(publicId, 'zoe@example.com');
    expect(mail.subject).toBe(`${code} is your code for booking ${reference}`);
    expect(mail.text).toContain(
      `Your one-time code to cancel or change booking ${reference} is ${code}. Type it on the booking page; it works for 15 minutes.`,
    );
    // Only a hash is stored.
    const hashes = await site.api.db
      .select({ codeHash: bookingCodes.codeHash })
      .from(bookingCodes)
      .where(eq(bookingCodes.bookingId, row.id));
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.codeHash).not.toContain(code);
    expect(hashes[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('cancels at once within the free window, records it and mails the visitor and the agency', async () => {
    const { publicId, reference, row } = await book('bob@example.com');
    now = new Date(LAST_FREE_INSTANT.getTime() - 60_000);
    const { code } = await mailedCode(publicId, 'bob@example.com');
    now = LAST_FREE_INSTANT;
    expect(await site.bookings.cancelWithCode({ publicId, code: `${code.slice(0, 3)} ${code.slice(3)}` })).toEqual({
      kind: 'cancelled',
    });
    const [stored] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(stored).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'visitor-free-window',
      cancelledAt: LAST_FREE_INSTANT,
      cancellationRequestedAt: null,
    });
    const events = await site.api.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events).toEqual([
      expect.objectContaining({ kind: 'status', fromStatus: 'new', toStatus: 'cancelled', staffId: null }),
    ]);

    const received = await site.inbox.waitFor(2, 15_000);
    const toVisitor = received.find((m) => m.to.includes('bob@example.com'))!;
    const toAgency = received.find((m) => m.to.includes(AGENCY))!;
    expect(toVisitor.subject).toBe(`Booking ${reference} cancelled free of charge: Harbour View English School`);
    expect(toAgency.subject).toBe(`Booking ${reference} cancelled by the visitor (free window)`);
    expect(toAgency.text).toContain('reason: visitor, within free window');
    expect(await kindsOf(row.id)).toEqual([
      'booking-visitor',
      'booking-agency',
      'booking-code',
      'booking-visitor-cancelled',
      'booking-visitor-cancelled-agency',
    ]);
    // The same code, or another, changes nothing more.
    expect(await site.bookings.cancelWithCode({ publicId, code })).toEqual({ kind: 'closed' });
    expect(await site.bookings.requestCode({ publicId })).toEqual({ kind: 'closed' });
    expect(await site.bookings.find(publicId)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'visitor-free-window',
    });
  });

  it('after the window, sends a cancellation request that staff decide on, once', async () => {
    const { publicId, reference, row } = await book('cy@example.com');
    now = WINDOW_OVER;
    const { code } = await mailedCode(publicId, 'cy@example.com');
    expect(await site.bookings.cancelWithCode({ publicId, code })).toEqual({ kind: 'requested' });
    const [stored] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(stored).toMatchObject({
      status: 'new',
      cancelledAt: null,
      cancellationReason: null,
      cancellationRequestedAt: WINDOW_OVER,
    });
    const events = await site.api.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, row.id), eq(bookingEvents.kind, 'cancellation-request')));
    expect(events).toHaveLength(1);
    const received = await site.inbox.waitFor(2, 15_000);
    expect(received.find((m) => m.to.includes('cy@example.com'))!.subject).toBe(
      `Cancellation request received: booking ${reference}`,
    );
    expect(received.find((m) => m.to.includes(AGENCY))!.subject).toBe(
      `Booking ${reference}: the visitor asks to cancel (after the free window)`,
    );
    site.inbox.mails.length = 0;

    const again = await mailedCode(publicId, 'cy@example.com');
    expect(await site.bookings.cancelWithCode({ publicId, code: again.code })).toEqual({ kind: 'alreadyRequested' });
    expect(await kindsOf(row.id)).toEqual([
      'booking-visitor',
      'booking-agency',
      'booking-code',
      'booking-cancel-request',
      'booking-cancel-request-agency',
      'booking-code',
    ]);
  });

  it('is never cancelled by a link alone: no code, a malformed one or a wrong one', async () => {
    const { publicId, row } = await book('dee@example.com');
    expect(await site.bookings.cancelWithCode({ publicId, code: '123456' })).toEqual({ kind: 'noCode' });
    const { code } = await mailedCode(publicId, 'dee@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    // A malformed code is not a try.
    for (const typed of ['12345', 'abcdef', '', null])
      expect(await site.bookings.cancelWithCode({ publicId, code: typed })).toEqual({ kind: 'badCode' });
    for (const triesLeft of [4, 3, 2, 1, 0])
      expect(await site.bookings.cancelWithCode({ publicId, code: wrong })).toEqual({ kind: 'wrongCode', triesLeft });
    // Five wrong tries spend the code: the right one no longer works.
    expect(await site.bookings.cancelWithCode({ publicId, code })).toEqual({ kind: 'codeExhausted' });
    expect((await site.api.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe('new');
    expect(await site.bookings.cancelWithCode({ publicId: 'x'.repeat(32), code })).toEqual({ kind: 'notFound' });
  });

  it('works for fifteen minutes, and only the latest code counts', async () => {
    const { publicId, row } = await book('eve@example.com');
    const first = await mailedCode(publicId, 'eve@example.com');
    now = new Date(TEST_NOW.getTime() + 15 * 60_000);
    expect(await site.bookings.cancelWithCode({ publicId, code: first.code })).toEqual({ kind: 'codeExpired' });
    const second = await mailedCode(publicId, 'eve@example.com');
    if (second.code !== first.code)
      expect(await site.bookings.cancelWithCode({ publicId, code: first.code })).toMatchObject({ kind: 'wrongCode' });
    expect(await site.bookings.cancelWithCode({ publicId, code: second.code })).toEqual({ kind: 'cancelled' });
    expect((await site.api.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!.status).toBe('cancelled');
  });

  it('mails at most three codes to an address in fifteen minutes', async () => {
    const { publicId } = await book('fay@example.com');
    for (let i = 0; i < 3; i += 1)
      expect(await site.bookings.requestCode({ publicId })).toMatchObject({ kind: 'sent' });
    const limited = await site.bookings.requestCode({ publicId });
    expect(limited).toMatchObject({ kind: 'limited' });
    expect(limited.kind === 'limited' && limited.retryAfterSeconds).toBeGreaterThan(0);
    const codeMails = () =>
      site.inbox.mails.filter(
        (m) => m.to.includes('fay@example.com') && m.subject.includes(' is your code for booking '),
      );
    await site.queue.idle();
    expect(codeMails()).toHaveLength(3);
  });
});
