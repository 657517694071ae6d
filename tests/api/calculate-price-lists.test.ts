import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Fixture school 101 (Harbour View, EUR) on TEST_NOW (2026-11-22), when its 20 % winter offer on
// courses of 2 weeks or more runs. Its 2026 list: option 111 at 230 a week, the host family's
// single room (a.r=11) at 220, the transfer 33 / 55. Its 2027 list: 240, 230, 35 / 60. No 2028 list.
const SCHOOL = 's.id=101&culture=en';

describe.each(testDatabases)('GET /api/school/calculate/ prices by the list in force, on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const calculate = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${SCHOOL}&${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };

  it("prices a stay across the change of year at its start date's list, every week of it", async () => {
    // Monday 2026-12-14, 6 weeks: the course ends Friday 2027-01-22; housing 2026-12-13 → 2027-01-23.
    const data = await calculate('c.w=111&c.weeks=6&c.s=2026-12-14&a.r=11&t.id=1&t.to=true&t.from=true');
    expect(data.errors).toEqual({ hasErrors: false, list: [] });
    expect(data.price).toMatchObject({
      course: {
        weeks: 6,
        weekPriceId: 111,
        pricePerWeek: 23_000,
        start: '2026-12-14',
        end: '2027-01-22',
        // 6 × 230, less the winter offer's 20 %.
        amount: { price: 138_000, discount: 27_600, total: 110_400 },
      },
      accommodation: { start: '2026-12-13', end: '2027-01-23', weeks: 6, amount: { originalTotal: 132_000 } },
      transfer: { id: 1, price: 5500 },
      // 1,380 − 276 + registration 70 + books 40 + placement 50 + housing 1,320 + transfer 55.
      total: 263_900,
    });
  });

  it("prices the housing and transfer at the next year's list when the housing arrives in it", async () => {
    // Course from Monday 2026-12-28 (2026's list); housing from Sunday 2027-01-03 (2027's list).
    const data = await calculate(
      'c.w=111&c.weeks=4&c.s=2026-12-28&a.r=11&a.s=2027-01-03&a.e=2027-01-23&t.id=1&t.to=true&t.from=true',
    );
    expect(data.errors).toEqual({ hasErrors: false, list: [] });
    expect(data.price).toMatchObject({
      course: { pricePerWeek: 23_000, amount: { price: 92_000 } },
      accommodation: { weeks: 3, amount: { originalTotal: 3 * 23_000 } },
      // 2027's return transfer (2026's was 55).
      transfer: { price: 6000 },
    });
  });

  it('refuses a start no list is in force on, naming why under the course dates, with no price', async () => {
    const data = await calculate('c.w=111&c.weeks=4&c.s=2028-01-03');
    expect(data.errors).toEqual({
      hasErrors: true,
      list: [
        {
          id: 'invalid_course_dates',
          messageKey: 'howToBook.BookingCourseError',
          reason: 'noPriceList',
          reasonKey: 'validationErrors.noPriceList',
        },
      ],
    });
    expect(data.price).toBeNull();
    expect(data.cart.course.courseStart).toBe('2028-01-03');
  });

  it('refuses housing arriving when no list is in force, under the housing dates', async () => {
    // Course from Monday 2027-12-20 for 3 weeks (2027's list); housing from Sunday 2028-01-02.
    const data = await calculate('c.w=111&c.weeks=3&c.s=2027-12-20&a.r=11&a.s=2028-01-02&a.e=2028-01-08');
    expect(data.errors.list).toEqual([
      {
        id: 'invalid_accommodation_dates',
        messageKey: 'validationErrors.InvalidAccommodationDates',
        reason: 'noPriceList',
        reasonKey: 'validationErrors.noPriceList',
      },
    ]);
    expect(data.price).toBeNull();
  });
});
