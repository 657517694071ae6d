import { describe, expect, it } from 'vitest';
import { changedPrice, copyPriceListToNextYear, sameDayNextYear } from '../copy-price-list.ts';
import type { PriceList } from '../price-list-schema.ts';

const list2027: PriceList = {
  id: 2027,
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  courses: [
    {
      courseId: 1,
      options: [
        { weekPriceId: 101, pricePerWeek: 26_000 },
        { weekPriceId: 102, pricePerWeek: 34_050 },
      ],
      seasonSupplements: [{ start: '2027-06-14', end: '2027-08-29', perWeek: 3000 }],
    },
  ],
  accommodations: [
    {
      accommodationId: 1,
      prices: [
        { roomId: 1, foodId: 1, pricePerWeek: 23_000, pricePerExtraNight: 3500, seasonSupplements: [] },
        { roomId: 1, foodId: 2, pricePerWeek: 26_000, pricePerExtraNight: null, seasonSupplements: [] },
      ],
    },
  ],
  transfers: [{ transferId: 1, oneWayPrice: 3500, twoWayPrice: 6000 }],
};

describe('copyPriceListToNextYear', () => {
  it('moves the period and the supplement periods one year on and raises every price by the percent', () => {
    const copy = copyPriceListToNextYear(list2027, { id: 2028, percent: 4.5 });
    expect(copy).toEqual({
      id: 2028,
      validFrom: '2028-01-01',
      validTo: '2028-12-31',
      courses: [
        {
          courseId: 1,
          options: [
            { weekPriceId: 101, pricePerWeek: 27_170 },
            // 34 050 × 1.045 = 35 582.25: rounded to the cent once.
            { weekPriceId: 102, pricePerWeek: 35_582 },
          ],
          seasonSupplements: [{ start: '2028-06-14', end: '2028-08-29', perWeek: 3135 }],
        },
      ],
      accommodations: [
        {
          accommodationId: 1,
          prices: [
            { roomId: 1, foodId: 1, pricePerWeek: 24_035, pricePerExtraNight: 3658, seasonSupplements: [] },
            { roomId: 1, foodId: 2, pricePerWeek: 27_170, pricePerExtraNight: null, seasonSupplements: [] },
          ],
        },
      ],
      transfers: [{ transferId: 1, oneWayPrice: 3658, twoWayPrice: 6270 }],
    });
    // The source list is left as it was.
    expect(list2027.courses[0]!.options[0]!.pricePerWeek).toBe(26_000);
  });

  it('keeps every price with 0 %, and lowers them with a negative percent', () => {
    const same = copyPriceListToNextYear(list2027, { id: 2028, percent: 0 });
    expect(same.courses).toEqual([
      { ...list2027.courses[0], seasonSupplements: [{ start: '2028-06-14', end: '2028-08-29', perWeek: 3000 }] },
    ]);
    expect(same.transfers).toEqual(list2027.transfers);
    const cheaper = copyPriceListToNextYear(list2027, { id: 2028, percent: -10 });
    expect(cheaper.courses[0]!.options.map((option) => option.pricePerWeek)).toEqual([23_400, 30_645]);
  });

  it('rounds half up to the minor unit, once per price', () => {
    expect(changedPrice(1010, 5)).toBe(1061); // 50.5 → 51
    expect(changedPrice(1030, 5)).toBe(1082); // 51.5 → 52
    expect(changedPrice(1000, 0.05)).toBe(1001); // 0.5 → 1
    expect(changedPrice(1010, -5)).toBe(959); // the cut, 50.5, rounds to 51
  });

  it('never lets a copied period hold a 29 February the next year lacks', () => {
    expect(sameDayNextYear('2027-12-31', 'end')).toBe('2028-12-31');
    expect(sameDayNextYear('2028-02-29', 'end')).toBe('2029-02-28');
    expect(sameDayNextYear('2028-02-29', 'start')).toBe('2029-03-01');
    const leap = copyPriceListToNextYear(
      { ...list2027, validFrom: '2027-03-01', validTo: '2028-02-29' },
      { id: 9, percent: 3 },
    );
    expect([leap.validFrom, leap.validTo]).toEqual(['2028-03-01', '2029-02-28']);
  });
});
