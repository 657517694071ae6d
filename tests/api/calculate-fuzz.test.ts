import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_QUERY_KEYS, type CartQueryKey } from '#domain/cart/cart-query-schema.ts';
import { CULTURES } from '#domain/culture.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// Bookable carts of the fixture catalogue, so that mutated copies of them get past the parser
// and into the cart and price rules, where a surprise would turn into a 500.
const VALID = [
  {
    's.id': '101',
    culture: 'en',
    'c.w': '112',
    'c.weeks': '6',
    'c.s': '2027-06-28',
    'a.r': '11',
    'a.f': '1',
    't.id': '1',
    't.t': 'true',
    't.f': 'true',
  },
  {
    's.id': '101',
    culture: 'ru',
    'c.w': '201',
    'c.weeks': '4',
    'c.s': '2027-03-01',
    'a.r': '12',
    'a.s': '2027-02-28',
    'a.e': '2027-03-27',
  },
  { 's.id': '102', culture: 'es', 'c.weeks': '2', 'c.s': '2027-03-01', 't.id': '0' },
  { 's.id': '103', culture: 'de', 'c.weeks': '3', 'c.s': '2027-04-05', 'a.r': '21' },
];

const unsafeEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded: send it as the invalid UTF-8 it would be.
    return '%ED%A0%80';
  }
};

const dayArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const nearDayArb = fc
  .integer({ min: -400, max: 1500 })
  .map((n) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10));

/** Values as they come: encoded text, or raw pieces of a query that a careless link contains. */
const valueArb: fc.Arbitrary<string> = fc
  .oneof(
    fc.constant(''),
    fc.integer({ min: -5, max: 600 }).map(String),
    fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
    fc.constantFrom(
      '0',
      '1',
      '2',
      '11',
      '12',
      '21',
      '101',
      '102',
      '103',
      '111',
      '112',
      '201',
      '9007199254740991',
      '9007199254740993',
      '1e3',
      '0x10',
      '1.5',
      '-1',
      '+1',
      ' 1',
      'NaN',
      'Infinity',
    ),
    fc.constantFrom('true', 'false', 'True', 'FALSE', '1', '0', 'yes', 'undefined', 'null', '[]', '{}'),
    nearDayArb,
    dayArb,
    fc.constantFrom(
      '2027-02-30',
      '2027-02-29',
      '2028-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-6-1',
      '27-06-28',
      '2027-06-28T00:00',
      '2027/06/28',
      '0000-01-01',
      '0099-12-31',
      '9999-12-27',
      '+02027-06-28',
    ),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .map(unsafeEncode);

const mondayArb = fc
  .integer({ min: -10, max: 150 })
  .map((n) => new Date(Date.UTC(2026, 10, 23 + 7 * n)).toISOString().slice(0, 10));
const dateLikeArb = fc.oneof(
  mondayArb,
  mondayArb.map((monday) => new Date(Date.parse(monday) - 86_400_000).toISOString().slice(0, 10)),
  nearDayArb,
);

/** Per key, values it could well hold, so a changed cart is often still read and goes on to be priced. */
const PLAUSIBLE: Record<CartQueryKey, fc.Arbitrary<string>> = {
  's.id': fc.constantFrom('101', '102', '103', '104', '1'),
  culture: fc.constantFrom(...CULTURES, 'xx'),
  'c.w': fc.constantFrom('101', '102', '111', '112', '121', '122', '201', '7'),
  'c.weeks': fc.integer({ min: 1, max: 60 }).map(String),
  'c.s': dateLikeArb,
  'a.on': fc.constantFrom('true', 'false', '1', '0'),
  'a.r': fc.constantFrom('11', '12', '21', '22', '5'),
  'a.f': fc.constantFrom('1', '2', '3'),
  'a.s': dateLikeArb,
  'a.e': dateLikeArb,
  't.id': fc.constantFrom('0', '1', '2'),
  't.t': fc.constantFrom('true', 'false', '1', '0'),
  't.f': fc.constantFrom('true', 'false', '1', '0'),
};
const changeArb: fc.Arbitrary<[CartQueryKey, string | undefined]> = fc.constantFrom(...CART_QUERY_KEYS).chain((key) =>
  fc.tuple(
    fc.constant(key),
    fc.option(fc.oneof({ weight: 4, arbitrary: PLAUSIBLE[key] }, { weight: 1, arbitrary: valueArb }), {
      nil: undefined,
      freq: 6,
    }),
  ),
);

const rawArb = fc.constantFrom(
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%FF%FE',
  '+',
  '%2B',
  '&',
  '=',
  '==',
  ';',
);
const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...CART_QUERY_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom('S.ID', 'c.W', 's.id[]', 'c.w ', 'a.r.x', 'sid', 'culture2') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }).map(unsafeEncode) },
);
const pairArb = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(keyArb, valueArb).map(([key, value]) => `${key}=${value}`) },
  { weight: 1, arbitrary: fc.tuple(keyArb, rawArb).map(([key, raw]) => `${key}=${raw}`) },
  { weight: 1, arbitrary: fc.oneof(keyArb, rawArb) },
);

/** A wholly random query, or a bookable one with keys changed, removed or repeated. */
const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.array(pairArb, { maxLength: 14 }).map((pairs) => pairs.join('&')) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...VALID), fc.array(changeArb, { maxLength: 3 }), fc.array(pairArb, { maxLength: 1 }))
      .map(([valid, changes, extra]) => {
        const pairs = new Map<string, string>(Object.entries(valid));
        for (const [key, value] of changes) {
          if (value === undefined) pairs.delete(key);
          else pairs.set(key, value);
        }
        return [...[...pairs].map(([key, value]) => `${key}=${value}`), ...extra].join('&');
      }),
  },
);

describe.each(testDatabases)('the pricing endpoint under random and malformed queries on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  it('never answers 5xx, always answers JSON in the envelope, and names the field of every 4xx', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const response = await fetch(`${api.baseUrl}/api/school/calculate/?${query}`);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, query).toBeLessThan(500);
        expect(response.headers.get('content-type'), query).toMatch(/^application\/json/);
        const body = (await response.json()) as {
          success: boolean;
          data?: Record<string, unknown>;
          error?: { field?: unknown; message?: unknown };
        };
        if (response.status === 200) {
          expect(body.success, query).toBe(true);
          expect(Object.keys(body.data ?? {}).sort(), query).toEqual([
            'cart',
            'culture',
            'errors',
            'fullyBooked',
            'price',
            'query',
            'schoolId',
            'unpriced',
          ]);
          const price = body.data?.price as { total: number; deposit: { value: number }; balance: number } | null;
          if (price) {
            expect(price.deposit.value, query).toBeGreaterThanOrEqual(0);
            expect(price.deposit.value, query).toBeLessThanOrEqual(price.total);
            expect(price.balance, query).toBe(price.total - price.deposit.value);
          }
        } else {
          expect([400, 404], query).toContain(response.status);
          expect(body.success, query).toBe(false);
          expect(CART_QUERY_KEYS, query).toContain(body.error?.field);
          expect(body.error?.message, query).toEqual(expect.any(String));
        }
      }),
      { numRuns: 2500 },
    );
    // The mix reached every outcome: carts priced or listing errors, refused, and unknown schools.
    console.log(`calculate fuzz on ${database.kind}: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
  });
});
