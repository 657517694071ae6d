import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews, schools, staffMembers } from '../../db/schema.ts';
import { moderationReviewColumns, moderationReviewJoins, type ModerationReviewRow } from './moderation-review-row.ts';

/** One review as the office shows it, or null. */
export async function findModerationReview(db: Database, id: number): Promise<ModerationReviewRow | null> {
  const rows = await db
    .select(moderationReviewColumns)
    .from(reviews)
    .innerJoin(schools, moderationReviewJoins.school)
    .leftJoin(staffMembers, moderationReviewJoins.moderator)
    .where(eq(reviews.id, id));
  return (rows[0] as ModerationReviewRow | undefined) ?? null;
}
