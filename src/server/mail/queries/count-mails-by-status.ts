import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export interface MailCounts {
  queued: number;
  retrying: number;
  failed: number;
  sentSince: number;
}

/**
 * The queue at a glance: mails waiting for their first attempt, waiting to be tried again, given
 * up on, and sent since an instant (the start of today). One statement; each count walks its
 * part of mails_status_idx, the sent one only the mails created in the week before `since`
 * (the queue gives up within the hour, so a mail sent today was created after that, unless staff
 * retried an old one, which is then counted among the sent of its week).
 */
export async function countMailsByStatus(db: Database, since: Date): Promise<MailCounts> {
  const at = since.toISOString();
  const result = await db.execute(sql`
    select
      (select count(*) from mails where status = 'queued')::int as queued,
      (select count(*) from mails where status = 'retrying')::int as retrying,
      (select count(*) from mails where status = 'failed')::int as failed,
      (select count(*) from mails where status = 'sent' and created_at >= ${at}::timestamptz - interval '7 days' and sent_at >= ${at}::timestamptz)::int as sent_since`);
  const row = (
    result as unknown as { rows: { queued: number; retrying: number; failed: number; sent_since: number }[] }
  ).rows[0]!;
  return {
    queued: Number(row.queued),
    retrying: Number(row.retrying),
    failed: Number(row.failed),
    sentSince: Number(row.sent_since),
  };
}
