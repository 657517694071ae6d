import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, mails, type MailStatus } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** A mail as the office lists it: everything but its words, with the reference of its booking. */
export type OfficeMailRow = Omit<typeof mails.$inferSelect, 'textBody' | 'htmlBody' | 'headers'> & {
  bookingReference: string | null;
};

export interface OfficeMailFilter {
  status?: MailStatus | undefined;
  /** A piece of the recipient's address, any case. */
  recipient?: string | undefined;
}

const columns = {
  id: mails.id,
  bookingId: mails.bookingId,
  kind: mails.kind,
  name: mails.name,
  recipient: mails.recipient,
  replyTo: mails.replyTo,
  subject: mails.subject,
  messageId: mails.messageId,
  status: mails.status,
  attempts: mails.attempts,
  lastError: mails.lastError,
  createdAt: mails.createdAt,
  lastAttemptAt: mails.lastAttemptAt,
  sentAt: mails.sentAt,
  sentByStaffId: mails.sentByStaffId,
  leadId: mails.leadId,
  bookingReference: sql<
    string | null
  >`(select ${bookings.reference} from ${bookings} where ${bookings.id} = ${mails.bookingId})`,
};

/**
 * One page of the mail log, newest first, and how many mails match in all. A status filter walks
 * mails_status_idx in its order; the whole log is read backwards along the primary key (ids grow
 * with time), so neither sorts the table.
 */
export async function listOfficeMails(
  db: Database,
  filter: OfficeMailFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OfficeMailRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(mails.status, filter.status));
  if (filter.recipient) conditions.push(ilike(mails.recipient, containsPattern(filter.recipient)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.status ? [desc(mails.createdAt), desc(mails.id)] : [desc(mails.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(mails)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(mails).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
