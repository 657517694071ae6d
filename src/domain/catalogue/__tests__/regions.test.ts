import { describe, expect, it } from 'vitest';
import type { Places } from '../place-schema.ts';
import { buildRegions } from '../build-regions.ts';
import { sortRegionCountries } from '../sort-region-countries.ts';

const country = (name: string, schools: number) => ({ name, schools });

describe('sortRegionCountries', () => {
  const countries = [
    country('Australia', 2),
    country('Canada', 3),
    country('Ireland', 5),
    country('Malta', 9),
    country('New Zealand', 1),
    country('Singapore', 1),
    country('South Africa', 2),
    country('United Kingdom', 12),
    country('United States', 7),
  ];

  it('puts the six English countries with most schools first, then the rest alphabetically', () => {
    expect(sortRegionCountries(countries, 'english', 'en').map((c) => c.name)).toEqual([
      'United Kingdom',
      'Malta',
      'United States',
      'Ireland',
      'Canada',
      // Australia and South Africa tie on 2 schools: the alphabet decides.
      'Australia',
      'New Zealand',
      'Singapore',
      'South Africa',
    ]);
  });

  it('orders the countries of other languages alphabetically, in the culture', () => {
    const spanish = [country('Мексика', 9), country('Аргентина', 1), country('Испания', 20)];
    expect(sortRegionCountries(spanish, 'spanish', 'ru').map((c) => c.name)).toEqual([
      'Аргентина',
      'Испания',
      'Мексика',
    ]);
  });

  it('does not change the list it is given', () => {
    const copy = [...countries];
    sortRegionCountries(countries, 'english', 'en');
    expect(countries).toEqual(copy);
  });
});

describe('buildRegions', () => {
  const places: Places = {
    languages: [{ slug: 'english', code: 'en' }],
    countries: [
      { slug: 'malta', iso: 'MT' },
      { slug: 'ireland', iso: 'IE' },
    ],
    cities: [
      { slug: 'sliema', country: 'malta', name: { en: 'Sliema', ru: 'Слима' }, latitude: 35.9, longitude: 14.5 },
      {
        slug: 'st_julians',
        country: 'malta',
        name: { en: "St Julian's", ru: 'Сент-Джулианс' },
        latitude: 35.9,
        longitude: 14.5,
      },
      { slug: 'dublin', country: 'ireland', name: { en: 'Dublin' }, latitude: 53.3, longitude: -6.3 },
    ],
  };
  const schools = [
    { country: 'malta', city: 'st_julians', counted: true },
    { country: 'malta', city: 'sliema', counted: true },
    { country: 'malta', city: 'st_julians', counted: true },
    { country: 'ireland', city: 'dublin', counted: true },
  ];

  it('counts schools per country and city and names them in the culture', () => {
    expect(buildRegions(schools, places, { culture: 'ru', language: 'english' })).toEqual([
      {
        name: 'Мальта',
        nameEn: 'Malta',
        url: 'malta',
        schools: 3,
        cities: [
          { name: 'Сент-Джулианс', nameEn: "St Julian's", url: 'st_julians', schools: 2 },
          { name: 'Слима', nameEn: 'Sliema', url: 'sliema', schools: 1 },
        ],
      },
      {
        name: 'Ирландия',
        nameEn: 'Ireland',
        url: 'ireland',
        schools: 1,
        cities: [{ name: 'Dublin', nameEn: 'Dublin', url: 'dublin', schools: 1 }],
      },
    ]);
  });

  it('lists the place of a school that is not counted, without counting it', () => {
    const regions = buildRegions(
      [
        ...schools,
        { country: 'ireland', city: 'cork', counted: false },
        { country: 'malta', city: 'sliema', counted: false },
      ],
      places,
      { culture: 'en', language: 'english' },
    );
    expect(
      regions.map((country) => [country.url, country.schools, country.cities.map((city) => [city.url, city.schools])]),
    ).toEqual([
      [
        'malta',
        3,
        [
          ['sliema', 1],
          ['st_julians', 2],
        ],
      ],
      [
        'ireland',
        1,
        [
          ['cork', 0],
          ['dublin', 1],
        ],
      ],
    ]);
  });

  it('is empty when no school teaches the language', () => {
    expect(buildRegions([], places, { culture: 'en', language: 'english' })).toEqual([]);
  });
});
