import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatConversations, chatMessages } from '../../db/schema.ts';

export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'mailedAt'>;
export type MessageRow = typeof chatMessages.$inferSelect;

/**
 * Stores a message in the caller's transaction and moves its conversation to the top of the
 * inbox; a visitor writing into a closed conversation opens it again. The writer has read
 * everything up to their own message.
 */
export async function insertMessage(db: Database, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  const visitor = message.sender === 'visitor';
  await db
    .update(chatConversations)
    .set({
      lastMessageAt: message.createdAt,
      ...(visitor
        ? { status: 'open' as const, visitorReadUpTo: sql`greatest(${chatConversations.visitorReadUpTo}, ${row!.id})` }
        : { staffReadUpTo: sql`greatest(${chatConversations.staffReadUpTo}, ${row!.id})` }),
    })
    .where(eq(chatConversations.id, message.conversationId));
  return row!;
}
