import { count, eq } from 'drizzle-orm';
import type { ReviewStatus } from '#domain/reviews/review-terms.ts';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';

/** How many reviews a school has in each status (0 where it has none). */
export async function countSchoolReviewsByStatus(
  db: Database,
  schoolId: number,
): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: reviews.status, n: count() })
    .from(reviews)
    .where(eq(reviews.schoolId, schoolId))
    .groupBy(reviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
