// Issue 30, item 6: the reference a visitor quotes is random, easy to read aloud and unique; it
// says nothing of how many bookings came before. Bookings made before keep their numbered
// reference (LT-000042), which the booking page and the mails go on showing. The booking page's
// "add to calendar" is an .ics of the course dates that a maintained parser (ical.js) reads.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
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
import { serveApp, type ServedApp } from './support/serve-app.ts';

const SHAPE = /^LT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

describe.each(testDatabases)('booking references on $kind', (database) => {
  let site: BookingMailTest;
  let http: ServedApp;
  beforeAll(async () => {
    site = await startBookingMailTest(database);
    http = await serveApp(site.api.app);
  });
  afterAll(async () => {
    await http?.close();
    await site?.close();
  });

  const place = async (service = site.bookings, email = 'ana@example.com') => {
    const outcome = await service.place({
      culture: 'en',
      schoolId: SCHOOL_ID,
      form: bookingForm({ name: 'Ana Lima', email }),
    });
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
      site.api.db
        .insert(bookings)
        .values({ ...rest, publicId: 'another-page-id', token: 'another-token', notMeToken: null }),
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

  it('serves the course dates as an .ics that a calendar parser reads: the first and last day, the booking page', async () => {
    const { outcome, row } = await place(site.bookings, 'calendar@example.com');
    const response = await fetch(`${http.baseUrl}/api/bookings/${outcome.publicId}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${outcome.reference}.ics"`);
    const text = await response.text();
    // Lines end in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]!);
    // Fixture: General English, 2 weeks from Monday 2027-03-01, last day Friday 2027-03-12.
    expect(row.quote.course.start).toBe('2027-03-01');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-03-01');
    expect(event.endDate.isDate).toBe(true);
    expect(event.endDate.toString()).toBe(ICAL.Time.fromDateString(row.quote.course.end).adjust(1, 0, 0, 0).toString());
    expect(event.uid).toBe(`${outcome.reference}@linguatrips.test`);
    expect(event.summary).toBe('General English, Harbour View English School');
    expect(event.description).toContain(outcome.reference);
    expect(events[0]!.getFirstPropertyValue('url')).toBe(`https://linguatrips.test/en/booking/${outcome.publicId}/`);
  });

  it('answers 404 in JSON for an address that names no booking, or a cancelled one', async () => {
    for (const id of ['x'.repeat(32), 'short', '..%2F..%2Fetc'])
      expect((await http.get<{ success: boolean }>(`/api/bookings/${id}/calendar.ics`)).status).toBe(404);
    const { outcome, row } = await place(site.bookings, 'cancelled@example.com');
    await site.api.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: TEST_NOW, cancellationReason: 'staff' })
      .where(eq(bookings.id, row.id));
    const answer = await http.get<{ success: boolean }>(`/api/bookings/${outcome.publicId}/calendar.ics`);
    expect(answer).toMatchObject({ status: 404, body: { success: false } });
  });
});
