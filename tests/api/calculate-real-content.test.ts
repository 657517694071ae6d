import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

// The worked example of docs/pricing-model.md on the demo school that carries its prices:
// harbour_english_academy_st_julians (id 1), option 112, 6 weeks from Monday 2027-06-28, host
// family single room (1) with half board (1) Sunday 2027-06-27 to Saturday 2027-08-07, the
// airport transfer (1) both ways.
const WORKED_EXAMPLE =
  's.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&a.s=2027-06-27&a.e=2027-08-07&t.id=1&t.t=true&t.f=true';
// Azure Bay junior camp (id 2): every course requires housing, and its housing requires a transfer.
const CAMP = 's.id=2&culture=en&c.w=101&c.weeks=2&c.s=2027-06-21';

describe.each(testDatabases)('pricing the demo catalogue on $kind', (database) => {
  let api: TestApi;
  let now = new Date('2027-03-01T10:00:00Z');
  beforeAll(async () => {
    api = await startTestApi(database, { contentDir: CONTENT_DIR, clock: () => now });
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    now = new Date('2027-03-01T10:00:00Z');
  });

  const calculate = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };

  describe('the worked example', () => {
    it('comes out line by line when booked on 2027-03-01', async () => {
      const { price, errors, unpriced } = await calculate(WORKED_EXAMPLE);
      expect(errors).toEqual({ hasErrors: false, list: [] });
      expect(unpriced).toEqual([]);
      expect(price).toMatchObject({
        currency: { symbol: '€', isoCode: 'EUR' },
        course: {
          id: 1,
          weeks: 6,
          weekPriceId: 112,
          pricePerWeek: 31_000,
          start: '2027-06-28',
          end: '2027-08-06',
          supplement: 18_000,
          amount: { price: 186_000, discount: 0, total: 186_000 },
        },
        schoolFeeInfo: {
          registrationFee: 7000,
          booksFee: 4000,
          booksFeePaidInSchool: false,
          sendingInvitationWithCourier: 0,
          accommodationFee: 5000,
        },
        schoolFee: 16_000,
        accommodation: {
          empty: false,
          start: '2027-06-27',
          end: '2027-08-07',
          nights: 41,
          weeks: 6,
          extraNights: 0,
          amount: { originalTotal: 138_000, total: 138_000 },
        },
        transfer: { id: 1, price: 6000 },
        moneyOff: 0,
        promotion: null,
      });
      expect(price?.total).toBe(364_000);
      expect(price?.deposit).toEqual({
        value: 20_000,
        currency: { symbol: '€', isoCode: 'EUR' },
        isEmpty: false,
        fullDeposit: false,
        fullReason: null,
      });
      expect(price?.balance).toBe(344_000);
      expect(price?.balanceDate).toBe('2027-05-31');
    });

    it('moves option 102 to 112 when the weeks leave its range, keeping 30 lessons', async () => {
      const data = await calculate(WORKED_EXAMPLE.replace('c.w=112', 'c.w=102'));
      expect(data.price?.course.weekPriceId).toBe(112);
      expect(data.price?.total).toBe(364_000);
    });

    it('fills in the default housing dates of the example when the query leaves them out', async () => {
      const data = await calculate(WORKED_EXAMPLE.replace('&a.s=2027-06-27&a.e=2027-08-07', ''));
      expect(data.cart.accommodation).toMatchObject({ start: '2027-06-27', end: '2027-08-07' });
      expect(data.price?.total).toBe(364_000);
    });

    it('asks the whole 3,640 as deposit when booked on 2027-06-10, 18 days before the start', async () => {
      now = new Date('2027-06-10T10:00:00Z');
      const { price } = await calculate(WORKED_EXAMPLE);
      expect(price?.total).toBe(364_000);
      expect(price?.deposit).toMatchObject({ value: 364_000, fullDeposit: true, fullReason: 'lessThan28Days' });
      expect([price?.balance, price?.balanceDate]).toEqual([0, null]);
    });
  });

  describe('a possible cart that cannot be booked: 200, the errors as the cart lists them, no price', () => {
    it('a course that requires housing, booked without', async () => {
      const data = await calculate(CAMP);
      expect(data.price).toBeNull();
      expect(data.errors).toEqual({
        hasErrors: true,
        list: [
          {
            id: 'course_required_accommodation',
            messageKey: 'accommodations.MustBook',
            reason: 'accommodationNotChosen',
          },
        ],
      });
    });

    it('housing that requires a transfer, with the transfer refused', async () => {
      const data = await calculate(`${CAMP}&a.r=3&t.id=0`);
      expect(data.price).toBeNull();
      expect(data.errors.list).toEqual([
        {
          id: 'accommodation_required_transfer',
          messageKey: 'validationErrors.TransferRequired',
          reason: 'transferNotChosen',
        },
      ]);
      // Left out, the transfer is chosen as the page would, and the cart has a price.
      const chosen = await calculate(`${CAMP}&a.r=3`);
      expect(chosen.cart.transfer).toEqual({ id: 1, to: true, from: true, empty: false });
      expect(chosen.errors.hasErrors).toBe(false);
      expect(chosen.price?.transfer.price).toBe(7000);
    });

    it('a stay shorter than the room allows', async () => {
      // Residence single room 3 takes at least 2 weeks; Saturday to Saturday is one.
      const data = await calculate(
        's.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-05-03&a.r=3&a.s=2027-05-01&a.e=2027-05-08',
      );
      expect(data.price).toBeNull();
      expect(data.errors.list).toEqual([
        {
          id: 'invalid_accommodation_duration',
          messageKey: 'validationErrors.InvalidAccommodationDuration',
          reason: 'belowMinWeeks',
          limit: { bound: 'min', weeks: 2 },
        },
      ]);
    });

    it('housing dates in a fully booked period, with the blocked ranges listed', async () => {
      const data = await calculate(
        's.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-07-05&a.r=3&a.s=2027-07-03&a.e=2027-07-17',
      );
      expect(data.price).toBeNull();
      expect(data.errors.list).toEqual([
        {
          id: 'invalid_accommodation_dates',
          messageKey: 'validationErrors.InvalidAccommodationDates',
          reason: 'fullyBooked',
          blocked: [{ start: '2027-07-03', end: '2027-08-14' }],
        },
      ]);
    });

    it('more weeks than the course allows', async () => {
      const data = await calculate('s.id=1&culture=en&c.w=121&c.weeks=60&c.s=2027-06-28');
      expect(data.price).toBeNull();
      expect(data.errors.list).toEqual([
        {
          id: 'invalid_course_dates',
          messageKey: 'howToBook.BookingCourseError',
          reason: 'aboveMaxWeeks',
          limit: { bound: 'max', weeks: 52 },
        },
      ]);
    });
  });
});
