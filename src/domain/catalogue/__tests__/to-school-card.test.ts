import { describe, expect, it } from 'vitest';
import { schoolSchema, type SchoolContent } from '../school-schema.ts';
import type { Places } from '../place-schema.ts';
import { toSchoolCard } from '../to-school-card.ts';
import { shownPricedSchool } from '../shown-price-list.ts';
import { schoolLink } from '../school-paths.ts';

const places: Places = {
  languages: [{ slug: 'spanish', code: 'es' }],
  countries: [{ slug: 'spain', iso: 'ES' }],
  cities: [{ slug: 'madrid', country: 'spain', name: { en: 'Madrid', zh: '马德里' }, latitude: 40.4, longitude: -3.7 }],
};

// No holidays here, so the file as written is the school as loaded.
const school: SchoolContent = {
  ...schoolSchema.parse({
    id: 7,
    slug: 'sol_de_madrid',
    name: 'Escuela Sol de Madrid',
    nameEn: 'Sol de Madrid School',
    programmeTypes: ['languageschool'],
    languages: ['spanish', 'english'],
    country: 'spain',
    city: 'madrid',
    addressInCity: 'Calle de Preciados 9',
    postalCode: '28013',
    latitude: 40.4183,
    longitude: -3.7055,
    currency: 'EUR',
    lessonDuration: 55,
    shortDescription: { en: 'Spanish a minute from Puerta del Sol.' },
    longDescription: { en: '<p>Twelve classrooms.</p>' },
    bookingKnowledge: { en: '<p>Arrive by 9.</p>' },
    features: { budgetary: true },
    deposit: 18_000,
    fees: { registration: 6000, books: 3000, accommodationPlacement: 4000 },
    photos: 4,
    terms: 'general-terms.pdf',
    popularity: 620,
    facts: {
      accreditations: ['instituto_cervantes', 'fedele'],
      founded: 1985,
      studentsPerYear: 4600,
      agesBySeason: [{ season: 'junAug', average: 22, youngest: 17, oldest: 68 }],
      classMix: [],
    },
    courses: [
      {
        id: 1,
        name: { en: 'Intensive Spanish' },
        type: 'intensive',
        description: { en: '<p>Twenty-five lessons.</p>' },
        minAge: 17,
        maxAge: 0,
        lessonDuration: 55,
        studentsPerClass: 10,
        minWeeks: 1,
        maxWeeks: 36,
        startDay: 'monday',
        endDay: 'friday',
        courseWeeks: [
          {
            from: 1,
            to: null,
            options: [{ id: 101, lessonsPerWeek: 25, schedule: { sessions: [{ start: '09:00', end: '13:45' }] } }],
          },
        ],
      },
    ],
    promotions: [
      {
        id: 1,
        name: { en: 'Autumn' },
        kind: 'percent',
        value: 15,
        appliesTo: 'course',
        bookingWindow: { start: '2026-11-01', end: '2026-11-30' },
      },
    ],
    priceLists: [
      {
        id: 2026,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        courses: [{ courseId: 1, options: [{ weekPriceId: 101, pricePerWeek: 21_000 }] }],
      },
      {
        id: 2027,
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
        courses: [{ courseId: 1, options: [{ weekPriceId: 101, pricePerWeek: 22_000 }] }],
      },
    ],
  }),
  nonWorkingDays: [],
};

describe('toSchoolCard', () => {
  it('prices, badges, names and links a school for the search list', () => {
    const card = toSchoolCard(shownPricedSchool(school, '2026-11-20'), {
      culture: 'zh',
      places,
      rating: { overall: 4.2, school: 4, accommodation: 0, course: 4.5, spareTime: 0 },
      reviewsCount: 5,
      today: '2026-11-22',
    });
    expect(card).toMatchObject({
      price: 42_000,
      weeks: 2,
      currency: { symbol: '€', isoCode: 'EUR' },
      isSuperDiscount: true,
      countryName: '西班牙',
      cityName: '马德里',
      meanRating: 4.2,
      r_count: 5,
      link: 'spanish/spain/madrid/sol_de_madrid/',
      photoStoragePath: '/photos/schools/sol_de_madrid/1.webp',
      hasAccommodation: false,
      isBudgetary: true,
      minAge: 17,
      accreditations: ['instituto_cervantes', 'fedele'],
    });
    expect(card.link).toBe(schoolLink(school));
  });

  it('drops the badge once the promotion has ended', () => {
    const card = toSchoolCard(shownPricedSchool(school, '2026-11-20'), {
      culture: 'en',
      places,
      rating: { overall: 0, school: 0, accommodation: 0, course: 0, spareTime: 0 },
      reviewsCount: 0,
      today: '2026-12-01',
    });
    expect(card.isSuperDiscount).toBe(false);
  });
});
