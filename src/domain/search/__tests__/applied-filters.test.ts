import { describe, expect, it } from 'vitest';
import { applyFilterChange } from '../apply-filter-change.ts';
import { appliedFilters } from '../applied-filters.ts';
import { defaultSearchFilters } from '../search-filters.ts';

describe('appliedFilters', () => {
  const defaults = defaultSearchFilters({ language: 'english' });

  it('lists nothing for the defaults of the language, whatever the sort or the housing wish', () => {
    expect(appliedFilters(defaults)).toEqual([]);
    expect(appliedFilters({ ...defaults, sort: 'cheapFirst', accommodation: false })).toEqual([]);
  });

  it('lists each filter that narrows the results, with the change that removes it', () => {
    const filters = {
      ...defaults,
      name: 'harbour',
      schoolType: 'languagecamp' as const,
      country: 'malta',
      city: 'sliema',
      weeks: 4,
      maxPrice: 1500,
      budgetary: true,
      inCenter: true,
    };
    const applied = appliedFilters(filters);
    expect(applied.map((filter) => filter.kind)).toEqual([
      'name',
      'schoolType',
      'country',
      'city',
      'weeks',
      'maxPrice',
      'budgetary',
      'inCenter',
    ]);
    // Removing one leaves the others; removing the country takes its city with it.
    const withoutPrice = applyFilterChange(filters, applied.find((filter) => filter.kind === 'maxPrice')!.removal);
    expect(appliedFilters(withoutPrice).map((filter) => filter.kind)).not.toContain('maxPrice');
    expect(withoutPrice.weeks).toBe(4);
    const withoutCountry = applyFilterChange(filters, applied.find((filter) => filter.kind === 'country')!.removal);
    expect([withoutCountry.country, withoutCountry.city]).toEqual([undefined, undefined]);
    expect(applyFilterChange(filters, applied.find((filter) => filter.kind === 'weeks')!.removal).weeks).toBe(
      defaults.weeks,
    );
  });
});
