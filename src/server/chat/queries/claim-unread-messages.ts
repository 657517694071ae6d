import { sql } from 'drizzle-orm';
import type { ChatSender } from '#domain/chat/chat-view.ts';
import type { Database } from '../../db/database.ts';

export interface UnreadBatch {
  conversationId: number;
  messages: { id: number; createdAt: Date; staffName: string | null; body: string }[];
}

/**
 * In the caller's transaction: takes the messages of one side that the other side has not read,
 * written before `before` and not mailed yet, marks them mailed, and returns them by conversation.
 * Rows another instance is taking at the same moment are skipped (SKIP LOCKED), so each message
 * is mailed once whichever instance sweeps.
 */
export async function claimUnreadMessages(
  db: Database,
  sender: ChatSender,
  before: Date,
  now: Date,
  limit = 200,
): Promise<UnreadBatch[]> {
  const readColumn = sender === 'visitor' ? sql.raw('c.staff_read_up_to') : sql.raw('c.visitor_read_up_to');
  const result = await db.execute(sql`
    with due as (
      select m.id from chat_messages m
      join chat_conversations c on c.id = m.conversation_id
      where m.mailed_at is null and m.sender = ${sender} and m.created_at <= ${before.toISOString()}
        and m.id > ${readColumn}
      order by m.id
      limit ${limit}
      for update of m skip locked
    )
    update chat_messages set mailed_at = ${now.toISOString()}
    from due where chat_messages.id = due.id
    returning chat_messages.id, chat_messages.conversation_id, chat_messages.created_at, chat_messages.staff_name, chat_messages.body`);
  const batches = new Map<number, UnreadBatch>();
  const rows = (
    result as unknown as {
      rows: {
        id: number;
        conversation_id: number;
        created_at: string | Date;
        staff_name: string | null;
        body: string;
      }[];
    }
  ).rows;
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const batch = batches.get(row.conversation_id) ?? { conversationId: row.conversation_id, messages: [] };
    batch.messages.push({
      id: row.id,
      createdAt: new Date(row.created_at),
      staffName: row.staff_name,
      body: row.body,
    });
    batches.set(row.conversation_id, batch);
  }
  return [...batches.values()];
}
