import { desc, eq, sql } from 'drizzle-orm';
import type { Culture } from '../../../domain/culture.ts';
import type { ReviewRecord } from '../../../domain/catalogue/review-record.ts';
import type { Database } from '../database.ts';
import { reviews } from '../schema.ts';

/**
 * The newest approved reviews of all schools, those written in `culture` first (a visitor reads
 * their own language before others), newest approval first within each group.
 */
export function listRecentReviews(db: Database, culture: Culture, limit: number): Promise<(ReviewRecord & { schoolId: number })[]> {
  return db
    .select({
      id: reviews.id,
      schoolId: reviews.schoolId,
      culture: reviews.culture,
      authorName: reviews.authorName,
      authorCountry: reviews.authorCountry,
      authorCity: reviews.authorCity,
      authorPhotoPath: reviews.authorPhotoPath,
      start: reviews.start,
      end: reviews.end,
      schoolStars: reviews.schoolStars,
      courseStars: reviews.courseStars,
      accommodationStars: reviews.accommodationStars,
      spareTimeStars: reviews.spareTimeStars,
      text: reviews.text,
      creationDate: reviews.creationDate,
      approveDate: reviews.approveDate,
    })
    .from(reviews)
    .where(eq(reviews.status, 'approved'))
    .orderBy(sql`(${reviews.culture} = ${culture}) desc`, desc(reviews.approveDate), desc(reviews.id))
    .limit(limit);
}
