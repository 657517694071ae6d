import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingCodes } from '../../db/schema.ts';

/** Records a try of a one-time code: a wrong one counts against its tries, a right one uses it. */
export async function spendBookingCodeTry(
  db: Database,
  codeId: number,
  outcome: { right: true; at: Date } | { right: false },
): Promise<void> {
  await db
    .update(bookingCodes)
    .set(outcome.right ? { usedAt: outcome.at } : { tries: sql`${bookingCodes.tries} + 1` })
    .where(eq(bookingCodes.id, codeId));
}
