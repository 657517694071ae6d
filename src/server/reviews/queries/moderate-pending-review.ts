import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';

export type PendingReviewDecision =
  { status: 'approved'; approveDate: string } | { status: 'rejected'; rejectionReason: string };

/**
 * Approves or rejects a review if, and only if, it is still pending: the condition is in the
 * update itself, so two moderators deciding at once cannot both win. True when it was decided.
 */
export async function moderatePendingReview(
  db: Database,
  id: number,
  decision: PendingReviewDecision,
  by: { staffId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ ...decision, moderatedBy: by.staffId, moderatedAt: by.at })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning({ id: reviews.id });
  return rows.length === 1;
}
