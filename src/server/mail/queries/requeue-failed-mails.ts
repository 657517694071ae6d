import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';

/**
 * Puts failed mails back in the queue's state (in the caller's transaction, with their new jobs):
 * 'queued' again, keeping their attempts and last error as history. Mails in any other state are
 * left alone, so two people retrying at once queue a mail once. Returns the ids it changed.
 */
export async function requeueFailedMails(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(mails)
    .set({ status: 'queued' })
    .where(and(inArray(mails.id, [...ids]), eq(mails.status, 'failed')))
    .returning({ id: mails.id });
  return rows.map((row) => row.id);
}
