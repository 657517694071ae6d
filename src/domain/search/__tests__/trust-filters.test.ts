import { describe, expect, it } from 'vitest';
import { appliedFilters } from '../applied-filters.ts';
import { findSchools } from '../find-schools.ts';
import { readSearchQuery } from '../read-search-query.ts';
import { defaultSearchFilters, type SearchFilters } from '../search-filters.ts';
import { searchAddress } from '../search-address.ts';
import { entry } from './entry-builder.ts';

const english = (fields: Partial<SearchFilters> = {}): SearchFilters => ({
  ...defaultSearchFilters({ language: 'english' }),
  ...fields,
});
const strict = (query: string) => {
  const params = new URLSearchParams(query);
  return readSearchQuery('en', { language: 'english' }, (key) => params.get(key), 'strict');
};

describe("the 'accredited' and 'adults only in a month' filters", () => {
  const schools = [
    entry(1, { accreditations: ['british_council', 'english_uk'], adultsOnlyMonths: [1, 2, 12] }),
    entry(2, { accreditations: [], adultsOnlyMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }),
    entry(3, { accreditations: ['ialc'], adultsOnlyMonths: [] }),
  ];
  const exact = (filters: SearchFilters) => findSchools(schools, filters, 1).exact.items.map((item) => item.entry.id);
  const missed = (filters: SearchFilters) =>
    findSchools(schools, filters, 1).approximate.items.map((item) => [item.entry.id, item.missed]);

  it('keep an accredited school, and one adults only in the month asked, in the exact group', () => {
    expect(exact(english({ accredited: true }))).toEqual([1, 3]);
    expect(exact(english({ adultsOnlyMonth: 1 }))).toEqual([1, 2]);
    expect(exact(english({ adultsOnlyMonth: 7 }))).toEqual([2]);
    expect(exact(english({ accredited: true, adultsOnlyMonth: 12 }))).toEqual([1]);
  });

  it('show a school missing them among the similar ones, saying which it misses', () => {
    expect(missed(english({ accredited: true, adultsOnlyMonth: 12 }))).toEqual([
      [2, ['accredited']],
      [3, ['adultsOnly']],
    ]);
  });

  it('travel in the address as accredited=true and adultsonly=<month>, and read back', () => {
    const filters = english({ accredited: true, adultsOnlyMonth: 7 });
    const address = searchAddress('en', filters);
    expect(address).toBe('/en/english/?accredited=true&adultsonly=7');
    expect(strict(address.split('?')[1]!)).toEqual({ filters, issue: null });
  });

  it('refuse a month that is not 1 to 12, naming the key', () => {
    expect(strict('adultsonly=13').issue).toEqual({
      key: 'adultsonly',
      message: 'adultsonly must be a whole number from 1 to 12',
    });
    expect(strict('adultsonly=july').issue?.key).toBe('adultsonly');
    expect(strict('accredited=yes').issue).toEqual({ key: 'accredited', message: 'accredited must be true or false' });
  });

  it('appear in the applied-filters bar, each removable alone', () => {
    expect(appliedFilters(english({ accredited: true, adultsOnlyMonth: 3 }))).toEqual([
      { kind: 'adultsOnly', removal: { adultsOnlyMonth: undefined } },
      { kind: 'accredited', removal: { accredited: false } },
    ]);
  });
});
