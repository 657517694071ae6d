import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatMessages } from '../../db/schema.ts';
import type { MessageRow } from './insert-message.ts';

/** A conversation's messages, oldest first. */
export function listMessages(db: Database, conversationId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
}
