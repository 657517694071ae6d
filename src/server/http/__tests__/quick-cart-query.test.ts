import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_QUERY_KEYS } from '#domain/cart/cart-query-schema.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { CULTURES } from '#domain/culture.ts';
import { quickCartQuery } from '../quick-cart-query.ts';

const valueArb = fc.oneof(
  fc.constantFrom('', '0', '1', '7', '101', '520', '521', '9007199254740991', '9007199254740992', '999999999999999', '1234567890123456', '-1', '1.5', '1e3', ' 1', '٣'),
  fc.integer({ min: 0, max: 700 }).map(String),
  fc.constantFrom(...CULTURES, 'EN', 'xx', 'ja'),
  fc.constantFrom('2027-06-28', '2027-02-30', '2000-01-01', '1999-12-31', '2999-12-31', '3000-01-01', '0099-01-01', '2027-6-28'),
  fc.constantFrom('true', 'false', 'TRUE', 'False', '1', '0', 'yes', 'constructor', '__proto__', 'toString'),
  fc.string({ maxLength: 12 }),
);
const rawArb = fc.dictionary(fc.constantFrom(...CART_QUERY_KEYS, 'utm_source'), valueArb);

describe('quickCartQuery', () => {
  it('gives the answer of parseCartQuery for every link it reads, and leaves no correct link to zod', () => {
    fc.assert(
      fc.property(rawArb, (raw) => {
        const params = new URLSearchParams(raw);
        const quick = quickCartQuery(params);
        const parsed = parseCartQuery(params);
        if (quick === null) expect(parsed.ok).toBe(false);
        else expect(parsed).toEqual({ ok: true, query: quick });
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the worked example without help', () => {
    const query = new URLSearchParams('s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&a.s=2027-06-27&a.e=2027-08-07&t.id=1&t.t=True&t.f=1');
    expect(quickCartQuery(query)).toEqual({
      schoolId: 1,
      culture: 'en',
      weekPriceId: 112,
      weeks: 6,
      courseStart: '2027-06-28',
      roomId: 1,
      foodId: 1,
      accommodationStart: '2027-06-27',
      accommodationEnd: '2027-08-07',
      transferId: 1,
      transferTo: true,
      transferFrom: true,
    });
    expect(quickCartQuery(new URLSearchParams('t.t=constructor'))).toBeNull();
  });
});
