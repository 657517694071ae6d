import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatMessages } from '../../db/schema.ts';
import type { MessageRow } from './insert-message.ts';

/** One message by its id (an instance reads what another announced). */
export async function findMessage(db: Database, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}
