// Issue 8, point 5: a form token is not a key to someone else's booking. Re-posting a token gives
// its booking back only for the same form; any other form gets 'tokenConflict', stores nothing and
// learns nothing of the booking. The booking page masks the contact and, after the privacy
// period that follows the course, hides it, while the booking stays stored.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isBookingToken } from '#domain/booking/booking-token.ts';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import type { CalcParams } from '#domain/booking/calc-params.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { bookings } from '#server/db/schema.ts';
import type { BookingDeps } from '#server/bookings/booking-deps.ts';
import { createBookingService, type BookingService } from '#server/bookings/booking-service.ts';
import type { PlaceBookingOutcome } from '#server/bookings/place-booking.ts';
import type { BookingLimited } from '#server/bookings/limit-booking.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const catalogue = loadContent(FIXTURE_CONTENT_DIR);
const paramsFor = (schoolId: number, query: Omit<CartQuery, 'schoolId' | 'culture'>): CalcParams => {
  const school = catalogue.schools.find((s) => s.id === schoolId) as SchoolContent;
  const rules = toCartSchool(shownPricedSchool(school, utcToday(TEST_NOW)), currencyOf(school.currency, 'en'));
  const built = cartFromQuery(rules, { schoolId, culture: 'en', ...query }, TEST_NOW);
  if (!built.ok) throw new Error(`the fixture cart of school ${schoolId} does not build`);
  return calcParamsFromCart(rules, built.cart);
};
// Harbour View (101): 2 weeks from 2027-03-01 (ends 2027-03-12), host family and transfer.
const HARBOUR = 101;
const stay = paramsFor(HARBOUR, {
  weekPriceId: 102,
  weeks: 2,
  courseStart: '2027-03-01',
  roomId: 11,
  foodId: 1,
  transferId: 1,
});
// The same course with nothing else: another cart of the same school.
const courseOnly = paramsFor(HARBOUR, { weekPriceId: 102, weeks: 2, courseStart: '2027-03-01' });
// Sol de Madrid (103): its own default cart, bookable as it is.
const MADRID = 103;
const madridStay = paramsFor(MADRID, {});
const COURSE_END = '2027-03-12';

const ana = {
  name: 'Ana Lima',
  email: 'ana.token@example.com',
  phonePrefix: '+55',
  phone: '(11) 98765-4321',
  PrivacyAgreed: 'true',
};
const bruno = {
  name: 'Bruno Costa',
  email: 'bruno@example.org',
  phonePrefix: '+34',
  phone: '612 345 678',
  PrivacyAgreed: 'true',
};
const ANA_SECRETS = ['Ana Lima', 'ana.token@example.com', '987654321', '98765-4321'];

