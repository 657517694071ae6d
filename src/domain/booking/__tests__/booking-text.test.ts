import { describe, expect, it } from 'vitest';
import { bookingReference } from '../booking-reference.ts';
import { describePrice } from '../describe-price.ts';
import { nextSteps } from '../next-steps.ts';
import { priceLines } from '#domain/pricing/price-lines.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const answer = {
  currency: { symbol: '€', isoCode: 'EUR' },
  total: 122_400,
  moneyOff: 13_600,
  schoolFee: 16_000,
  course: { amount: { price: 68_000, discount: 13_600, total: 54_400 }, supplement: 0 },
  accommodation: { empty: false, amount: { originalTotal: 46_000, total: 46_000 } },
  transfer: { price: 6000 },
  deposit: { value: 20_000, fullDeposit: false },
  balance: 102_400,
  balanceDate: '2027-02-01',
} as unknown as PriceAnswer;

describe('booking texts', () => {
  it('numbers bookings LT- and at least six digits', () => {
    expect(bookingReference(42)).toBe('LT-000042');
    expect(bookingReference(1_234_567)).toBe('LT-1234567');
    expect(() => bookingReference(0)).toThrow(RangeError);
  });

  it('lists price lines that add up to the total, leaving zero lines out', () => {
    const lines = priceLines(answer);
    expect(lines.map((line) => line.kind)).toEqual(['course', 'fees', 'accommodation', 'transfer', 'discount']);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(answer.total);
  });

  it('describes the price with the deposit now and the balance with its date', () => {
    expect(describePrice(answer, t, 'en').slice(-3)).toEqual([
      { label: 'price.total', value: '€1,224.00' },
      { label: 'price.depositNow', value: '€200.00' },
      { label: 'price.balanceDue {"date":"01/02/2027"}', value: '€1,024.00' },
    ]);
  });

  it('says what happens next, with the full price when the deposit is the whole of it', () => {
    expect(nextSteps(answer, t, 'de')).toEqual([
      'next.manager',
      'next.payDeposit {"amount":"200,00\u00a0€"}',
      'next.documents',
      'next.balance {"amount":"1.024,00\u00a0€","date":"01.02.2027"}',
      'next.cancellation',
    ]);
    const full = {
      ...answer,
      deposit: { value: answer.total, fullDeposit: true },
      balance: 0,
      balanceDate: null,
    } as unknown as PriceAnswer;
    expect(nextSteps(full, t, 'en')).toEqual([
      'next.manager',
      'next.payFull {"amount":"€1,224.00"}',
      'next.documents',
      'next.cancellation',
    ]);
  });
});
