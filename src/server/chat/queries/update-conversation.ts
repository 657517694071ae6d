import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatConversations } from '../../db/schema.ts';

/** Assigns a conversation (null: to nobody) or opens or closes it; false when there is no such conversation. */
export async function updateConversation(
  db: Database,
  id: number,
  change: { assignedStaffId?: string | null; status?: 'open' | 'closed' },
): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set(change)
    .where(eq(chatConversations.id, id))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}
