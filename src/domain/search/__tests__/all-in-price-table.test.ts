import { describe, expect, it } from 'vitest';
import { allInPriceTable, obligatoryFees, type SchoolFees } from '../all-in-price-table.ts';
import { searchPrice } from '../search-price.ts';
import { toSearchEntry } from '../to-search-entry.ts';
import { NO_PRICE, weeklyPriceTable } from '../weekly-price-table.ts';
import { isWithinBudget } from '../within-budget.ts';

const option = (id: number, pricePerWeek: number) => ({
  id,
  lessonsPerWeek: 20,
  schedule: { sessions: [{ partsOfDay: ['morning' as const] }] },
  pricePerWeek,
});

// The worked example's fees (docs/pricing-model.md): registration 70, books 40, courier 60 from 12 weeks, placement 50.
const FEES: SchoolFees = {
  registration: 70_00,
  books: 40_00,
  booksPaidInSchool: false,
  courier: { amount: 60_00, fromWeeks: 12 },
  accommodationPlacement: 50_00,
};
// General English of the worked example: 260 a week for 1–3 weeks, 240 for 4–11, 220 from 12.
const GENERAL = {
  minAge: 16,
  minWeeks: 1,
  maxWeeks: 52,
  courseWeeks: [
    { from: 1, to: 3, prices: [option(101, 260_00), option(102, 340_00)] },
    { from: 4, to: 11, prices: [option(111, 240_00), option(112, 310_00)] },
    { from: 12, to: null, prices: [option(121, 220_00), option(122, 285_00)] },
  ],
};

describe('obligatoryFees', () => {
  it('adds registration and books, the courier from its weeks, the placement only with housing', () => {
    expect(obligatoryFees(FEES, 2, false)).toBe(110_00);
    expect(obligatoryFees(FEES, 2, true)).toBe(160_00);
    expect(obligatoryFees(FEES, 11, false)).toBe(110_00);
    expect(obligatoryFees(FEES, 12, false)).toBe(170_00);
    expect(obligatoryFees(FEES, 12, true)).toBe(220_00);
  });

  it('leaves out books paid at the school, as the pricing API does', () => {
    expect(obligatoryFees({ ...FEES, booksPaidInSchool: true }, 4, true)).toBe(120_00);
  });
});

describe('allInPriceTable', () => {
  const tuition = weeklyPriceTable([GENERAL]);

  it('is the cheapest tuition of each length plus the fees of that stay', () => {
    const table = allInPriceTable(tuition, FEES, false);
    expect(table).toHaveLength(53);
    expect(table[2]).toBe(2 * 260_00 + 110_00);
    expect(table[6]).toBe(6 * 240_00 + 110_00);
    expect(table[12]).toBe(12 * 220_00 + 170_00);
  });

  it('adds the placement fee for a search with housing', () => {
    const table = allInPriceTable(tuition, FEES, true);
    expect(table[6]).toBe(6 * 240_00 + 160_00);
    expect(table[52]).toBe(52 * 220_00 + 220_00);
  });

  it('never turns a missing price into a price of fees alone', () => {
    const short = weeklyPriceTable([{ ...GENERAL, maxWeeks: 8 }]);
    const table = allInPriceTable(short, FEES, true);
    expect([table[0], table[1], table[9], table[52]]).toEqual([NO_PRICE, NO_PRICE, NO_PRICE, NO_PRICE]);
  });
});

describe('a search entry priced all in', () => {
  const school = (fields: Record<string, unknown> = {}) =>
    ({
      id: 1,
      slug: 'malta_school',
      name: 'Malta School',
      nameEn: 'Malta School',
      programmeTypes: ['languageschool'],
      languages: ['english'],
      country: 'malta',
      city: 'sliema',
      currency: 'EUR',
      features: { budgetary: false, fewRussianSpeakers: false, avgAge30: false, inCityCentre: false },
      returnDepositOnVisaRejection: false,
      facts: { accreditations: [], founded: 2000, studentsPerYear: 100, agesBySeason: [], classMix: [], sameAs: [] },
      popularity: 1,
      photos: 1,
      accommodations: [{ id: 1 }],
      promotions: [],
      fees: FEES,
      courses: [GENERAL],
      ...fields,
    }) as never;
  const rates = { base: 'EUR', rates: { GBP: 0.8, USD: 1.1 } };

  it('prices the card and the sort with the same all-in figure, with or without housing', () => {
    const entry = toSearchEntry(school(), {
      meanRating: 0,
      reviewsCount: 0,
      rates: { base: 'GBP', rates: { EUR: 1.25 } },
    });
    expect(searchPrice(entry, 4, false)).toEqual({ price: 1070_00, weeks: 4, comparable: 856_00 });
    expect(searchPrice(entry, 4, true)).toEqual({ price: 1120_00, weeks: 4, comparable: 896_00 });
  });

  it('adds no placement fee for a school without housing, whatever the search asks', () => {
    const entry = toSearchEntry(school({ accommodations: [] }), { meanRating: 0, reviewsCount: 0, rates });
    expect(searchPrice(entry, 4, true).price).toBe(1070_00);
  });

  it("prices the fallback quote all in, for the fallback's own weeks", () => {
    const entry = toSearchEntry(school({ courses: [{ ...GENERAL, minWeeks: 12 }] }), {
      meanRating: 0,
      reviewsCount: 0,
      rates,
    });
    // Asked for 2 weeks, the school quotes its 12: 12 × 220 + registration, books and courier.
    expect(searchPrice(entry, 2, false)).toEqual({ price: 2810_00, weeks: 12, comparable: 2810_00 });
  });

  it('keeps a school within a price filter in the display currency only when its all-in price converts to at most that', () => {
    const entry = toSearchEntry(school(), { meanRating: 0, reviewsCount: 0, rates });
    const filters = { weeks: 4, accommodation: true };
    // 1,120 € is 896 £ at 0.8.
    expect(isWithinBudget(entry, { ...filters, maxPrice: 896 }, { currency: 'GBP', rates })).toBe(true);
    expect(isWithinBudget(entry, { ...filters, maxPrice: 895 }, { currency: 'GBP', rates })).toBe(false);
    expect(isWithinBudget(entry, { ...filters, accommodation: false, maxPrice: 860 }, { currency: 'GBP', rates })).toBe(
      true,
    );
    expect(isWithinBudget(entry, { ...filters, maxPrice: undefined }, { currency: 'GBP', rates })).toBe(true);
    // No rate for the display currency: nothing can be shown to be within the limit.
    expect(isWithinBudget(entry, { ...filters, maxPrice: 1_000_000 }, { currency: 'JPY', rates })).toBe(false);
  });
});
