import { describe, expect, it } from 'vitest';
import { bestPromotion } from '../best-promotion.ts';
import { promotionAmount } from '../promotion-amount.ts';
import { promotionApplies } from '../promotion-applies.ts';
import { buildPromotion } from './fixtures/catalogue-builders.ts';

const booking = { weeks: 6, bookingDay: '2027-03-01', courseStart: '2027-06-28' };
const lines = { course: 186000, accommodation: 138000, total: 364000 };

describe('promotionApplies', () => {
  it('holds without conditions', () => {
    expect(promotionApplies(buildPromotion(), booking)).toBe(true);
  });

  it('needs the minimum weeks', () => {
    expect(promotionApplies(buildPromotion({ minWeeks: 6 }), booking)).toBe(true);
    expect(promotionApplies(buildPromotion({ minWeeks: 7 }), booking)).toBe(false);
  });

  it('checks the booking window against the booking day, both ends included', () => {
    expect(
      promotionApplies(buildPromotion({ bookingWindow: { start: '2027-01-01', end: '2027-03-01' } }), booking),
    ).toBe(true);
    expect(
      promotionApplies(buildPromotion({ bookingWindow: { start: '2027-03-02', end: '2027-06-30' } }), booking),
    ).toBe(false);
  });

  it('checks the start window against the course start, not the booking day', () => {
    expect(promotionApplies(buildPromotion({ startWindow: { start: '2027-06-28', end: '2027-08-31' } }), booking)).toBe(
      true,
    );
    expect(promotionApplies(buildPromotion({ startWindow: { start: '2027-03-01', end: '2027-06-27' } }), booking)).toBe(
      false,
    );
  });
});

describe('promotionAmount', () => {
  it('rounds a percent half up to the cent once', () => {
    expect(promotionAmount(buildPromotion({ value: 15 }), 186000)).toBe(27900);
    expect(promotionAmount(buildPromotion({ value: 10 }), 12345)).toBe(1235);
    expect(promotionAmount(buildPromotion({ value: 12.5 }), 1004)).toBe(126);
  });

  it('never takes more than the line', () => {
    expect(promotionAmount(buildPromotion({ kind: 'fixed', value: 10000 }), 138000)).toBe(10000);
    expect(promotionAmount(buildPromotion({ kind: 'fixed', value: 10000 }), 4000)).toBe(4000);
    expect(promotionAmount(buildPromotion({ kind: 'fixed', value: 10000 }), 0)).toBe(0);
  });
});

describe('bestPromotion', () => {
  it('applies the single promotion that takes the most off, on the line it names', () => {
    const promotions = [
      buildPromotion({ id: 1, value: 10, appliesTo: 'course' }), // 18,600
      buildPromotion({ id: 2, kind: 'fixed', value: 10000, appliesTo: 'accommodation' }), // 10,000
      buildPromotion({ id: 3, value: 6, appliesTo: 'total' }), // 21,840
    ];
    expect(bestPromotion(promotions, booking, lines)).toEqual({ promotion: promotions[2], moneyOff: 21840 });
    expect(bestPromotion(promotions.slice(0, 2), booking, lines)).toEqual({
      promotion: promotions[0],
      moneyOff: 18600,
    });
  });

  it('ignores promotions whose conditions fail and those that take nothing', () => {
    const promotions = [
      buildPromotion({ id: 1, value: 50, minWeeks: 12 }),
      buildPromotion({ id: 2, kind: 'fixed', value: 5000, appliesTo: 'accommodation' }),
    ];
    expect(bestPromotion(promotions, booking, lines)?.promotion.id).toBe(2);
    expect(bestPromotion(promotions, booking, { ...lines, accommodation: 0 })).toBeNull();
  });

  it('keeps the first listed on a tie', () => {
    const promotions = [
      buildPromotion({ id: 1, kind: 'fixed', value: 5000 }),
      buildPromotion({ id: 2, kind: 'fixed', value: 5000, appliesTo: 'total' }),
    ];
    expect(bestPromotion(promotions, booking, lines)?.promotion.id).toBe(1);
  });
});
