import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRAMME_TYPES } from '#domain/catalogue/school-schema.ts';
import { readSearchQuery } from '../read-search-query.ts';
import { searchAddress, searchPlacePath } from '../search-address.ts';
import { defaultSearchFilters, SEARCH_SORTS, type SearchFilters } from '../search-filters.ts';
import { toSearchQuery } from '../to-search-query.ts';

const read = (query: string, place = { language: 'english' }, culture: 'ru' | 'en' = 'ru') => {
  const params = new URLSearchParams(query);
  return readSearchQuery(culture, place, (key) => params.get(key)).filters;
};

describe('search addresses', () => {
  it('are the bare place path for the default filters, lower-cased, without unset parts', () => {
    expect(searchAddress('ru', defaultSearchFilters({ language: 'english' }))).toBe('/ru/english/');
    expect(searchAddress('ru', defaultSearchFilters({ language: 'English', country: 'Malta', city: 'Sliema' }))).toBe(
      '/ru/english/malta/sliema/',
    );
    expect(searchPlacePath('en', { language: 'english', country: undefined, city: 'london' })).toBe('/en/english/');
  });

  it('carry only the filters that differ from the defaults, with the spec keys in its order, lower-cased', () => {
    const filters: SearchFilters = {
      ...defaultSearchFilters({ language: 'english', country: 'malta' }),
      sort: 'highRatingFirst',
      weeks: 4,
      accommodation: false,
      fewRussianSpeakers: true,
      inCenter: true,
      schoolType: 'languagecamp',
      name: 'Harbour',
    };
    expect(searchAddress('ru', filters)).toBe(
      '/ru/english/malta/?schooltype=languagecamp&accommodation=false&sort=highratingfirst&weeks=4&fewruspeakers=true&incenter=true&name=harbour',
    );
  });

  it('read back what they wrote (a name compares without case)', () => {
    const filtersArb = fc.record({
      schoolType: fc.constantFrom(...PROGRAMME_TYPES),
      weeks: fc.integer({ min: 2, max: 52 }),
      accommodation: fc.boolean(),
      returnOnVisaRejection: fc.boolean(),
      budgetary: fc.boolean(),
      fewRussianSpeakers: fc.boolean(),
      avgAge30: fc.boolean(),
      inCenter: fc.boolean(),
      name: fc.option(fc.stringMatching(/^[a-zà-ÿ][a-zà-ÿ &'-]{0,20}[a-zà-ÿ]$/), { nil: undefined }),
      sort: fc.constantFrom(...SEARCH_SORTS),
    });
    fc.assert(
      fc.property(filtersArb, (fields) => {
        const filters: SearchFilters = {
          ...defaultSearchFilters({ language: 'english', country: 'malta' }),
          ...fields,
        };
        expect(read(toSearchQuery(filters), { language: 'english', country: 'malta' } as never)).toEqual(filters);
      }),
    );
  });

  it('read nonsense as the defaults rather than failing, and the text undefined as unset', () => {
    expect(read('weeks=99&sort=random&schooltype=spa&accommodation=maybe&name=undefined&budgetary=yes')).toEqual(
      defaultSearchFilters({ language: 'english' }),
    );
    expect(read('SORT=cheapfirst&sort=CheapFirst&weeks=12').sort).toBe('cheapFirst');
    expect(read('weeks=2.5').weeks).toBe(2);
  });

  it('drop the Russian-only feature filters outside ru', () => {
    expect(
      read('fewruspeakers=true&returnonvisarejection=true&budgetary=true', { language: 'english' }, 'en'),
    ).toMatchObject({
      fewRussianSpeakers: false,
      returnOnVisaRejection: false,
      budgetary: true,
    });
    expect(read('fewruspeakers=true&returnonvisarejection=true')).toMatchObject({
      fewRussianSpeakers: true,
      returnOnVisaRejection: true,
    });
  });

  it('answer the API strictly with the same readers: the first wrong value, or a filter the culture does not offer, is an issue naming its key', () => {
    const strict = (query: string, culture: 'ru' | 'en' = 'en') => {
      const params = new URLSearchParams(query);
      return readSearchQuery(culture, { language: 'english' }, (key) => params.get(key), 'strict');
    };
    expect(strict('weeks=12&sort=CheapFirst&name=%20harbour%20').issue).toBeNull();
    expect(strict('weeks=12&sort=CheapFirst&name=%20harbour%20').filters).toEqual(
      read('weeks=12&sort=CheapFirst&name=%20harbour%20', { language: 'english' }, 'en'),
    );
    expect(strict('weeks=99&sort=random').issue).toEqual({
      key: 'sort',
      message: 'sort must be one of popularity, highRatingFirst, expensiveFirst, cheapFirst',
    });
    expect(strict('weeks=2.5').issue).toEqual({ key: 'weeks', message: 'weeks must be a whole number from 2 to 52' });
    expect(strict('budgetary=yes').issue).toEqual({ key: 'budgetary', message: 'budgetary must be true or false' });
    expect(strict('schooltype=spa').issue?.key).toBe('schooltype');
    expect(strict(`name=${'x'.repeat(201)}`).issue).toEqual({
      key: 'name',
      message: 'name must be at most 200 characters',
    });
    expect(strict('fewruspeakers=true').issue).toEqual({
      key: 'fewruspeakers',
      message: 'fewruspeakers is offered only in culture ru',
    });
    expect(strict('fewruspeakers=true', 'ru').issue).toBeNull();
    expect(strict('name=undefined&weeks=').issue).toBeNull();
  });
});
