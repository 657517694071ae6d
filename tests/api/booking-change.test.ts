// Issue 17, point 4: a visitor changes their booked stay from the booking page. The changed cart
// is priced beside the booked one (unchanged lines keep their booked prices), sent with the code
// mailed to the booking's address as a change request, and staff accept it (it becomes the booking)
// or refuse it in the office; the visitor can withdraw it before that. On both databases, with the
// mails through the real queue to a real SMTP server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingChanges, bookingEvents, bookings, mails } from '#server/db/schema.ts';
import type { StaffMember } from '#server/staff/staff-member.ts';
import { AGENCY, startBookingMailTest, type BookingMailTest } from './support/start-booking-mail-test.ts';
import { testDatabases } from './support/test-databases.ts';

const MANAGER: StaffMember = {
  id: 'staff-manager-1',
  email: 'marta@linguatrips.test',
  name: 'Marta Vidal',
  role: 'manager',
};

/** The booked cart's query with some keys changed (null removes a key). */
function changedCart(cartQuery: string, changes: Record<string, string | null>): URLSearchParams {
  const params = new URLSearchParams(cartQuery);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

// One more week (3 instead of 2) and the twin room (12) instead of the single one (11); the housing
// dates are left to follow the course, as the cart's rules place them.
const ONE_MORE_WEEK_TWIN_ROOM = { 'c.weeks': '3', 'a.r': '12', 'a.s': null, 'a.e': null };

describe.each(testDatabases)('changing a booking from its page on $kind', (database) => {
  let site: BookingMailTest;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
    // The office decides with the same queue the booking service mails through.
    site.api.mails.current = site.queue;
  });
  afterAll(() => site?.close());
  beforeEach(() => {
    site.inbox.mails.length = 0;
  });

  const book = (email: string) => site.book(email);
  const mailedCode = async (publicId: string, email: string) => (await site.mailedCode(publicId, email)).code;
  const changesOf = (bookingId: number) =>
    site.api.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(bookingChanges.id);
  const kindsOf = async (bookingId: number) =>
    (
      await site.api.db.select({ kind: mails.kind }).from(mails).where(eq(mails.bookingId, bookingId)).orderBy(mails.id)
    ).map((m) => m.kind);

  it("previews a change line by line: the changed course and housing at today's prices, the transfer at its booked price; nothing stored", async () => {
    const { publicId, row } = await book('preview@example.com');
    const outcome = await site.bookings.previewChange({
      publicId,
      cart: changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM),
    });
    if (outcome.kind !== 'priced') throw new Error(`not priced: ${outcome.kind}`);
    const { preview, offer } = outcome;
    expect(preview.changed).toEqual(['course', 'accommodation']);
    const line = (kind: string) => preview.lines.find((l) => l.kind === kind)!;
    // The course: 3 weeks at 340 instead of 2; the twin room at 190 a week for 3 weeks instead of the single at 230 for 2.
    expect(line('course')).toEqual({ kind: 'course', booked: 68_000, next: 102_000, locked: false });
    expect(line('accommodation')).toMatchObject({
      booked: row.quote.accommodation.amount.originalTotal,
      locked: false,
    });
    expect(line('accommodation').next).toBe(offer.quote.accommodation.amount.originalTotal);
    expect(line('transfer')).toEqual({ kind: 'transfer', booked: 6_000, next: 6_000, locked: true });
    expect(preview.bookedTotal).toBe(row.total);
    expect(preview.total).toBe(preview.lines.reduce((sum, l) => sum + l.next, 0));
    expect(preview.difference).toBe(preview.total - row.total);
    // The deposit rule for the new stay, never lower than what is due already.
    expect(preview.deposit).toBeGreaterThanOrEqual(row.deposit);
    expect(offer.quote).toMatchObject({
      total: preview.total,
      balance: preview.balance,
      balanceDate: preview.balanceDate,
    });
    expect(offer.summary.accommodation).toMatchObject({ roomFor: 2 });
    expect(await changesOf(row.id)).toEqual([]);

    expect(await site.bookings.previewChange({ publicId, cart: new URLSearchParams(row.cartQuery) })).toEqual({
      kind: 'unchanged',
    });
    const invalid = await site.bookings.previewChange({
      publicId,
      cart: changedCart(row.cartQuery, { 'c.s': '2027-03-03' }),
    });
    expect(invalid).toMatchObject({ kind: 'invalid' });
    expect(invalid.kind === 'invalid' && invalid.cartErrors.length).toBeGreaterThan(0);
    expect(await site.bookings.previewChange({ publicId: 'x'.repeat(32), cart: new URLSearchParams() })).toEqual({
      kind: 'notFound',
    });
  });

  it('sends a change request with the mailed code: stored with its preview, the booking unchanged, both sides mailed, one at a time', async () => {
    const { publicId, reference, row } = await book('request@example.com');
    const cart = changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM);
    // Without the right code nothing is stored; a cart that cannot be priced spends no code.
    expect(await site.bookings.requestChange({ publicId, cart, code: '123456' })).toEqual({ kind: 'noCode' });
    const code = await mailedCode(publicId, 'request@example.com');
    expect(
      await site.bookings.requestChange({ publicId, cart: changedCart(row.cartQuery, { 'c.s': '2027-03-03' }), code }),
    ).toMatchObject({ kind: 'invalid' });
    expect(await site.bookings.requestChange({ publicId, cart: new URLSearchParams(row.cartQuery), code })).toEqual({
      kind: 'unchanged',
    });
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await site.bookings.requestChange({ publicId, cart, code: wrong })).toEqual({
      kind: 'wrongCode',
      triesLeft: 4,
    });
    expect(await changesOf(row.id)).toEqual([]);

    const sent = await site.bookings.requestChange({ publicId, cart, code });
    expect(sent).toMatchObject({ kind: 'requested' });
    const [stored] = await changesOf(row.id);
    expect(stored).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
    expect(stored!.preview.changed).toEqual(['course', 'accommodation']);
    expect(stored!.quote.total).toBe(stored!.preview.total);
    // The booking itself stays as booked until staff accept.
    const [unchanged] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(unchanged).toMatchObject({ total: row.total, cartQuery: row.cartQuery, status: 'new' });
    const manage = await site.bookings.manage(publicId);
    expect(manage?.change).toMatchObject({ status: 'pending', preview: stored!.preview });

    const received = await site.inbox.waitFor(2, 15_000);
    const toVisitor = received.find((m) => m.to.includes('request@example.com'))!;
    const toAgency = received.find((m) => m.to.includes(AGENCY))!;
    expect(toVisitor.subject).toBe(`Change request received: booking ${reference}`);
    expect(toVisitor.text).toContain('Airport transfer: €60.00');
    expect(toVisitor.text).toContain('Course: €680.00 → €1,020.00');
    expect(toAgency.subject).toBe(`Booking ${reference}: the visitor asks to change it`);
    expect(toAgency.text).toContain('to change course, accommodation of booking');
    const events = await site.api.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
    expect(events).toEqual([expect.objectContaining({ kind: 'change', staffId: null })]);
    site.inbox.mails.length = 0;

    // The code is used up; another code cannot send a second request while one waits.
    expect(await site.bookings.requestChange({ publicId, cart, code })).toEqual({ kind: 'codeUsed' });
    const second = await mailedCode(publicId, 'request@example.com');
    expect(
      await site.bookings.requestChange({
        publicId,
        cart: changedCart(row.cartQuery, { 'c.weeks': '4', 'a.s': null, 'a.e': null }),
        code: second,
      }),
    ).toEqual({ kind: 'pending' });
    expect(await changesOf(row.id)).toHaveLength(1);
    expect(await kindsOf(row.id)).toEqual([
      'booking-visitor',
      'booking-agency',
      'booking-code',
      'booking-change-requested',
      'booking-change-requested-agency',
      'booking-code',
    ]);
  });

  it('lets the visitor withdraw a waiting change with a new code; the agency is told and a new request may follow', async () => {
    const { publicId, reference, row } = await book('withdraw@example.com');
    const cart = changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM);
    expect(await site.bookings.withdrawChange({ publicId, code: '123456' })).toEqual({ kind: 'noPending' });
    expect(
      await site.bookings.requestChange({ publicId, cart, code: await mailedCode(publicId, 'withdraw@example.com') }),
    ).toMatchObject({ kind: 'requested' });
    await site.inbox.waitFor(2, 15_000);
    site.inbox.mails.length = 0;
    expect(await site.bookings.withdrawChange({ publicId, code: '12' })).toEqual({ kind: 'badCode' });
    expect(
      await site.bookings.withdrawChange({ publicId, code: await mailedCode(publicId, 'withdraw@example.com') }),
    ).toEqual({ kind: 'withdrawn' });
    const [withdrawn] = await changesOf(row.id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', decidedBy: null });
    expect(withdrawn!.decidedAt).not.toBeNull();
    const [toAgency] = await site.inbox.waitFor(1, 15_000);
    expect(toAgency!.to).toContain(AGENCY);
    expect(toAgency!.subject).toBe(`Booking ${reference}: change request withdrawn`);
    site.inbox.mails.length = 0;
    expect((await site.bookings.manage(publicId))?.change).toMatchObject({ status: 'withdrawn' });
    // Nothing waits any more: a new request may be sent.
    expect(
      await site.bookings.requestChange({ publicId, cart, code: await mailedCode(publicId, 'withdraw@example.com') }),
    ).toMatchObject({ kind: 'requested' });
    expect((await changesOf(row.id)).map((c) => c.status)).toEqual(['withdrawn', 'pending']);
    await site.inbox.waitFor(2, 15_000);
  });

  it("applies an accepted change to the booking: the preview's figures, the new cart, a mail to the visitor; once", async () => {
    const { publicId, reference, row } = await book('accept@example.com');
    const cart = changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM);
    expect(
      await site.bookings.requestChange({ publicId, cart, code: await mailedCode(publicId, 'accept@example.com') }),
    ).toMatchObject({ kind: 'requested' });
    await site.inbox.waitFor(2, 15_000);
    site.inbox.mails.length = 0;
    const [change] = await changesOf(row.id);

    const accepted = await site.api.office.bookings.decideChange(
      row.id,
      { changeId: change!.id, decision: 'accept' },
      MANAGER,
    );
    expect(accepted).toMatchObject({ kind: 'decided' });
    const [booking] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(booking).toMatchObject({
      status: 'new',
      total: change!.preview.total,
      deposit: change!.preview.deposit,
      balance: change!.preview.balance,
      balanceDate: change!.preview.balanceDate,
      cartQuery: change!.cartQuery,
      courseStart: row.courseStart,
    });
    expect(booking!.quote.course.weeks).toBe(3);
    expect(booking!.quote.accommodation.room).toBe(12);
    // The transfer keeps the price of the day of booking.
    expect(booking!.quote.transfer.price).toBe(row.quote.transfer.price);
    expect((await changesOf(row.id))[0]).toMatchObject({ status: 'accepted', decidedBy: MANAGER.id });
    const page = await site.bookings.manage(publicId);
    expect(page?.booking.quote.total).toBe(change!.preview.total);
    expect(page?.change).toMatchObject({ status: 'accepted' });

    const [toVisitor] = await site.inbox.waitFor(1, 15_000);
    expect(toVisitor!.to).toContain('accept@example.com');
    expect(toVisitor!.subject).toBe(`Change accepted: booking ${reference}`);
    const events = await site.api.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, row.id))
      .orderBy(bookingEvents.id);
    expect(events.at(-1)).toMatchObject({ kind: 'change', staffId: MANAGER.id, staffName: MANAGER.name });
    // Deciding again, or a change that is not the pending one, changes nothing.
    expect(
      await site.api.office.bookings.decideChange(
        row.id,
        { changeId: change!.id, decision: 'refuse', note: 'too late' },
        MANAGER,
      ),
    ).toEqual({ kind: 'notPending' });
  });

  it('keeps the booking as booked when staff refuse, and mails the visitor why', async () => {
    const { publicId, reference, row } = await book('refuse@example.com');
    expect(
      await site.bookings.requestChange({
        publicId,
        cart: changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM),
        code: await mailedCode(publicId, 'refuse@example.com'),
      }),
    ).toMatchObject({ kind: 'requested' });
    await site.inbox.waitFor(2, 15_000);
    site.inbox.mails.length = 0;
    const [change] = await changesOf(row.id);
    const note = 'The twin room is taken in March; a single room for three weeks is possible.';
    expect(
      await site.api.office.bookings.decideChange(row.id, { changeId: change!.id, decision: 'refuse', note }, MANAGER),
    ).toMatchObject({ kind: 'decided' });
    const [booking] = await site.api.db.select().from(bookings).where(eq(bookings.id, row.id));
    expect(booking).toMatchObject({ total: row.total, cartQuery: row.cartQuery });
    expect((await changesOf(row.id))[0]).toMatchObject({ status: 'refused', note, decidedBy: MANAGER.id });
    const [toVisitor] = await site.inbox.waitFor(1, 15_000);
    expect(toVisitor!.subject).toBe(`Change not accepted: booking ${reference}`);
    expect(toVisitor!.text).toContain(note);
  });

  it('applies no change to a booking cancelled meanwhile, and asks nothing of a closed booking', async () => {
    const { publicId, row } = await book('closed@example.com');
    expect(
      await site.bookings.requestChange({
        publicId,
        cart: changedCart(row.cartQuery, ONE_MORE_WEEK_TWIN_ROOM),
        code: await mailedCode(publicId, 'closed@example.com'),
      }),
    ).toMatchObject({ kind: 'requested' });
    await site.inbox.waitFor(2, 15_000);
    const [change] = await changesOf(row.id);
    expect(
      await site.api.office.bookings.changeStatus(
        row.id,
        { to: 'cancelled', reason: 'No place left at the school.', notify: false },
        MANAGER,
      ),
    ).toMatchObject({ kind: 'changed' });
    expect(
      await site.api.office.bookings.decideChange(row.id, { changeId: change!.id, decision: 'accept' }, MANAGER),
    ).toEqual({ kind: 'closed', status: 'cancelled' });
    expect((await changesOf(row.id))[0]).toMatchObject({ status: 'pending' });
    expect(await site.bookings.previewChange({ publicId, cart: new URLSearchParams(row.cartQuery) })).toEqual({
      kind: 'closed',
    });
    expect(await site.bookings.changePage(publicId)).toMatchObject({ kind: 'closed' });
  });
});
