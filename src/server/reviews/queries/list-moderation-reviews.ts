import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { ReviewFilter } from '#domain/reviews/review-moderation-fields.ts';
import type { Database } from '../../db/database.ts';
import { reviews, schools, staffMembers } from '../../db/schema.ts';
import { moderationReviewColumns, moderationReviewJoins, type ModerationReviewRow } from './moderation-review-row.ts';

export interface ModerationListFilter {
  status: ReviewFilter;
  schoolId?: number | undefined;
}

/** Which reviews a filter of the office's list takes. */
export function moderationListWhere(filter: ModerationListFilter): SQL | undefined {
  return and(
    filter.status === 'all' ? undefined : eq(reviews.status, filter.status),
    filter.schoolId === undefined ? undefined : eq(reviews.schoolId, filter.schoolId),
  );
}

/**
 * A page of the office's review list. The pending queue is worked oldest first, so nobody waits
 * longest; the other lists show the newest first. The id breaks ties so pages never overlap.
 */
export function listModerationReviews(
  db: Database,
  filter: ModerationListFilter,
  page: { limit: number; offset: number },
): Promise<ModerationReviewRow[]> {
  const order =
    filter.status === 'pending'
      ? [asc(reviews.creationDate), asc(reviews.id)]
      : [desc(reviews.creationDate), desc(reviews.id)];
  return db
    .select(moderationReviewColumns)
    .from(reviews)
    .innerJoin(schools, moderationReviewJoins.school)
    .leftJoin(staffMembers, moderationReviewJoins.moderator)
    .where(moderationListWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset) as Promise<ModerationReviewRow[]>;
}
