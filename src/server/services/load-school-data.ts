import type { SchoolData } from '../../domain/catalogue/api-types.ts';
import { schoolRating } from '../../domain/catalogue/school-rating.ts';
import { toReviewData } from '../../domain/catalogue/to-review-data.ts';
import { toSchoolData } from '../../domain/catalogue/to-school-data.ts';
import type { Culture } from '../../domain/culture.ts';
import type { PhotoAddress } from '../../domain/photos/photo-address.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../db/queries/approved-review-stars.ts';
import { findSchoolBySlug } from '../db/queries/find-school-by-slug.ts';
import { getPlaces } from '../db/queries/get-places.ts';
import { listApprovedReviews } from '../db/queries/list-approved-reviews.ts';
import { ApiError } from '../http/api-error.ts';

/** Everything the school page shows, for a culture; an unknown slug is a 404. */
export async function loadSchoolData(db: Database, query: { culture: Culture; slug: string; blobStorageUrl: string; photoAddress?: PhotoAddress }): Promise<SchoolData> {
  const school = await findSchoolBySlug(db, query.slug);
  if (!school) throw new ApiError(404, `no school '${query.slug}'`, 'name');
  const [places, stars, newest] = await Promise.all([
    getPlaces(db),
    approvedReviewStars(db, school.id),
    listApprovedReviews(db, school.id, { limit: 1, offset: 0 }),
  ]);
  return toSchoolData(school, {
    culture: query.culture,
    places,
    rating: schoolRating(stars),
    review: newest[0] ? toReviewData(newest[0], query.culture) : null,
    reviewsCount: stars.length,
    blobStorageUrl: query.blobStorageUrl,
    ...(query.photoAddress ? { photoAddress: query.photoAddress } : {}),
  });
}
