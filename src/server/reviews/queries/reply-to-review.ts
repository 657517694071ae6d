import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';

/**
 * Publishes the school's reply under a review, or takes it down (`text` null), unless the review
 * was rejected (it is never shown, so neither would the reply be). Returns whether it applied.
 */
export async function replyToReview(
  tx: Database,
  id: number,
  reply: { text: string | null; date: string; staffId: string },
): Promise<boolean> {
  const set =
    reply.text === null
      ? { replyText: null, replyDate: null, replyBy: null }
      : { replyText: reply.text, replyDate: reply.date, replyBy: reply.staffId };
  const rows = await tx
    .update(reviews)
    .set(set)
    .where(and(eq(reviews.id, id), ne(reviews.status, 'rejected')))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
