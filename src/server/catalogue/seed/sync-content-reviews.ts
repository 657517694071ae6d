import { and, eq, notInArray } from 'drizzle-orm';
import type { Catalogue } from '#server/catalogue/content/load-content.ts';
import { VISITOR_REVIEW_FIRST_ID } from '#domain/catalogue/visitor-review-first-id.ts';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';
import { excludedColumns, inChunks } from './bulk-upsert.ts';

/** Content reviews leave the table first, so schools they belonged to can be removed after. */
export async function removeDroppedContentReviews(tx: Database, list: Catalogue['reviews']): Promise<void> {
  const ids = list.map((review) => review.id);
  await tx.delete(reviews).where(and(eq(reviews.source, 'content'), notInArray(reviews.id, ids)));
}

/** Writes the content team's reviews (approved, keeping their ids); visitor reviews are not touched. */
export async function upsertContentReviews(tx: Database, list: Catalogue['reviews']): Promise<void> {
  const tooHigh = list.find((review) => review.id >= VISITOR_REVIEW_FIRST_ID);
  if (tooHigh)
    throw new Error(`content review ${tooHigh.id}: ids from ${VISITOR_REVIEW_FIRST_ID} on belong to visitor reviews`);
  for (const chunk of inChunks(list)) {
    await tx
      .insert(reviews)
      .values(
        chunk.map((review) => ({
          id: review.id,
          schoolId: review.schoolId,
          culture: review.culture,
          authorName: review.authorName,
          authorCountry: review.authorCountry,
          authorCity: review.authorCity,
          authorPhotoPath: null,
          start: review.start,
          end: review.end,
          schoolStars: review.schoolStars,
          courseStars: review.courseStars,
          accommodationStars: review.accommodationStars,
          spareTimeStars: review.spareTimeStars,
          text: review.text,
          status: 'approved' as const,
          source: 'content' as const,
          creationDate: review.creationDate,
          approveDate: review.approveDate,
        })),
      )
      .onConflictDoUpdate({
        target: reviews.id,
        set: excludedColumns(reviews, [
          'schoolId',
          'culture',
          'authorName',
          'authorCountry',
          'authorCity',
          'authorPhotoPath',
          'start',
          'end',
          'schoolStars',
          'courseStars',
          'accommodationStars',
          'spareTimeStars',
          'text',
          'status',
          'source',
          'creationDate',
          'approveDate',
        ]),
        // An id that a visitor review holds is never overwritten by content.
        setWhere: eq(reviews.source, 'content'),
      });
  }
}
