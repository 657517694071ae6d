import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Fixture school 101 (Harbour View, EUR) on TEST_NOW (2026-11-22): General English, Monday to
// Friday; host family (a.r=11) from Sunday to Saturday. A start may be as late as 2028-11-22.
const SCHOOL = 's.id=101&culture=en';
const OUTSIDE = {
  id: 'invalid_accommodation_dates',
  messageKey: 'validationErrors.InvalidAccommodationDates',
  reason: 'housingOutsideCourse',
  reasonKey: 'validationErrors.housingOutsideCourse',
};
const TOO_FAR = {
  id: 'invalid_course_dates',
  messageKey: 'howToBook.BookingCourseError',
  reason: 'startTooFar',
  reasonKey: 'validationErrors.courseStartTooFar',
};

describe.each(testDatabases)('GET /api/school/calculate/ refuses carts that make no sense, on $kind', (database) => {
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

  it('refuses a course in 2099 with housing next week: both errors named, no price', async () => {
    const data = await calculate('c.w=101&c.weeks=1&c.s=2099-01-05&a.r=11&a.s=2026-11-29&a.e=2026-12-05');
    expect(data.errors).toEqual({ hasErrors: true, list: [TOO_FAR, OUTSIDE] });
    expect(data.price).toBeNull();
    // The cart is answered as the visitor's URL wrote it: nothing moved to make it fit.
    expect(data.cart.course.courseStart).toBe('2099-01-05');
    expect(data.cart.accommodation).toMatchObject({ start: '2026-11-29', end: '2026-12-05' });
  });

  it('refuses a March course with October housing, which was priced at 1,140 EUR', async () => {
    const data = await calculate('c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11&a.s=2027-10-03&a.e=2027-10-09');
    expect(data.errors).toEqual({ hasErrors: true, list: [OUTSIDE] });
    expect(data.price).toBeNull();
  });

  it('prices housing that keeps within 7 days of the course, and refuses a day more', async () => {
    // Course Monday 2027-03-01 → Friday 2027-03-26: arrival from 2027-02-22, departure up to 2027-04-02.
    const defaults = await calculate('c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11');
    expect(defaults.cart.accommodation).toMatchObject({ start: '2027-02-28', end: '2027-03-27' });
    expect(defaults.errors).toEqual({ hasErrors: false, list: [] });
    expect(defaults.price?.accommodation.weeks).toBe(4);
    const shorter = await calculate('c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11&a.s=2027-03-07&a.e=2027-03-20');
    expect(shorter.errors.hasErrors).toBe(false);
    expect(shorter.price?.accommodation.weeks).toBe(2);
    // Sunday 2027-02-21 is 8 days before the start; Saturday 2027-04-03, 8 days after the end.
    const early = await calculate('c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11&a.s=2027-02-21&a.e=2027-03-27');
    expect(early.errors.list).toEqual([OUTSIDE]);
    const late = await calculate('c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11&a.s=2027-02-28&a.e=2027-04-03');
    expect(late.errors.list).toEqual([OUTSIDE]);
    expect(late.price).toBeNull();
  });

  it("refuses a start in the year 2999, which was priced at today's prices", async () => {
    const data = await calculate('c.w=101&c.weeks=2&c.s=2999-01-07');
    expect(data.errors).toEqual({ hasErrors: true, list: [TOO_FAR] });
    expect(data.price).toBeNull();
  });

  it('takes a start 24 months ahead and refuses the next one', async () => {
    // 2028-11-20 passes the 24-month rule; the school has published no 2028 prices yet, which is
    // the only thing it is refused for.
    const last = await calculate('c.w=101&c.weeks=2&c.s=2028-11-20');
    expect(last.errors.list.map((error) => error.reason)).toEqual(['noPriceList']);
    expect(last.cart.course.courseStart).toBe('2028-11-20');
    const next = await calculate('c.w=101&c.weeks=2&c.s=2028-11-27');
    expect(next.errors.list).toEqual([TOO_FAR]);
    expect(next.price).toBeNull();
  });
});
