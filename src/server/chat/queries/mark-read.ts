import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatConversations, chatMessages } from '../../db/schema.ts';
import type { ChatSender } from '#domain/chat/chat-view.ts';

/**
 * Records that one side has read a conversation up to a message (never back, never past the last
 * message); returns the mark as it now is, or null when there is no such conversation.
 */
export async function markRead(
  db: Database,
  conversationId: number,
  by: ChatSender,
  upTo: number,
): Promise<number | null> {
  const column = by === 'visitor' ? chatConversations.visitorReadUpTo : chatConversations.staffReadUpTo;
  const last = db
    .select({ last: sql`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  const [row] = await db
    .update(chatConversations)
    .set(
      by === 'visitor'
        ? { visitorReadUpTo: sql`greatest(${column}, least(${upTo}, (${last})))` }
        : { staffReadUpTo: sql`greatest(${column}, least(${upTo}, (${last})))` },
    )
    .where(and(eq(chatConversations.id, conversationId)))
    .returning({ upTo: column });
  return row ? row.upTo : null;
}
