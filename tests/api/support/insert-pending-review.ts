import { reviews } from '#server/db/schema.ts';
import type { Database } from '#server/db/database.ts';

export type PendingReviewFields = Partial<Omit<typeof reviews.$inferInsert, 'id' | 'status'>> & { schoolId: number };

/**
 * A review waiting for moderation, as the visitors' review form (issue 11) will store one: until
 * that form exists, this is how a test fills the queue. Its id comes from the visitor sequence.
 */
export async function insertPendingReview(db: Database, fields: PendingReviewFields): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({
      culture: 'en',
      authorName: 'Lena Fischer',
      authorCountry: 'DE',
      authorCity: 'Hamburg',
      start: '2026-07-06',
      end: '2026-07-31',
      schoolStars: 5,
      courseStars: 4,
      accommodationStars: null,
      spareTimeStars: 3,
      text: 'Four weeks of General English with patient teachers and a lively class of twelve.',
      source: 'visitor',
      creationDate: '2026-11-20',
      ...fields,
      status: 'pending',
    })
    .returning({ id: reviews.id });
  return row!.id;
}
