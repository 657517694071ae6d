import { describe, expect, it } from 'vitest';
import type { RegionsData, SchoolCard } from '#domain/catalogue/api-types.ts';
import { homeDestinations } from '../home-destinations.ts';
import { oneReviewPerSchool } from '../one-review-per-school.ts';
import { topRatedSchools } from '../top-rated-schools.ts';

const card = (
  slug: string,
  place: { language: string; country: string; city: string },
  rating: number,
  reviews: number,
  price = 50_000,
): SchoolCard => ({
  id: slug.length,
  slug,
  name: slug.replace(/_/g, ' '),
  programmeTypes: ['languageschool'],
  languages: [place.language],
  language: place.language,
  country: place.country,
  countryName: place.country,
  city: place.city,
  cityName: place.city,
  minAge: 16,
  price,
  weeks: 2,
  currency: { symbol: '€', isoCode: 'EUR' },
  returnDeposit: false,
  isSuperDiscount: false,
  meanRating: rating,
  r_count: reviews,
  photoStoragePath: `/photos/schools/${slug}/1`,
  link: `${place.language}/${place.country}/${place.city}/${slug}/`,
  hasAccommodation: true,
  popularity: 1,
  isBudgetary: false,
  fewRussianSpeakers: false,
  isAvgAge30: false,
  isInCenterOfCity: false,
  accreditations: [],
});

const malta = { language: 'english', country: 'malta', city: 'st_julians' };
const london = { language: 'english', country: 'united_kingdom', city: 'london' };
const madrid = { language: 'spanish', country: 'spain', city: 'madrid' };
const schools = [
  card('bay_school', malta, 4.2, 5),
  card('harbour', malta, 4.8, 4),
  card('thames', london, 4.8, 9),
  card('sol', madrid, 4.9, 2),
  card('retiro', madrid, 4.1, 6, 0),
];

const regions: RegionsData[] = [
  {
    language: { url: 'english', name: 'English' },
    countries: [
      {
        name: 'Malta',
        nameEn: 'Malta',
        url: 'malta',
        schools: 2,
        cities: [{ name: "St Julian's", nameEn: "St Julian's", url: 'st_julians', schools: 2 }],
      },
      {
        name: 'United Kingdom',
        nameEn: 'United Kingdom',
        url: 'united_kingdom',
        schools: 1,
        cities: [{ name: 'London', nameEn: 'London', url: 'london', schools: 1 }],
      },
    ],
  },
  {
    language: { url: 'spanish', name: 'Spanish' },
    countries: [
      {
        name: 'Spain',
        nameEn: 'Spain',
        url: 'spain',
        schools: 0,
        cities: [{ name: 'Madrid', nameEn: 'Madrid', url: 'madrid', schools: 0 }],
      },
    ],
  },
];

describe('homeDestinations', () => {
  it('lists the cities whose pages list most schools, with that count and the best-rated school’s photo', () => {
    expect(homeDestinations(regions, schools, 6)).toEqual([
      {
        language: { url: 'english', name: 'English' },
        country: { url: 'malta', name: 'Malta' },
        city: { url: 'st_julians', name: "St Julian's" },
        schools: 2,
        photoStoragePath: '/photos/schools/harbour/1',
        photoSchool: 'harbour',
      },
      expect.objectContaining({ city: { url: 'london', name: 'London' }, schools: 1, photoSchool: 'thames' }),
    ]);
  });

  it('stops at the limit', () => {
    expect(homeDestinations(regions, schools, 1).map((destination) => destination.city.url)).toEqual(['st_julians']);
  });
});

describe('topRatedSchools', () => {
  it('ranks by rating then reviews, needs three reviews and a price, and takes one school per city', () => {
    expect(topRatedSchools(schools, 6).map((school) => school.slug)).toEqual(['thames', 'harbour']);
    expect(topRatedSchools(schools, 1).map((school) => school.slug)).toEqual(['thames']);
  });
});

describe('oneReviewPerSchool', () => {
  it('keeps the first review of each school, in order, up to the limit', () => {
    const reviews = [
      { id: 1, schoolId: 7 },
      { id: 2, schoolId: 7 },
      { id: 3, schoolId: 8 },
      { id: 4, schoolId: 9 },
    ];
    expect(oneReviewPerSchool(reviews, 5).map((review) => review.id)).toEqual([1, 3, 4]);
    expect(oneReviewPerSchool(reviews, 2).map((review) => review.id)).toEqual([1, 3]);
  });
});
