import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import type { CalcParams } from '#domain/booking/calc-params.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { bookings } from '#server/db/schema.ts';
import type { BookingDeps } from '#server/bookings/booking-deps.ts';
import { placeBooking } from '#server/bookings/place-booking.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startTestApi, TEST_NOW, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Fixture school 101 (Harbour View, Malta): General English, 30 lessons (option 102), 2 weeks from
// Monday 2027-03-01, host family single room with half board, transfer both ways: a form that books.
const SCHOOL_ID = 101;
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
const calcParams: CalcParams = calcParamsFromCart(rules, built.cart);

let tokens = 0;
const newToken = () => `coherence-token-${Date.now()}-${(tokens += 1)}-abcdef`;

/** The booking form as the deposit route reads it: a complete, valid visitor with these CalcParams. */
function form(params: Record<string, string | undefined>) {
  const fields = {
    token: newToken(),
    name: 'Ana Lima',
    email: 'ana@example.com',
    phonePrefix: '+55',
    phone: '(11) 98765-4321',
    PrivacyAgreed: 'true',
    ...calcParams,
    ...params,
  };
  const values = new Map(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { get: (name: string) => values.get(name) ?? null };
}

describe.each(testDatabases)('a booking form whose stay makes no sense, on $kind', (database) => {
  let api: TestApi;
  let deps: BookingDeps;
  const stored = async () => (await api.api.db.select({ n: count() }).from(bookings))[0]!.n;
  const place = (params: Record<string, string | undefined>) =>
    placeBooking(deps, { culture: 'en', schoolId: SCHOOL_ID, form: form(params) });

  beforeAll(async () => {
    api = await startTestApi(database);
    // Only the database and the clock: a refused form must reach nothing else (no mail, no queue).
    const given: Record<string, unknown> = { db: api.api.db, clock: () => TEST_NOW };
    deps = new Proxy(given, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) throw new Error(`a refused booking form used deps.${key}`);
        return target[key as string];
      },
    }) as unknown as BookingDeps;
  });
  afterAll(() => api?.close());

  it.each([
    ['CalcParams.Course.Start', ''],
    ['CalcParams.Course.Weeks', '   '],
    ['CalcParams.Course.SelectedWeekPriceId', undefined],
  ])('gives %s %j back as a field error, books no default course and stores nothing', async (field, value) => {
    const before = await stored();
    const outcome = await place({ [field]: value });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.form.errors).toEqual({ [field]: 'booking.courseMissing' });
    // Nothing was priced in the missing course's place.
    expect(outcome.form.offer).toBeNull();
    expect(outcome.form.cartErrors).toEqual([]);
    expect(outcome.form.values).toMatchObject({ name: 'Ana Lima', email: 'ana@example.com' });
    expect(await stored()).toBe(before);
  });

  it("names every empty course field, beside the visitor's own field errors", async () => {
    const outcome = await place({
      'CalcParams.Course.SelectedWeekPriceId': '',
      'CalcParams.Course.Start': '',
      'CalcParams.Course.Weeks': '',
      name: '',
    });
    expect(outcome.kind === 'invalid' && outcome.form.errors).toEqual({
      name: 'bookingModal.NameIsRequired',
      'CalcParams.Course.SelectedWeekPriceId': 'booking.courseMissing',
      'CalcParams.Course.Start': 'booking.courseMissing',
      'CalcParams.Course.Weeks': 'booking.courseMissing',
    });
  });

  it('refuses a course in 2099 with housing next week, naming both, and stores nothing', async () => {
    const before = await stored();
    const outcome = await place({
      'CalcParams.Course.Start': '2099-01-05',
      'CalcParams.Accomodation.Start': '2026-11-29',
      'CalcParams.Accomodation.End': '2026-12-05',
      'CalcParams.Transfer.FromAirportDate': '2026-11-29',
      'CalcParams.Transfer.ToAirportDate': '2026-12-05',
    });
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    // The deposit page lists these keys, each in the visitor's language.
    expect(outcome.form.cartErrors).toEqual([
      'validationErrors.courseStartTooFar',
      'validationErrors.housingOutsideCourse',
    ]);
    expect(outcome.form.errors).toEqual({});
    expect(outcome.form.offer).toBeNull();
    expect(await stored()).toBe(before);
  });

  it('refuses a March course with October housing and stores nothing', async () => {
    const before = await stored();
    const outcome = await place({
      'CalcParams.Accomodation.Start': '2027-10-03',
      'CalcParams.Accomodation.End': '2027-10-09',
    });
    expect(outcome.kind === 'invalid' && outcome.form.cartErrors).toEqual(['validationErrors.housingOutsideCourse']);
    expect(await stored()).toBe(before);
  });
});
