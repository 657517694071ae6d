import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffVerifications } from '../../db/schema.ts';

/** Whose password a reset token is for (better-auth stores it as 'reset-password:<token>'), or null. */
export async function findResetTokenOwner(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: staffVerifications.value })
    .from(staffVerifications)
    .where(eq(staffVerifications.identifier, `reset-password:${token}`));
  return row?.userId ?? null;
}
