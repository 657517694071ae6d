import { and, desc, eq } from 'drizzle-orm';
import type { ReviewRecord } from '#domain/catalogue/review-record.ts';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';
import { reviewRecordColumns } from './review-record-columns.ts';

/** A page of a school's approved reviews, newest first. */
export function listApprovedReviews(
  db: Database,
  schoolId: number,
  page: { limit: number; offset: number },
): Promise<ReviewRecord[]> {
  return (
    db
      .select(reviewRecordColumns)
      .from(reviews)
      .where(and(eq(reviews.schoolId, schoolId), eq(reviews.status, 'approved')))
      // The id breaks ties between reviews written on the same day, so pages never overlap.
      .orderBy(desc(reviews.creationDate), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}
