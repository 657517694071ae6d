import { describe, expect, it } from 'vitest';
import { countsInPlace } from '../counts-in-place.ts';
import { findSchools } from '../find-schools.ts';
import { defaultSearchFilters } from '../search-filters.ts';
import { entry, prices } from './entry-builder.ts';

describe('countsInPlace', () => {
  const schools = [
    entry(1),
    entry(2, { languages: ['spanish', 'english'], country: 'spain', city: 'barcelona' }),
    entry(3, { hasAccommodation: false }),
    entry(4, { programmeTypes: ['languagecamp'] }),
    entry(5, { priceByWeeks: prices(100_00, 4) }),
    entry(6, { languages: ['spanish'], country: 'spain', city: 'madrid' }),
    entry(7, { budgetary: true, inCenter: true }),
  ];
  const counted = (place: Parameters<typeof countsInPlace>[1]) =>
    schools.filter((school) => countsInPlace(school, place)).map((school) => school.id);

  it('counts the schools of the place that the default search finds, under every language they teach', () => {
    expect(counted({ language: 'english' })).toEqual([1, 2, 7]);
    expect(counted({ language: 'spanish' })).toEqual([2, 6]);
    expect(counted({ language: 'english', country: 'spain' })).toEqual([2]);
    expect(counted({ language: 'spanish', country: 'spain', city: 'madrid' })).toEqual([6]);
    expect(counted({ language: 'german' })).toEqual([]);
  });

  it('leaves out schools without housing, of another programme type or without two-week prices', () => {
    expect(counted({ language: 'english', country: 'united_kingdom' })).not.toEqual(expect.arrayContaining([3, 4, 5]));
  });

  it('equals the number of schools the place page says it found', () => {
    for (const place of [
      { language: 'english' },
      { language: 'spanish' },
      { language: 'english', country: 'united_kingdom', city: 'london' },
    ]) {
      expect(counted(place).length).toBe(findSchools(schools, defaultSearchFilters(place), 1).exact.schoolsCount);
    }
  });
});
