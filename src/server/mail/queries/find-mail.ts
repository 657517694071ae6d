import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';

export type MailRow = typeof mails.$inferSelect;

/** One stored mail, or null. */
export async function findMail(db: Database, id: number): Promise<MailRow | null> {
  const rows = await db.select().from(mails).where(eq(mails.id, id));
  return rows[0] ?? null;
}
