import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviews } from '../../db/schema.ts';

/**
 * Replaces a visitor review's text, keeping the visitor's own words in original_text the first
 * time (later edits leave them alone). Content reviews are not touched. True when it was changed.
 */
export async function editVisitorReviewText(
  db: Database,
  id: number,
  text: string,
  by: { staffId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({
      text,
      originalText: sql`coalesce(${reviews.originalText}, ${reviews.text})`,
      moderatedBy: by.staffId,
      moderatedAt: by.at,
    })
    .where(and(eq(reviews.id, id), eq(reviews.source, 'visitor')))
    .returning({ id: reviews.id });
  return rows.length === 1;
}
