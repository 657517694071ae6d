import { describe, expect, it } from 'vitest';
import { applyFilterChange, nameSearchFilters } from '../apply-filter-change.ts';
import { defaultSearchFilters } from '../search-filters.ts';
import { searchCrumbs } from '../search-crumbs.ts';

const malta = {
  ...defaultSearchFilters({ language: 'english', country: 'malta', city: 'sliema' }),
  weeks: 4,
  budgetary: true,
};

describe('filter changes', () => {
  it('reset country and city with a new language, the city with a new country, nothing else', () => {
    expect(applyFilterChange(malta, { language: 'spanish' })).toEqual({
      ...malta,
      language: 'spanish',
      country: undefined,
      city: undefined,
    });
    expect(applyFilterChange(malta, { country: 'united_kingdom' })).toEqual({
      ...malta,
      country: 'united_kingdom',
      city: undefined,
    });
    expect(applyFilterChange(malta, { country: undefined })).toEqual({ ...malta, country: undefined, city: undefined });
    expect(applyFilterChange(malta, { city: 'st_julians' })).toEqual({ ...malta, city: 'st_julians' });
    expect(applyFilterChange(malta, { language: 'english', weeks: 6 })).toEqual({ ...malta, weeks: 6 });
  });

  it('search by name with only the name set, in the same language', () => {
    expect(nameSearchFilters('english', 'harbour')).toEqual({
      ...defaultSearchFilters({ language: 'english' }),
      name: 'harbour',
    });
  });
});

describe('searchCrumbs', () => {
  const data = {
    languages: [{ url: 'english', name: 'английский', schools: 3 }],
    regions: {
      language: { name: 'английский', url: 'english' },
      countries: [
        {
          name: 'Мальта',
          nameEn: 'Malta',
          url: 'malta',
          schools: 2,
          cities: [{ name: 'Слима', nameEn: 'Sliema', url: 'sliema', schools: 1 }],
        },
      ],
    },
  };

  it('lead from the language to the country and the city', () => {
    expect(searchCrumbs('ru', malta, data)).toEqual([
      { name: 'Английский', path: '/ru/english/' },
      { name: 'Мальта', path: '/ru/english/malta/' },
      { name: 'Слима', path: '/ru/english/malta/sliema/' },
    ]);
    expect(searchCrumbs('ru', { language: 'english', country: undefined, city: undefined }, data)).toHaveLength(1);
  });
});
