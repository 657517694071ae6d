import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

// Fixture school 101 (Harbour View, EUR), booked on TEST_NOW (2026-11-22), when its 20 % winter
// offer on courses of 2 weeks or more runs. Monday 2027-03-01, 4 weeks of option 111 (240 a week).
const FOUR_WEEKS = 's.id=101&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01';

describe.each(testDatabases)('GET /api/school/calculate/ on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const calculate = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };

  it('prices a course with the running promotion, and answers the cart as it understood it', async () => {
    const data = await calculate(FOUR_WEEKS);
    expect(data.errors).toEqual({ hasErrors: false, list: [] });
    expect(data.price).toMatchObject({
      schoolId: 101,
      currency: { symbol: '€', isoCode: 'EUR' },
      // 4 × 240 = 960 − 20 % (192) + registration 70 + books 40.
      total: 87_800,
      moneyOff: 19_200,
      schoolFee: 11_000,
      course: {
        id: 1,
        weeks: 4,
        weekPriceId: 111,
        start: '2027-03-01',
        end: '2027-03-26',
        amount: { price: 96_000, discount: 19_200, total: 76_800 },
      },
      accommodation: { empty: true, amount: { total: 0, originalTotal: 0 } },
      transfer: { id: 0, price: 0 },
      deposit: { value: 20_000, fullDeposit: false },
      balance: 67_800,
      balanceDate: '2027-02-01',
      promotion: { id: 1, kind: 'percent', value: 20, appliesTo: 'course', moneyOff: 19_200 },
    });
    expect(data.cart).toEqual({
      course: { id: 1, weeks: 4, courseStart: '2027-03-01', weekPrice: 111 },
      accommodation: { id: -1, empty: true, room: null, food: null, start: null, end: null },
      transfer: { id: 0, to: false, from: false, empty: true },
    });
  });

  it('does not send the school again (the static page has it) but its periods fully booked now, and is never cached', async () => {
    const { body, headers } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${FOUR_WEEKS}`);
    expect(Object.keys(body.success ? body.data : {}).sort()).toEqual([
      'cart',
      'culture',
      'errors',
      'fullyBooked',
      'price',
      'query',
      'schoolId',
      'unpriced',
    ]);
    // The office may close dates after the page was built: the cart takes them from here (issue 31).
    expect(body.success && body.data.fullyBooked).toEqual([
      { accommodationId: 1, periods: [{ start: '2027-07-04', end: '2027-07-31' }] },
    ]);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('fills in what the query leaves out as the page would: default housing dates, the first meal plan, both transfer directions', async () => {
    const data = await calculate(`${FOUR_WEEKS}&a.r=11&t.id=1`);
    expect(data.cart.accommodation).toEqual({
      id: 1,
      empty: false,
      room: 11,
      food: 1,
      start: '2027-02-28',
      end: '2027-03-27',
    });
    expect(data.cart.transfer).toEqual({ id: 1, to: true, from: true, empty: false });
    expect(data.price).toMatchObject({
      accommodation: { nights: 27, weeks: 4, amount: { total: 92_000 } },
      transfer: { price: 6000 },
    });
    // The understood cart, written back with the short keys for the island's address.
    expect(data.query).toBe(`${FOUR_WEEKS}&a.r=11&a.f=1&a.s=2027-02-28&a.e=2027-03-27&t.id=1&t.t=true&t.f=true`);
    const address = serialiseCartQuery(
      cartToQuery({ ...data.cart, errors: { hasErrors: false, list: [] } }, { schoolId: 101, culture: 'en' }),
    ).toString();
    expect(address).toBe(data.query);
  });

  it('writes the currency symbol of the culture', async () => {
    const data = await calculate('s.id=102&culture=zh&c.weeks=2&c.s=2027-03-01');
    expect(data.price?.currency).toEqual({ symbol: '£', isoCode: 'GBP' });
    expect(data.price?.deposit.currency).toEqual({ symbol: '£', isoCode: 'GBP' });
  });

  it.each([
    ['', 's.id', 's.id is required'],
    ['s.id=abc&culture=en', 's.id', 's.id must be a whole number'],
    ['s.id=101', 'culture', 'culture is required'],
    ['s.id=101&culture=xx', 'culture', undefined],
    ['s.id=101&culture=en&c.w=abc', 'c.w', 'c.w must be a whole number'],
    ['s.id=101&culture=en&c.w=999', 'c.w', 'c.w 999 is not a price option of this school'],
    ['s.id=101&culture=en&c.weeks=0', 'c.weeks', 'c.weeks must be at least 1'],
    ['s.id=101&culture=en&c.weeks=six', 'c.weeks', 'c.weeks must be a whole number'],
    ['s.id=101&culture=en&c.s=2027-02-30', 'c.s', 'c.s must be a date written YYYY-MM-DD'],
    ['s.id=101&culture=en&a.r=999', 'a.r', 'a.r 999 is not a room of this school'],
    ['s.id=101&culture=en&a.r=11&a.f=7', 'a.f', 'a.f 7 is not a meal plan of that housing'],
    ['s.id=101&culture=en&a.f=1', 'a.f', 'a.f needs a.r (the room)'],
    ['s.id=101&culture=en&a.r=11&a.s=28.02.2027', 'a.s', 'a.s must be a date written YYYY-MM-DD'],
    ['s.id=101&culture=en&t.id=9', 't.id', 't.id 9 is not a transfer of this school'],
    ['s.id=101&culture=en&t.id=1&t.t=maybe', 't.t', 't.t must be true or false'],
    [
      's.id=101&culture=en&t.id=1&t.t=false&t.f=false',
      't.t',
      't.t and t.f cannot both be off: at least one direction stays on',
    ],
    ['s.id=101&culture=en&t.f=true', 't.f', 't.f needs t.id (the transfer)'],
  ])('answers 400 for %s, naming %s', async (query, field, message) => {
    const { status, body } = await api.get<Failure>(`/api/school/calculate/?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: { field } });
    if (message !== undefined) expect(body.error.message).toBe(message);
  });

  it('takes an empty value as absent, as old links write them', async () => {
    const data = await calculate(`${FOUR_WEEKS}&a.r=&a.e=&t.id=`);
    expect(data.cart.accommodation.empty).toBe(true);
    expect(data.price?.total).toBe(87_800);
  });

  it('answers 404 naming s.id for a school the catalogue does not have', async () => {
    const { status, body } = await api.get<Failure>('/api/school/calculate/?s.id=999&culture=en');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      error: { field: 's.id', message: 's.id 999 is not a school of the catalogue' },
    });
  });

  it('reads a key given twice as its first value, as the island does', async () => {
    const data = await calculate(`${FOUR_WEEKS}&c.weeks=5&c.weeks=oops`);
    expect(data.cart.course.weeks).toBe(4);
  });
});
