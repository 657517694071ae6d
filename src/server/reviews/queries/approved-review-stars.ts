import { and, eq } from 'drizzle-orm';
import type { ReviewStars } from '#domain/catalogue/review-stars.ts';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';

/** The marks of every approved review, of one school or of all, for the rating averages. */
export function approvedReviewStars(db: Database, schoolId?: number): Promise<(ReviewStars & { schoolId: number })[]> {
  return db
    .select({
      schoolId: reviews.schoolId,
      schoolStars: reviews.schoolStars,
      courseStars: reviews.courseStars,
      accommodationStars: reviews.accommodationStars,
      spareTimeStars: reviews.spareTimeStars,
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), schoolId === undefined ? undefined : eq(reviews.schoolId, schoolId)));
}
