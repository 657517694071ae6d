// Issue 30, item 6: the reference a visitor quotes is random, easy to read aloud and unique; it
// says nothing of how many bookings came before. Bookings made before keep their numbered
// reference (LT-000042), which the booking page and the mails go on showing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberedBookingReference } from '#domain/booking/booking-reference.ts';
import { bookings } from '#server/db/schema.ts';
import { createBookingService } from '#server/bookings/booking-service.ts';
import {
  bookingForm,
  MAIL_TEST_CONFIG,
  SCHOOL_ID,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const SHAPE = /^LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

describe.each(testDatabases)('booking references on $kind', (database) => {
  let site: BookingMailTest;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
  });
  afterAll(() => site?.close());

  const place = async (service = site.bookings, email = 'ana@example.com') => {
    const outcome = await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: bookingForm({ name: 'Ana Lima', email }) });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const [row] = await site.api.db.select().from(bookings).where(eq(bookings.publicId, outcome.publicId));
    return { outcome, row: row! };
  };

  it('gives bookings made one after the other references that do not reveal their order', async () => {
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await place());
    const references = made.map((booking) => booking.outcome.reference);
    for (const reference of references) expect(reference).toMatch(SHAPE);
    expect(new Set(references).size).toBe(references.length);
    // Stored as told, and nothing of the row's number in it.
    for (const { outcome, row } of made) {
      expect(row.reference).toBe(outcome.reference);
      expect(outcome.reference).not.toContain(String(row.id).padStart(4, '0'));
    }
    // Twelve random references come out sorted, either way, once in 239,500,800 runs.
    const sorted = [...references].sort();
    expect(references).not.toEqual(sorted);
    expect(references).not.toEqual([...sorted].reverse());
  });

  it('refuses a second booking with a taken reference in the database, and draws again when one is taken', async () => {
    const { row: first } = await place();
    const [copy] = await site.api.db.select().from(bookings).where(eq(bookings.id, first.id));
    const { id: _id, ...rest } = copy!;
    await expect(
      site.api.db.insert(bookings).values({ ...rest, publicId: 'another-page-id', token: 'another-token', notMeToken: null }),
    ).rejects.toThrow();

    // A random source whose first draw is taken: the booking is stored with its second.
    const draws = [first.reference, 'LT-ZZZZ-2222'];
    const unlucky = createBookingService({
      db: site.api.db,
      clock: () => TEST_NOW,
      config: MAIL_TEST_CONFIG,
      mails: site.queue,
      newReference: () => draws.shift() ?? 'LT-ZZZZ-3333',
    });
    const { outcome, row } = await place(unlucky, 'second@example.com');
    expect(outcome.reference).toBe('LT-ZZZZ-2222');
    expect(row.reference).toBe('LT-ZZZZ-2222');
    expect(draws).toEqual([]);
  });

  it('keeps showing the numbered reference of a booking made before references were random', async () => {
    const { outcome, row } = await place();
    // What migration 0014 gave every earlier booking: 'LT-' and its number.
    const numbered = numberedBookingReference(row.id);
    await site.api.db.update(bookings).set({ reference: numbered }).where(eq(bookings.id, row.id));
    expect((await site.bookings.find(outcome.publicId))?.reference).toBe(numbered);
    expect((await site.bookings.manage(outcome.publicId))?.booking.reference).toBe(numbered);
  });
});
