import type { RecentReviewData } from '#domain/catalogue/api-types.ts';
import { toReviewData } from '#domain/catalogue/to-review-data.ts';
import type { Culture } from '#domain/culture.ts';
import { oneReviewPerSchool } from '#domain/home/one-review-per-school.ts';
import type { Database } from '../db/database.ts';
import { listRecentReviews as queryRecentReviews } from '../reviews/index.ts';

/** How many newest reviews are read to find `count` of different schools: a few schools may have several in a row. */
const READ_FACTOR = 8;

/**
 * The home page's recent reviews (GET /api/catalogue/reviews/): approved, of different schools,
 * those written in the visitor's culture first, newest first; each names its school's id so the
 * page links it to the school it already lists.
 */
export async function listRecentReviews(db: Database, culture: Culture, count: number): Promise<RecentReviewData[]> {
  const records = await queryRecentReviews(db, culture, count * READ_FACTOR);
  return oneReviewPerSchool(records, count).map((record) => ({
    ...toReviewData(record, culture),
    schoolId: record.schoolId,
  }));
}
