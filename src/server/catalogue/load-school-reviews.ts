import type { ReviewsPageData } from '#domain/catalogue/api-types.ts';
import { schoolRating } from '#domain/catalogue/school-rating.ts';
import { toReviewData } from '#domain/catalogue/to-review-data.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../db/database.ts';
import { approvedReviewStars } from '../reviews/index.ts';
import { listApprovedReviews } from '../reviews/index.ts';
import { listReviewPhotoIds } from '../reviews/index.ts';
import { storedPhotoPaths } from '#domain/reviews/stored-photo-paths.ts';
import { findSchoolById } from '../catalogue/index.ts';
import { resolveText } from '#domain/catalogue/resolve-text.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * One page of a school's approved reviews, newest first, with the total for 'show more' and the
 * school's overall rating, both read from the approved reviews as they are now (a review approved
 * in the office counts at once: the school page's island shows this, not the build's copy).
 */
export async function loadSchoolReviews(
  db: Database,
  query: { culture: Culture; schoolId: number; count: number; offset: number },
): Promise<ReviewsPageData> {
  const school = await findSchoolById(db, query.schoolId);
  if (!school) throw new ApiError(404, `no school with id ${query.schoolId}`, 'schoolid');
  // A verified review names the booked course as the school lists it now, in the page's culture.
  const courseName = (courseId: number) => {
    const course = school.courses.find((c) => c.id === courseId);
    return course ? resolveText(course.name, query.culture).text : null;
  };
  const [records, stars] = await Promise.all([
    listApprovedReviews(db, query.schoolId, { limit: query.count, offset: query.offset }),
    approvedReviewStars(db, query.schoolId),
  ]);
  const photos = await listReviewPhotoIds(
    db,
    records.map((record) => record.id),
    ['review'],
  );
  // A visitor's photos of the stay, as thumbnails (the island sets their 2x, 3x and large size from the same address).
  const items = records.map((record) => ({
    ...toReviewData(record, query.culture, courseName),
    photos: storedPhotoPaths(photos.get(record.id) ?? []).photos,
  }));
  return { items, total: stars.length, rating: schoolRating(stars).overall };
}
