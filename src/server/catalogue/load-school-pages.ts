import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import type { ReviewsPageData, SchoolData } from '#domain/catalogue/api-types.ts';
import type { ReviewStars } from '#domain/catalogue/review-stars.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../reviews/index.ts';
import { getPlaces } from './queries/get-places.ts';
import { listApprovedReviews } from '../reviews/index.ts';
import { listSchools } from './queries/list-schools.ts';
import { listSchoolsBySlugs } from './queries/list-schools-by-slugs.ts';
import { schoolPageData } from './load-school-data.ts';
import { loadSchoolReviews } from './load-school-reviews.ts';

export interface SchoolPageAnswers {
  /** What GET /api/school/data answers for the school. */
  school: SchoolData;
  /** What GET /api/school/reviews answers for its first `reviewsCount` reviews. */
  reviews: ReviewsPageData;
}

/**
 * Every school's page data in one culture (or only the schools of `slugs`), keyed by slug: the
 * answers of /api/school/data and of /api/school/reviews (first page), read with a few queries
 * for many schools instead of eight per school. For the build, which renders thousands of school
 * pages in process and asks for them a slice at a time; not an HTTP route, so no visitor can ask
 * for the whole catalogue at once.
 */
export async function loadSchoolPages(
  db: Database,
  query: {
    culture: Culture;
    blobStorageUrl: string;
    reviewsCount: number;
    photoAddress?: PhotoAddress;
    slugs?: readonly string[];
  },
): Promise<Map<string, SchoolPageAnswers>> {
  const [schools, places, allStars] = await Promise.all([
    query.slugs ? listSchoolsBySlugs(db, query.slugs) : listSchools(db),
    getPlaces(db),
    approvedReviewStars(db),
  ]);
  const starsOf = new Map<number, ReviewStars[]>();
  for (const stars of allStars) {
    const list = starsOf.get(stars.schoolId);
    if (list) list.push(stars);
    else starsOf.set(stars.schoolId, [stars]);
  }
  const pages = new Map<string, SchoolPageAnswers>();
  for (const school of schools) {
    const stars = starsOf.get(school.id) ?? [];
    // Only a school with approved reviews needs its own queries; without, both answers follow from the content.
    const [newest, reviews] =
      stars.length === 0
        ? [[], { items: [], total: 0, rating: schoolRating(stars).overall }]
        : await Promise.all([
            listApprovedReviews(db, school.id, { limit: 1, offset: 0 }),
            loadSchoolReviews(db, {
              culture: query.culture,
              schoolId: school.id,
              count: query.reviewsCount,
              offset: 0,
            }),
          ]);
    const data = schoolPageData(school, {
      culture: query.culture,
      places,
      stars,
      newest: newest[0],
      blobStorageUrl: query.blobStorageUrl,
      photoAddress: query.photoAddress,
    });
    pages.set(data.slug, { school: data, reviews });
  }
  return pages;
}
