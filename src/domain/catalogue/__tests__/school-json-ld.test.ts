import { describe, expect, it } from 'vitest';
import { maltaSchool } from '../../pricing/__tests__/fixtures/malta-school.ts';
import type { ReviewData } from '../api-types.ts';
import { schoolJsonLd, type SchoolJsonLdInput } from '../school-json-ld.ts';

const PAGE = 'https://example.com/en/english/malta/st_julians/worked_example_malta/';
const review = (id: number): ReviewData => ({
  id,
  culture: 'de',
  authorName: `Student ${id}`,
  authorCountry: 'Germany',
  authorCity: 'Köln',
  authorPhotoStoragePath: null,
  meanRating: 4.5,
  creationDate: '2026-05-02T10:00:00.000Z',
  start: '2026-04-06',
  approveDate: '2026-05-03T10:00:00.000Z',
  text: 'Gute Schule <3',
  photos: [],
  verified: null,
  reply: null,
});
const input = (fields: Partial<SchoolJsonLdInput> = {}): SchoolJsonLdInput => ({
  school: maltaSchool,
  pageUrl: PAGE,
  photoUrl: 'https://example.com/photos/schools/worked_example_malta/1-1200.jpg',
  cityName: "St Julian's",
  countryCode: 'MT',
  reviews: [review(1)],
  reviewsCount: 1,
  ...fields,
});
type Node = Record<string, unknown>;
const graph = (value: Node) => value['@graph'] as Node[];

describe('schoolJsonLd', () => {
  it('describes the school with its address, place, bodies, rating and reviews', () => {
    const [school] = graph(schoolJsonLd(input()));
    expect(school).toMatchObject({
      '@type': 'EducationalOrganization',
      '@id': `${PAGE}#school`,
      url: PAGE,
      foundingDate: '1994',
      address: { '@type': 'PostalAddress', postalCode: 'STJ 0001', addressCountry: 'MT' },
      geo: { '@type': 'GeoCoordinates', latitude: 35.92, longitude: 14.49 },
      memberOf: [
        { '@type': 'Organization', name: 'ELT Council Malta (licensed English language school)' },
        { '@type': 'Organization', name: 'FELTOM – Federation of English Language Teaching Organisations Malta' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 1, reviewCount: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Student 1' },
          datePublished: '2026-05-02',
          inLanguage: 'de',
          reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
    expect(school).not.toHaveProperty('sameAs');
  });

  it('leaves the rating out of a school without approved reviews, and repeats three reviews at most', () => {
    expect(graph(schoolJsonLd(input({ reviews: [], reviewsCount: 0 })))[0]).not.toHaveProperty('aggregateRating');
    const many = Array.from({ length: 8 }, (_, i) => review(i + 1));
    expect((graph(schoolJsonLd(input({ reviews: many, reviewsCount: 8 })))[0]!.review as Node[]).length).toBe(3);
  });

  it("offers each course from the card's all-in price and describes the stay that price is for", () => {
    const course = graph(schoolJsonLd(input()))[1]!;
    // Two weeks (the quoted length) of the cheapest option, 2 × 260 €, plus registration 70 € and books 40 €.
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'General English',
      provider: { '@id': `${PAGE}#school` },
      offers: { '@type': 'Offer', category: 'Paid', price: 630, priceCurrency: 'EUR' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        courseSchedule: { '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: 2, duration: 'PT15H' },
        courseWorkload: 'PT30H',
      },
    });
    expect(course.description).not.toMatch(/[<>]/);
  });

  it('leaves out a course without a price rather than offer a made-up one', () => {
    const school = {
      ...maltaSchool,
      courses: maltaSchool.courses.map((course) => ({ ...course, courseWeeks: [] })),
    };
    expect(graph(schoolJsonLd(input({ school })))).toHaveLength(1);
  });
});
