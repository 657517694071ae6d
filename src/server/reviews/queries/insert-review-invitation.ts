import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reviewInvitations } from '../../db/schema.ts';

export interface NewReviewInvitation {
  bookingId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  sentByStaffId: string | null;
}

/**
 * The sweep's invitation: stored unless the booking has one already (another instance's sweep, or
 * staff sent it first). Returns the new row's id, or null when nothing was stored.
 */
export async function insertReviewInvitation(tx: Database, invitation: NewReviewInvitation): Promise<number | null> {
  const rows = await tx
    .insert(reviewInvitations)
    .values(invitation)
    .onConflictDoNothing({ target: reviewInvitations.bookingId })
    .returning({ id: reviewInvitations.id });
  return rows[0]?.id ?? null;
}

/**
 * Staff's invitation from the office: a new link for the booking, replacing an unused one (the old
 * link stops working) and restarting its 90 days. Null when the booking's invitation was used.
 */
export async function replaceReviewInvitation(tx: Database, invitation: NewReviewInvitation): Promise<number | null> {
  const rows = await tx
    .insert(reviewInvitations)
    .values(invitation)
    .onConflictDoUpdate({
      target: reviewInvitations.bookingId,
      set: {
        tokenHash: invitation.tokenHash,
        createdAt: invitation.createdAt,
        expiresAt: invitation.expiresAt,
        sentByStaffId: invitation.sentByStaffId,
      },
      setWhere: isNull(reviewInvitations.usedAt),
    })
    .returning({ id: reviewInvitations.id });
  return rows[0]?.id ?? null;
}
