import { describe, expect, it } from 'vitest';
import type { PromotionContent } from '../school-schema.ts';
import { isPromotionActive } from '../is-promotion-active.ts';
import { isSuperDiscount } from '../is-super-discount.ts';

const promotion = (over: Partial<PromotionContent> = {}): PromotionContent => ({
  id: 1,
  name: { en: 'Winter offer' },
  kind: 'percent',
  value: 20,
  appliesTo: 'course',
  ...over,
});

describe('isPromotionActive', () => {
  it('is active with no windows at all', () => {
    expect(isPromotionActive(promotion(), '2026-11-22')).toBe(true);
  });

  it('needs today inside the booking window, both ends included', () => {
    const p = promotion({ bookingWindow: { start: '2026-11-01', end: '2026-11-30' } });
    expect(isPromotionActive(p, '2026-10-31')).toBe(false);
    expect(isPromotionActive(p, '2026-11-01')).toBe(true);
    expect(isPromotionActive(p, '2026-11-30')).toBe(true);
    expect(isPromotionActive(p, '2026-12-01')).toBe(false);
  });

  it('stays active until its start window has passed', () => {
    const p = promotion({ startWindow: { start: '2027-06-01', end: '2027-08-31' } });
    expect(isPromotionActive(p, '2026-11-22')).toBe(true);
    expect(isPromotionActive(p, '2027-08-31')).toBe(true);
    expect(isPromotionActive(p, '2027-09-01')).toBe(false);
  });
});

describe('isSuperDiscount', () => {
  it('needs an active percent promotion of at least 15 %', () => {
    expect(isSuperDiscount([promotion({ value: 15 })], '2026-11-22')).toBe(true);
    expect(isSuperDiscount([promotion({ value: 14.99 })], '2026-11-22')).toBe(false);
    expect(isSuperDiscount([promotion({ kind: 'fixed', value: 50_000 })], '2026-11-22')).toBe(false);
    expect(
      isSuperDiscount(
        [promotion({ value: 25, bookingWindow: { start: '2026-01-01', end: '2026-10-31' } })],
        '2026-11-22',
      ),
    ).toBe(false);
    expect(isSuperDiscount([], '2026-11-22')).toBe(false);
  });
});