function form(fields: Record<string, string | undefined>) {
  const values = new Map(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { get: (name: string) => values.get(name) ?? null };
}

const emptyCalcParams = Object.fromEntries(Object.keys(stay).map((name) => [name, '']));

describe.each(testDatabases)('a form token on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let service: BookingService;
  let now = TEST_NOW;
  const queued: number[] = [];

  const serviceWith = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      ENVIRONMENT_NAME: 'test',
      BASE_ADDRESS: 'https://linguatrips.test',
      AGENCY_EMAIL: 'agency@linguatrips.test',
      ...env,
    });
    const mails: BookingDeps['mails'] = {
      enqueue: async (_tx, batch) => {
        queued.push(batch.length);
        return batch.map((_, index) => index);
      },
    };
    return createBookingService({ db: api.db, clock: () => now, config, mails });
  };
  const stored = async () => (await api.db.select({ n: count() }).from(bookings))[0]!.n;
  const place = (schoolId: number, fields: Record<string, string | undefined>, culture: 'en' | 'es' = 'en') =>
    service.place({ culture, schoolId, form: form(fields) });
  const book = async (token: string) => {
    const outcome = await place(HARBOUR, { ...stay, ...ana, token });
    if (outcome.kind !== 'booked' || !outcome.created) throw new Error(`not booked: ${outcome.kind}`);
    return outcome;
  };
  /** The outcome says nothing of the booking the token made. */
  const revealsNothing = (
    outcome: PlaceBookingOutcome | BookingLimited,
    booked: { publicId: string; reference: string },
    secrets = ANA_SECRETS,
  ) => {
    const text = JSON.stringify(outcome);
    for (const secret of [booked.publicId, booked.reference, ...secrets]) expect(text).not.toContain(secret);
  };

  beforeAll(async () => {
    handle = await database.create();
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
      clock: () => TEST_NOW,
    });
    service = serviceWith();
  });
  afterAll(async () => {
    await api?.close();
    await handle?.drop();
  });
  beforeEach(() => {
    now = TEST_NOW;
    queued.length = 0;
  });

  it("gives the same booking back for the same form sent again, spaces and the e-mail's case aside", async () => {
    const token = randomUUID();
    const first = await book(token);
    const before = await stored();
    const again = await place(HARBOUR, { ...stay, ...ana, token });
    const retyped = await place(
      HARBOUR,
      { ...stay, ...ana, name: ' Ana  Lima ', email: 'Ana.Token@Example.com', token },
      'es',
    );
    expect(again).toEqual({ kind: 'booked', publicId: first.publicId, reference: first.reference, created: false });
    expect(retyped).toEqual({ kind: 'booked', publicId: first.publicId, reference: first.reference, created: false });
    expect(await stored()).toBe(before);
    expect(queued).toEqual([2]);
  });

  it('answers tokenConflict to another name, e-mail or phone with that token, storing and revealing nothing', async () => {
    const token = randomUUID();
    const booked = await book(token);
    const before = await stored();
    for (const contact of [
      bruno,
      { ...ana, name: 'Bruno Costa' },
      { ...ana, email: 'bruno@example.org' },
      { ...ana, phonePrefix: '+34', phone: '612 345 678' },
    ]) {
      const outcome = await place(HARBOUR, { ...stay, ...contact, token });
      expect(outcome.kind, JSON.stringify(contact)).toBe('tokenConflict');
      revealsNothing(outcome, booked, contact === bruno ? ANA_SECRETS : []);
    }
    expect(await stored()).toBe(before);
    expect(queued).toEqual([2]);
  });

  it('answers tokenConflict to another school or another cart with that token', async () => {
    const token = randomUUID();
    const booked = await book(token);
    const before = await stored();
    const otherSchool = await place(MADRID, { ...madridStay, ...bruno, token });
    const otherCart = await place(HARBOUR, { ...courseOnly, ...bruno, token });
    const sameContactOtherSchool = await place(MADRID, { ...madridStay, ...ana, token });
    const sameContactOtherCart = await place(HARBOUR, { ...courseOnly, ...ana, token });
    for (const outcome of [otherSchool, otherCart, sameContactOtherSchool, sameContactOtherCart]) {
      expect(outcome.kind).toBe('tokenConflict');
      revealsNothing(outcome, booked, outcome === otherSchool || outcome === otherCart ? ANA_SECRETS : []);
    }
    expect(await stored()).toBe(before);
  });

  it('never books or redirects an empty cart posted with that token', async () => {
    const token = randomUUID();
    const booked = await book(token);
    const before = await stored();
    const outcome = await place(HARBOUR, { ...emptyCalcParams, ...bruno, token });
    // tokenConflict while empty course fields price the default course; a field error ('invalid')
    // once the cart rules refuse them. Never the booking.
    expect(['tokenConflict', 'invalid']).toContain(outcome.kind);
    revealsNothing(outcome, booked);
    expect(await stored()).toBe(before);
  });

  it('gives the visitor their own form back with a new token, and that form books', async () => {
    const token = randomUUID();
    const booked = await book(token);
    const conflict = await place(HARBOUR, { ...courseOnly, ...bruno, MarketingAgreed: 'true', token });
    if (conflict.kind !== 'tokenConflict') throw new Error(`expected tokenConflict, got ${conflict.kind}`);
    const { values, offer } = conflict.form;
    expect(values).toMatchObject({
      name: 'Bruno Costa',
      email: 'bruno@example.org',
      phonePrefix: '+34',
      phone: '612 345 678',
      privacyAgreed: true,
      marketingAgreed: true,
    });
    expect(values.token).not.toBe(token);
    expect(isBookingToken(values.token)).toBe(true);
    expect(offer?.calcParams).toEqual(courseOnly);
    expect(offer?.summary.school.id).toBe(HARBOUR);
    expect(offer?.quote.accommodation.empty).toBe(true);

    const before = await stored();
    const rebooked = await place(HARBOUR, { ...offer!.calcParams, ...bruno, token: values.token });
    expect(rebooked).toMatchObject({ kind: 'booked', created: true });
    expect(rebooked.kind === 'booked' && rebooked.publicId).not.toBe(booked.publicId);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses a token of another shape than the site makes, asking for the form again', async () => {
    const outcome = await place(HARBOUR, { ...stay, ...ana, token: 'chosen-by-hand-0123456789-abcdef' });
    expect(outcome).toMatchObject({ kind: 'invalid', form: { tokenRenewed: true } });
    expect(outcome.kind === 'invalid' && isBookingToken(outcome.form.values.token)).toBe(true);
  });

  it('shows the booking page the contact masked, and none of it after the privacy period, the booking kept', async () => {
    const { publicId } = await book(randomUUID());
    const masked = await service.find(publicId);
    expect(masked?.contact).toEqual({ name: 'Ana L.', email: 'a***@example.com', phone: '+55 ••• ••• 21' });
    expect(masked?.contactShownUntil).toBe('2027-06-10');
    for (const secret of ANA_SECRETS) expect(JSON.stringify(masked)).not.toContain(secret);

    now = new Date('2027-06-10T23:59:59Z');
    expect((await service.find(publicId))?.contact).not.toBeNull();
    now = new Date('2027-06-11T00:00:00Z');
    const hidden = await service.find(publicId);
    expect(hidden).toMatchObject({ publicId, contact: null, quote: { course: { end: COURSE_END } } });
    for (const secret of ANA_SECRETS) expect(JSON.stringify(hidden)).not.toContain(secret);

    // The period is configuration: 0 days hides the contact from the day after the course.
    const strict = serviceWith({ BOOKING_PAGE_PRIVACY_DAYS: '0' });
    now = new Date('2027-03-12T12:00:00Z');
    expect((await strict.find(publicId))?.contact).not.toBeNull();
    now = new Date('2027-03-13T00:00:00Z');
    expect((await strict.find(publicId))?.contact).toBeNull();
    expect(
      (await api.db.select().from(bookings)).some(
        (row) => row.publicId === publicId && row.email === 'ana.token@example.com',
      ),
    ).toBe(true);
  });
});

describe('BOOKING_PAGE_PRIVACY_DAYS', () => {
  it('defaults to 90 days and takes whole days from 0 to 3650', () => {
    expect(loadConfig({}).bookingPagePrivacyDays).toBe(90);
    expect(loadConfig({ BOOKING_PAGE_PRIVACY_DAYS: '0' }).bookingPagePrivacyDays).toBe(0);
    expect(loadConfig({ BOOKING_PAGE_PRIVACY_DAYS: '365' }).bookingPagePrivacyDays).toBe(365);
    for (const bad of ['-1', '1.5', 'ninety', '3651'])
      expect(() => loadConfig({ BOOKING_PAGE_PRIVACY_DAYS: bad }), bad).toThrow(/BOOKING_PAGE_PRIVACY_DAYS/);
  });
});
