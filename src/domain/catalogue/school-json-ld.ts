import type { CourseData, ReviewData, SchoolData } from './api-types.ts';
import { ACCREDITATION_BODIES } from './accreditation-bodies.ts';
import { coursePriceFrom } from './course-price-from.ts';
import { minorUnitDigits } from '../money/minor-unit-digits.ts';
import { obligatoryFees } from '../search/all-in-price-table.ts';

/** How many of the page's reviews the structured data repeats: enough for a snippet, not the whole list. */
export const JSON_LD_REVIEWS = 3;

export interface SchoolJsonLdInput {
  school: SchoolData;
  /** The page's canonical address, absolute. */
  pageUrl: string;
  /** The header photo's address, absolute. */
  photoUrl: string;
  cityName: string;
  /** ISO 3166-1 alpha-2 code of the school's country. */
  countryCode: string;
  /** The approved reviews the page shows first, newest first. */
  reviews: readonly ReviewData[];
  /** How many approved reviews the school has (the rating summary's count). */
  reviewsCount: number;
}

/** Markup to plain text: structured data carries the words, never tags. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes as an ISO 8601 duration: PT15H, PT16H40M. */
function isoMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });

/**
 * A course as schema.org's Course: its 'from' offer is the price a search card quotes for it (the
 * cheapest option for its quoted weeks plus the school's obligatory fees, computed by the same
 * domain functions), and its instance is that stay: on site, so many hours of class a week, for
 * so many weeks. A course without a price is left out: search engines want an offer for every
 * course, and a made-up figure would be worse than none.
 */
function courseJsonLd(course: CourseData, input: SchoolJsonLdInput, provider: Record<string, unknown>) {
  const { school } = input;
  const quote = coursePriceFrom(course);
  if (!quote) return [];
  const range = course.courseWeeks.find((r) => r.from <= quote.weeks && (r.to === null || quote.weeks <= r.to))!;
  const cheapest = range.prices.reduce((best, option) => (option.pricePerWeek < best.pricePerWeek ? option : best));
  const weeklyMinutes = cheapest.lessonsPerWeek * course.lessonDuration;
  return [
    {
      '@type': 'Course',
      name: course.name,
      description: plainText(course.description.text) || course.name,
      provider,
      typicalAgeRange: course.maxAge > 0 ? `${course.minAge}-${course.maxAge}` : `${course.minAge}-`,
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price:
          (quote.price + obligatoryFees(school.fees, quote.weeks, false)) /
          10 ** minorUnitDigits(school.currency.isoCode),
        priceCurrency: school.currency.isoCode,
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        location: { '@id': `${input.pageUrl}#school` },
        courseSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'Weekly',
          repeatCount: quote.weeks,
          duration: isoMinutes(weeklyMinutes),
        },
        courseWorkload: isoMinutes(weeklyMinutes * quote.weeks),
      },
    },
  ];
}

/**
 * The school page's structured data: the school as an EducationalOrganization (address, place on
 * the map, accrediting bodies, its rating from the approved reviews, the same figure as the page's
 * rating summary, and the first reviews), and each course as a Course it provides.
 */
export function schoolJsonLd(input: SchoolJsonLdInput): Record<string, unknown> {
  const { school } = input;
  const schoolId = `${input.pageUrl}#school`;
  const reviews = input.reviews.slice(0, JSON_LD_REVIEWS);
  // The school is described once, above its courses; each course names it by its id (a reference
  // search engines resolve within the page) rather than repeating its type, name and address.
  const provider = { '@id': schoolId };
  const organisation = {
    '@type': 'EducationalOrganization',
    '@id': schoolId,
    name: school.name,
    ...(school.nameEn !== school.name ? { alternateName: school.nameEn } : {}),
    description: school.shortDescription.text,
    url: input.pageUrl,
    image: input.photoUrl,
    foundingDate: String(school.facts.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: school.addressInCity,
      postalCode: school.postalCode,
      addressLocality: input.cityName,
      addressCountry: input.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longtitude },
    ...(school.facts.sameAs.length > 0 ? { sameAs: school.facts.sameAs } : {}),
    ...(school.facts.accreditations.length > 0
      ? {
          memberOf: school.facts.accreditations.map((body) => ({
            '@type': 'Organization',
            name: ACCREDITATION_BODIES[body].name,
          })),
        }
      : {}),
    ...(input.reviewsCount > 0
      ? {
          // Nested in the school, the rating and the reviews need not name the item they review.
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: school.schoolRating.overall,
            ratingCount: input.reviewsCount,
            reviewCount: input.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.creationDate.slice(0, 10),
            inLanguage: review.culture,
            reviewBody: review.text,
            reviewRating: rating(review.meanRating),
          })),
        }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [organisation, ...school.courses.flatMap((course) => courseJsonLd(course, input, provider))],
  };
}
