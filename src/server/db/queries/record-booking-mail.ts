import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookings, type MailStatus } from '../schema.ts';

/** Records how sending a booking's two mails went; the error text is for whoever retries them. */
export async function recordBookingMail(db: Database, id: number, outcome: { visitor: MailStatus; agency: MailStatus; error: string | null }): Promise<void> {
  await db.update(bookings).set({ visitorMailStatus: outcome.visitor, agencyMailStatus: outcome.agency, mailError: outcome.error }).where(eq(bookings.id, id));
}
