import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';
import { moderationListWhere, type ModerationListFilter } from './list-moderation-reviews.ts';

/** How many reviews the office's list holds for a filter. */
export async function countModerationReviews(db: Database, filter: ModerationListFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(moderationListWhere(filter));
  return row?.n ?? 0;
}
