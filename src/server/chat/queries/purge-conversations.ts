import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Deletes the conversations (their messages go with them) past the bookings' privacy window:
 * quiet for `days` days, and for a booking's thread also `days` days after its course ended, the
 * day its booking page stops showing personal data. Returns how many went.
 */
export async function purgeConversations(db: Database, today: string, now: Date, days: number): Promise<number> {
  const result = await db.execute(sql`
    delete from chat_conversations c
    where c.last_message_at < ${now.toISOString()}::timestamptz - make_interval(days => ${days})
      and (c.booking_id is null or exists (
        select 1 from bookings b where b.id = c.booking_id
          and (b.quote -> 'course' ->> 'end') ~ '^\\d{4}-\\d{2}-\\d{2}$'
          and (b.quote -> 'course' ->> 'end')::date + ${days}::int < ${today}::date))
    returning c.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
