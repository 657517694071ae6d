import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { reviews } from '../schema.ts';

/** How many approved reviews a school has. */
export async function countApprovedReviews(db: Database, schoolId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(and(eq(reviews.schoolId, schoolId), eq(reviews.status, 'approved')));
  return row?.n ?? 0;
}
