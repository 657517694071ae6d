import type { Database } from '../../db/database.ts';
import { bookingCodes } from '../../db/schema.ts';

/** Stores a new one-time code of a booking (hashed); it is the one that counts from now on. */
export async function insertBookingCode(
  db: Database,
  code: { bookingId: number; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(bookingCodes).values(code);
}
