import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, chatConversations, staffMembers } from '../../db/schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect & {
  assignedName: string | null;
  /** The booking's page id, for a booking's thread (its page shows the thread). */
  bookingPublicId: string | null;
};

/** A conversation with the name of the staff member it is assigned to, or null. */
export async function findConversation(db: Database, id: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select({ conversation: chatConversations, assignedName: staffMembers.name, bookingPublicId: bookings.publicId })
    .from(chatConversations)
    .leftJoin(staffMembers, eq(staffMembers.id, chatConversations.assignedStaffId))
    .leftJoin(bookings, eq(bookings.id, chatConversations.bookingId))
    .where(eq(chatConversations.id, id));
  return row ? { ...row.conversation, assignedName: row.assignedName, bookingPublicId: row.bookingPublicId } : null;
}
