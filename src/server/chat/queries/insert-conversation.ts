import type { Database } from '../../db/database.ts';
import { chatConversations } from '../../db/schema.ts';

export type NewConversation = Omit<typeof chatConversations.$inferInsert, 'id'>;

/** Stores a conversation in the caller's transaction; returns its id. */
export async function insertConversation(db: Database, conversation: NewConversation): Promise<number> {
  const [row] = await db.insert(chatConversations).values(conversation).returning({ id: chatConversations.id });
  return row!.id;
}
