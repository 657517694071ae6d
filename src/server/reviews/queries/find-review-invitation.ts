import { eq } from 'drizzle-orm';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import type { Database } from '../../db/database.ts';
import { bookings, reviewInvitations } from '../../db/schema.ts';

export interface FoundReviewInvitation {
  id: number;
  bookingId: number;
  expiresAt: Date;
  usedAt: Date | null;
  schoolId: number;
  bookingCancelled: boolean;
  course: Pick<PriceAnswer['course'], 'id' | 'weeks' | 'start' | 'end'>;
}

/** The invitation behind a link's token hash, with what the verified mark copies from its booking; null when unknown. */
export async function findReviewInvitation(db: Database, tokenHash: string): Promise<FoundReviewInvitation | null> {
  const rows = await db
    .select({
      invitation: reviewInvitations,
      schoolId: bookings.schoolId,
      status: bookings.status,
      quote: bookings.quote,
    })
    .from(reviewInvitations)
    .innerJoin(bookings, eq(bookings.id, reviewInvitations.bookingId))
    .where(eq(reviewInvitations.tokenHash, tokenHash));
  const row = rows[0];
  if (!row) return null;
  const { id, weeks, start, end } = row.quote.course;
  return {
    id: row.invitation.id,
    bookingId: row.invitation.bookingId,
    expiresAt: row.invitation.expiresAt,
    usedAt: row.invitation.usedAt,
    schoolId: row.schoolId,
    bookingCancelled: row.status === 'cancelled',
    course: { id, weeks, start, end },
  };
}
