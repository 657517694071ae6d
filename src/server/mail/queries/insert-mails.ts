import type { Database } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';

export type NewMail = Pick<
  typeof mails.$inferInsert,
  | 'bookingId'
  | 'kind'
  | 'name'
  | 'recipient'
  | 'replyTo'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'messageId'
  | 'headers'
  | 'sentByStaffId'
  | 'leadId'
>;

/** Stores mails as queued, in the caller's transaction; returns their ids in the same order. */
export async function insertMails(db: Database, rows: NewMail[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(mails).values(rows).returning({ id: mails.id });
  return inserted.map((row) => row.id);
}
