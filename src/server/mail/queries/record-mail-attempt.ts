import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mails, type MailStatus } from '../../db/schema.ts';

/**
 * Records one delivery attempt: 'sent' with its time, or the error with 'retrying' (the queue
 * will try again) or 'failed' (it will not; staff may resend).
 */
export async function recordMailAttempt(
  db: Database,
  id: number,
  outcome: { status: Exclude<MailStatus, 'queued'>; error: string | null; at: Date },
): Promise<void> {
  await db
    .update(mails)
    .set({
      status: outcome.status,
      attempts: sql`${mails.attempts} + 1`,
      lastError: outcome.error,
      lastAttemptAt: outcome.at,
      ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}),
    })
    .where(eq(mails.id, id));
}
