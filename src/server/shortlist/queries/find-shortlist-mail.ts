import { eq } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { shortlistMails } from '../../db/schema.ts';

export interface ShortlistMailRow {
  email: string;
  culture: Culture;
  compareQuery: string;
  status: 'pending' | 'sent';
}

/** The shortlist mail behind a confirmation link, or null. */
export async function findShortlistMail(db: Database, token: string): Promise<ShortlistMailRow | null> {
  const rows = await db
    .select({
      email: shortlistMails.email,
      culture: shortlistMails.culture,
      compareQuery: shortlistMails.compareQuery,
      status: shortlistMails.status,
    })
    .from(shortlistMails)
    .where(eq(shortlistMails.confirmToken, token));
  return rows[0] ?? null;
}
