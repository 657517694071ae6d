import { desc, eq, sql } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { ReviewRecord } from '#domain/catalogue/review-record.ts';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';
import { reviewRecordColumns } from './review-record-columns.ts';

/**
 * The newest approved reviews of all schools, those written in `culture` first (a visitor reads
 * their own language before others), newest approval first within each group.
 */
export function listRecentReviews(
  db: Database,
  culture: Culture,
  limit: number,
): Promise<(ReviewRecord & { schoolId: number })[]> {
  return db
    .select({ ...reviewRecordColumns, schoolId: reviews.schoolId })
    .from(reviews)
    .where(eq(reviews.status, 'approved'))
    .orderBy(sql`(${reviews.culture} = ${culture}) desc`, desc(reviews.approveDate), desc(reviews.id))
    .limit(limit);
}
