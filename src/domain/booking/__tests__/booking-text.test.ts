import { describe, expect, it } from 'vitest';
import {
  newBookingReference,
  numberedBookingReference,
  readBookingReference,
  REFERENCE_ALPHABET,
} from '../booking-reference.ts';
import { describePrice } from '../describe-price.ts';
import { bookingTimeline } from '../booking-timeline.ts';
import { timelineTexts } from '../timeline-texts.ts';
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
  it('keeps the numbered references of earlier bookings: LT- and at least six digits', () => {
    expect(numberedBookingReference(42)).toBe('LT-000042');
    expect(numberedBookingReference(1_234_567)).toBe('LT-1234567');
    expect(() => numberedBookingReference(0)).toThrow(RangeError);
  });

  it('makes a reference of two groups of four from random bytes, without 0, O, 1 or I', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
    expect(newBookingReference(Uint8Array.from([0, 1, 2, 3, 28, 29, 30, 31]))).toBe('LT-2345-WXYZ');
    // Only the low five bits count: 32 and 255 are 0 and 31.
    expect(newBookingReference(Uint8Array.from([32, 255, 8, 9, 10, 11, 12, 13]))).toBe('LT-2ZAB-CDEF');
    expect(() => newBookingReference(new Uint8Array(7))).toThrow(RangeError);
  });

  it('reads a reference however it is typed or read out, both shapes', () => {
    for (const typed of ['LT-7K3F-9Q2M', 'lt-7k3f-9q2m', 'LT7K3F9Q2M', '7k3f 9q2m', ' 7K3F-9Q2M '])
      expect(readBookingReference(typed)).toBe('LT-7K3F-9Q2M');
    for (const typed of ['LT-000042', 'lt42', '42', '000042']) expect(readBookingReference(typed)).toBe('LT-000042');
    for (const typed of ['', 'LT-0', 'LT-7K3F-9Q2', 'LT-7K3F-9Q2O', 'Ana Lima'])
      expect(readBookingReference(typed)).toBeNull();
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

  it('says what happens next, dated, with the full price when the deposit is the whole of it', () => {
    const steps = bookingTimeline({
      bookedOn: '2026-11-24',
      courseStart: '2027-03-01',
      balance: answer.balance,
      confirmationWorkingDays: 1,
      status: 'new',
    });
    expect(timelineTexts(steps, answer, 'Jonas Becker', t, 'de')).toEqual([
      'timeline.confirmation {"date":"25.11.2026","manager":"Jonas Becker"}',
      'timeline.depositLink {"amount":"200,00\u00a0€"}',
      'timeline.balance {"date":"01.02.2027","amount":"1.024,00\u00a0€"}',
      'timeline.documents {"date":"02.12.2026"}',
      'timeline.courseStart {"date":"01.03.2027"}',
    ]);
    const full = {
      ...answer,
      deposit: { value: answer.total, fullDeposit: true },
      balance: 0,
      balanceDate: null,
    } as unknown as PriceAnswer;
    const fullSteps = bookingTimeline({
      ...{ bookedOn: '2026-11-24', courseStart: '2027-03-01' },
      balance: 0,
      confirmationWorkingDays: 1,
      status: 'new',
    });
    expect(timelineTexts(fullSteps, full, 'Ana', t, 'en')[1]).toBe('timeline.depositLinkFull {"amount":"€1,224.00"}');
  });
});
