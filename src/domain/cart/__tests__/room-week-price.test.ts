import { describe, expect, it } from 'vitest';
import { buildAccommodation } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import { roomWeekPrice } from '../room-week-price.ts';

describe('roomWeekPrice', () => {
  const housing = buildAccommodation({
    prices: [
      { roomId: 1, foodId: 1, pricePerWeek: 23_000, pricePerExtraNight: null, seasonSupplements: [] },
      { roomId: 1, foodId: 2, pricePerWeek: 19_500, pricePerExtraNight: null, seasonSupplements: [] },
      { roomId: 2, foodId: 1, pricePerWeek: 19_500, pricePerExtraNight: null, seasonSupplements: [] },
    ],
  });

  it('is the weekly price of the room with the chosen meals', () => {
    expect(roomWeekPrice(housing, 1, 1)).toBe(23_000);
    expect(roomWeekPrice(housing, 1, 2)).toBe(19_500);
    expect(roomWeekPrice(housing, 2, 1)).toBe(19_500);
  });

  it('is null when the room has no price with those meals, and the lowest before meals are chosen', () => {
    expect(roomWeekPrice(housing, 2, 2)).toBeNull();
    expect(roomWeekPrice(housing, 1, null)).toBe(19_500);
    expect(roomWeekPrice(housing, 3, null)).toBeNull();
  });
});
