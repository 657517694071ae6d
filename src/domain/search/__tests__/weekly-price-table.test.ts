import { describe, expect, it } from 'vitest';
import { NO_PRICE, weeklyPriceTable } from '../weekly-price-table.ts';
import { toSearchEntry } from '../to-search-entry.ts';
import { searchPrice } from '../search-price.ts';

const option = (id: number, pricePerWeek: number) => ({
  id,
  lessonsPerWeek: 20,
  schedule: { sessions: [{ partsOfDay: ['morning' as const] }] },
  pricePerWeek,
});

describe('weeklyPriceTable', () => {
  it('takes the cheapest course that runs that long, from the week range holding the weeks', () => {
    const table = weeklyPriceTable([
      {
        minWeeks: 1,
        maxWeeks: 12,
        courseWeeks: [
          { from: 1, to: 3, prices: [option(1, 300), option(2, 280)] },
          { from: 4, to: null, prices: [option(3, 250)] },
        ],
      },
      { minWeeks: 4, maxWeeks: 8, courseWeeks: [{ from: 1, to: null, prices: [option(4, 240)] }] },
    ]);
    expect(table).toHaveLength(53);
    expect([table[0], table[1]]).toEqual([NO_PRICE, NO_PRICE]);
    expect(table[2]).toBe(560);
    expect(table[4]).toBe(960);
    expect(table[9]).toBe(2250);
    expect(table[12]).toBe(3000);
    expect(table[13]).toBe(NO_PRICE);
  });

  it('has no price for weeks whose range lists no options', () => {
    const table = weeklyPriceTable([
      {
        minWeeks: 2,
        maxWeeks: 6,
        courseWeeks: [
          { from: 1, to: 3, prices: [] },
          { from: 4, to: 6, prices: [option(1, 100)] },
        ],
      },
    ]);
    expect([table[2], table[3], table[4]]).toEqual([NO_PRICE, NO_PRICE, 400]);
  });
});

describe('searchPrice', () => {
  it("prices the weeks asked for, or falls back to the school's usual 'from' quote", () => {
    const school = {
      id: 1,
      slug: 'tokyo_school',
      name: 'Tokyo School',
      nameEn: 'Tokyo School',
      programmeTypes: ['languageschool'],
      languages: ['japanese'],
      country: 'japan',
      city: 'tokyo',
      currency: 'JPY',
      features: { budgetary: false, fewRussianSpeakers: false, avgAge30: false, inCityCentre: false },
      returnDepositOnVisaRejection: false,
      facts: { accreditations: [], founded: 2000, studentsPerYear: 100, agesBySeason: [], classMix: [], sameAs: [] },
      popularity: 1,
      photos: 1,
      accommodations: [],
      promotions: [],
      fees: { registration: 0, books: 0, booksPaidInSchool: false, courier: null, accommodationPlacement: 0 },
      courses: [
        { minAge: 18, minWeeks: 10, maxWeeks: 44, courseWeeks: [{ from: 1, to: null, prices: [option(1, 30_000)] }] },
      ],
    } as never;
    const entry = toSearchEntry(school, {
      meanRating: 0,
      reviewsCount: 0,
      rates: { base: 'EUR', rates: { JPY: 150 } },
    });
    expect(searchPrice(entry, 12, false)).toEqual({ price: 360_000, weeks: 12, comparable: 240_000 });
    expect(searchPrice(entry, 2, false)).toEqual({ price: 300_000, weeks: 10, comparable: 200_000 });
    expect(entry.searchText).toBe('tokyo school tokyo school tokyo school');
  });
});
