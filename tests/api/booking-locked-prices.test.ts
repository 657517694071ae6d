// Issue 17, point 5: a booking keeps the prices of the day it was made. The school raises its
// prices in content and the catalogue is seeded again; the booking's page (as the visitor reads it,
// with its cancellation section), its stored row and the office's view of it, the preview of an
// unchanged stay priced from today's catalogue and the change page's preview of a longer stay all
// keep the booked amounts of the lines that did not change.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePreview } from '#domain/booking-change/change-preview.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { findSchoolById } from '#server/catalogue/queries/find-school-by-id.ts';
import { bookings } from '#server/db/schema.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { priceBookingCart } from '#server/bookings/price-booking-cart.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import {
  SCHOOL_ID,
  bookingForm,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

/** The fixture school with option 102 at 400 a week (was 340) and the return transfer at 90 (was 60), in every list. */
const raisePrices = (dir: string) => {
  const path = join(dir, 'schools', 'harbour_view_english.json');
  const school = JSON.parse(readFileSync(path, 'utf8')) as {
    priceLists: {
      courses: { options: { weekPriceId: number; pricePerWeek: number }[] }[];
      transfers: { twoWayPrice: number }[];
    }[];
  };
  for (const list of school.priceLists) {
    for (const option of list.courses[0]!.options) if (option.weekPriceId === 102) option.pricePerWeek = 400;
    list.transfers[0]!.twoWayPrice = 90;
  }
  writeFileSync(path, JSON.stringify(school, null, 2));
};

describe.each(testDatabases)('locked prices on $kind', (database) => {
  let site: BookingMailTest;
  let content: ReturnType<typeof copyFixtureContent>;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
    content = copyFixtureContent();
  });
  afterAll(async () => {
    await site?.close();
    content?.remove();
  });

  it("keeps a booking's amounts after the school's prices change and the catalogue is seeded again", async () => {
    const outcome = await site.bookings.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email: 'locked@example.com' }),
    });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const before = (await site.bookings.manage(outcome.publicId))!;
    const bookedQuote = before.booking.quote;

    raisePrices(content.dir);
    expect((await seedCatalogue(site.api.db, loadContent(content.dir))).changed).toBe(true);

    // Today's catalogue prices the same stay higher.
    const school = (await findSchoolById(site.api.db, SCHOOL_ID))!;
    const [row] = await site.api.db.select().from(bookings).where(eq(bookings.publicId, outcome.publicId));
    const query = parseCartQuery(new URLSearchParams(row!.cartQuery));
    if (!query.ok) throw new Error('the stored cart does not parse');
    const today = priceBookingCart(school, 'en', query.query, TEST_NOW);
    if (!today.ok) throw new Error('the stored cart does not price today');
    expect(today.offer.quote.total).toBeGreaterThan(bookedQuote.total);
    expect(today.offer.quote.transfer.price).toBe(9_000);

    // The booking page and the stored row (what the office shows) keep the booked amounts.
    const after = (await site.bookings.manage(outcome.publicId))!;
    expect(after.booking.quote).toEqual(bookedQuote);
    expect(row).toMatchObject({
      total: bookedQuote.total,
      deposit: bookedQuote.deposit.value,
      balance: bookedQuote.balance,
    });
    expect(row!.quote).toEqual(bookedQuote);

    // A preview of the unchanged stay keeps every booked line.
    const preview = changePreview(bookedQuote, today.offer.quote, '2026-11-22');
    expect(preview.changed).toEqual([]);
    expect(preview.lines.every((line) => line.locked && line.next === line.booked)).toBe(true);
    expect(preview.total).toBe(bookedQuote.total);
    expect(preview.lines.find((line) => line.kind === 'transfer')).toEqual({
      kind: 'transfer',
      booked: 6_000,
      next: 6_000,
      locked: true,
    });

    // The office's view of the booking keeps them too.
    const office = await site.api.office.bookings.find(row!.id);
    expect(office?.view.quote).toEqual(bookedQuote);

    // The change page's preview of one more week: the course at today's 400 a week, the transfer
    // (not changed) at its booked 60 though the school now asks 90.
    const longer = new URLSearchParams(row!.cartQuery);
    longer.set('c.weeks', '3');
    longer.delete('a.s');
    longer.delete('a.e');
    const changed = await site.bookings.previewChange({ publicId: outcome.publicId, cart: longer });
    if (changed.kind !== 'priced') throw new Error(`not priced: ${changed.kind}`);
    const line = (kind: string) => changed.preview.lines.find((l) => l.kind === kind);
    expect(line('course')).toEqual({
      kind: 'course',
      booked: bookedQuote.course.amount.price,
      next: 3 * 40_000,
      locked: false,
    });
    expect(line('transfer')).toEqual({ kind: 'transfer', booked: 6_000, next: 6_000, locked: true });
    expect(changed.offer.quote.transfer.price).toBe(6_000);
  });
});
