import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSchools } from '../find-schools.ts';
import { defaultSearchFilters, SEARCH_PAGE_SIZE, type SearchFilters } from '../search-filters.ts';
import { NO_PRICE } from '../weekly-price-table.ts';
import { entry, prices } from './entry-builder.ts';

const london = (fields: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultSearchFilters({ language: 'english' }),
  ...fields,
});
const ids = (items: { entry: { id: number } }[]) => items.map((item) => item.entry.id);

describe('findSchools', () => {
  it('keeps only schools of the language, country, city and name searched, never relaxing them', () => {
    const schools = [
      entry(1),
      entry(2, { languages: ['spanish'] }),
      entry(3, { country: 'malta', city: 'sliema' }),
      entry(4, { city: 'oxford' }),
      entry(5, { name: 'Harbour House', searchText: 'harbour house harbour house harbour_house' }),
    ];
    expect(ids(findSchools(schools, london(), 1).exact.items)).toEqual([1, 3, 4, 5]);
    expect(ids(findSchools(schools, london({ country: 'united_kingdom' }), 1).exact.items)).toEqual([1, 4, 5]);
    expect(ids(findSchools(schools, london({ country: 'united_kingdom', city: 'oxford' }), 1).exact.items)).toEqual([
      4,
    ]);
    const byName = findSchools(schools, london({ name: '  HARBOUR ' }), 1);
    expect(ids(byName.exact.items)).toEqual([5]);
    expect(byName.approximate.schoolsCount).toBe(0);
  });

  it('finds names without case or accents', () => {
    const school = entry(1, { searchText: 'ecole du parc ecole du parc ecole_du_parc' });
    expect(findSchools([school], london({ name: 'École' }), 1).exact.schoolsCount).toBe(1);
  });

  it('puts schools missing an optional filter in the approximate group, fewest misses first', () => {
    const schools = [
      entry(1, { programmeTypes: ['languagecamp'], hasAccommodation: false, popularity: 900 }),
      entry(2, { budgetary: true, popularity: 100 }),
      entry(3, { hasAccommodation: false, popularity: 50 }),
      entry(4, { budgetary: true, priceByWeeks: prices(100_00, 4, 12), popularity: 800 }),
      entry(5, { popularity: 700 }),
    ];
    const found = findSchools(schools, london({ budgetary: true, weeks: 3 }), 1);
    expect(ids(found.exact.items)).toEqual([2]);
    expect(found.exact.schoolsCount).toBe(1);
    // One miss each (4: weeks, 5: budgetary, 3 has two), then three misses.
    expect(found.approximate.items.map((item) => [item.entry.id, item.missed])).toEqual([
      [4, ['weeks']],
      [5, ['budgetary']],
      [3, ['accommodation', 'budgetary']],
      [1, ['schoolType', 'accommodation', 'budgetary']],
    ]);
  });

  it('asks nothing of a yes/no filter that is off, and nothing about housing when accommodation is false', () => {
    const schools = [entry(1, { hasAccommodation: false }), entry(2)];
    expect(ids(findSchools(schools, london({ accommodation: false }), 1).exact.items)).toEqual([1, 2]);
  });

  it('orders by popularity, rating, or price in one currency, a school without a price last', () => {
    const schools = [
      entry(1, {
        popularity: 10,
        meanRating: 4.5,
        reviewsCount: 3,
        priceByWeeks: prices(300_00),
        comparablePriceByWeeks: prices(300_00),
      }),
      entry(2, {
        popularity: 30,
        meanRating: 4.5,
        reviewsCount: 9,
        priceByWeeks: prices(50_000_00),
        comparablePriceByWeeks: prices(250_00),
      }),
      entry(3, {
        popularity: 20,
        meanRating: 3.9,
        reviewsCount: 20,
        priceByWeeks: prices(200_00),
        comparablePriceByWeeks: prices(400_00),
      }),
      entry(4, {
        popularity: 40,
        meanRating: 0,
        reviewsCount: 0,
        priceByWeeks: prices(100_00),
        comparablePriceByWeeks: new Array<number>(53).fill(NO_PRICE),
      }),
    ];
    const order = (sort: SearchFilters['sort']) => ids(findSchools(schools, london({ sort }), 1).exact.items);
    expect(order('popularity')).toEqual([4, 2, 3, 1]);
    expect(order('highRatingFirst')).toEqual([2, 1, 3, 4]);
    expect(order('cheapFirst')).toEqual([2, 1, 3, 4]);
    expect(order('expensiveFirst')).toEqual([3, 1, 2, 4]);
  });

  it('cuts exact then approximate into pages of ten, and a page past the end is empty', () => {
    const schools = [
      ...Array.from({ length: 14 }, (_, i) => entry(i + 1)),
      ...Array.from({ length: 9 }, (_, i) => entry(100 + i, { hasAccommodation: false })),
    ];
    const first = findSchools(schools, london(), 1);
    expect([first.exact.items.length, first.approximate.items.length, first.hasMore]).toEqual([10, 0, true]);
    const second = findSchools(schools, london(), 2);
    expect([ids(second.exact.items), second.approximate.items.length, second.hasMore]).toEqual([
      [11, 12, 13, 14],
      6,
      true,
    ]);
    const third = findSchools(schools, london(), 3);
    expect([third.exact.items.length, ids(third.approximate.items), third.hasMore]).toEqual([
      0,
      [106, 107, 108],
      false,
    ]);
    const beyond = findSchools(schools, london(), 9);
    expect([
      beyond.exact.items,
      beyond.approximate.items,
      beyond.hasMore,
      beyond.exact.schoolsCount,
      beyond.approximate.schoolsCount,
    ]).toEqual([[], [], false, 14, 9]);
  });

  it('pages through every school of the place exactly once, whatever the filters and the order', () => {
    const schoolArb = fc.record({
      hasAccommodation: fc.boolean(),
      budgetary: fc.boolean(),
      inCenter: fc.boolean(),
      popularity: fc.integer({ min: 0, max: 5 }),
      meanRating: fc.constantFrom(0, 3.5, 4, 5),
      perWeek: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(schoolArb, { maxLength: 35 }),
        fc.constantFrom('popularity', 'highRatingFirst', 'expensiveFirst', 'cheapFirst' as const),
        fc.boolean(),
        fc.integer({ min: 2, max: 52 }),
        (specs, sort, budgetary, weeks) => {
          const schools = specs.map(({ perWeek, ...fields }, i) =>
            entry(i + 1, {
              ...fields,
              priceByWeeks: prices(perWeek * 100),
              comparablePriceByWeeks: prices(perWeek * 100),
            }),
          );
          const filters = london({ sort, budgetary, weeks });
          const seen: number[] = [];
          for (let page = 1; ; page++) {
            const found = findSchools(schools, filters, page);
            expect(found.exact.items.length + found.approximate.items.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
            seen.push(...ids(found.exact.items), ...ids(found.approximate.items));
            if (!found.hasMore) break;
          }
          expect([...seen].sort((a, b) => a - b)).toEqual(schools.map((school) => school.id));
          for (const found of [findSchools(schools, filters, 1)]) {
            for (const item of found.exact.items) expect(item.missed).toEqual([]);
          }
        },
      ),
    );
  });
});
