import type { SchoolData } from '#domain/catalogue/api-types.ts';
import type { Places } from '#domain/catalogue/place-schema.ts';
import type { ReviewRecord } from '#domain/catalogue/review-record.ts';
import type { ReviewStars } from '#domain/catalogue/review-stars.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import { ratingBreakdown } from '#domain/catalogue/rating-breakdown.ts';
import { toReviewData } from '#domain/catalogue/to-review-data.ts';
import { toSchoolData } from '#domain/catalogue/to-school-data.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { isoDay, systemClock } from '../clock.ts';
import type { Culture } from '#domain/culture.ts';
import type { PhotoAddress } from '#domain/photos/photo-address.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../reviews/index.ts';
import { findSchoolBySlug } from './queries/find-school-by-slug.ts';
import { getPlaces } from './queries/get-places.ts';
import { listApprovedReviews } from '../reviews/index.ts';
import { ApiError } from '../http/api-error.ts';

/** Everything the school page shows, for a culture; an unknown slug is a 404. */
export async function loadSchoolData(
  db: Database,
  query: { culture: Culture; slug: string; blobStorageUrl: string; photoAddress?: PhotoAddress; today?: string },
): Promise<SchoolData> {
  const school = await findSchoolBySlug(db, query.slug);
  if (!school) throw new ApiError(404, `no school '${query.slug}'`, 'name');
  const [places, stars, newest] = await Promise.all([
    getPlaces(db),
    approvedReviewStars(db, school.id),
    listApprovedReviews(db, school.id, { limit: 1, offset: 0 }),
  ]);
  return schoolPageData(school, {
    culture: query.culture,
    places,
    stars,
    newest: newest[0],
    blobStorageUrl: query.blobStorageUrl,
    photoAddress: query.photoAddress,
    ...(query.today ? { today: query.today } : {}),
  });
}

/**
 * A school's page data from what was read of it: one shaping for /api/school/data and for the
 * build's bulk read (load-school-pages.ts), so the two cannot drift apart.
 */
export function schoolPageData(
  school: SchoolContent,
  read: {
    culture: Culture;
    places: Places;
    stars: ReviewStars[];
    newest: ReviewRecord | undefined;
    blobStorageUrl: string;
    photoAddress?: PhotoAddress | undefined;
    /** The day whose shown price list the page carries (shownPriceList); today when absent. */
    today?: string;
  },
): SchoolData {
  return toSchoolData(shownPricedSchool(school, read.today ?? isoDay(systemClock())), {
    culture: read.culture,
    places: read.places,
    rating: schoolRating(read.stars),
    breakdown: ratingBreakdown(read.stars),
    review: read.newest ? toReviewData(read.newest, read.culture) : null,
    reviewsCount: read.stars.length,
    blobStorageUrl: read.blobStorageUrl,
    ...(read.photoAddress ? { photoAddress: read.photoAddress } : {}),
  });
}
