import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { shortlistMails } from '../../db/schema.ts';

/**
 * Marks a pending shortlist mail confirmed and sent, recording when; false when it was not
 * pending (a second click, a simultaneous one), so the comparison is queued once.
 */
export async function markShortlistMailSent(db: Database, confirmation: { token: string; at: Date }): Promise<boolean> {
  const rows = await db
    .update(shortlistMails)
    .set({ status: 'sent', confirmedAt: confirmation.at })
    .where(and(eq(shortlistMails.confirmToken, confirmation.token), eq(shortlistMails.status, 'pending')))
    .returning({ id: shortlistMails.id });
  return rows.length > 0;
}
