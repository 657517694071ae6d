import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mails } from '../../db/schema.ts';
import type { MailRow } from '../../mail/index.ts';

/** The mails of one booking, oldest first: what went out, what waits, what failed and why. */
export async function listBookingMails(db: Database, bookingId: number): Promise<MailRow[]> {
  return db.select().from(mails).where(eq(mails.bookingId, bookingId)).orderBy(asc(mails.id));
}
