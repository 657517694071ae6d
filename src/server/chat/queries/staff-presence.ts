import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { chatPresence } from '../../db/schema.ts';

/** Marks these staff members as having the inbox open on this instance now. */
export async function touchPresence(
  db: Database,
  instanceId: string,
  staffIds: readonly string[],
  at: Date,
): Promise<void> {
  if (staffIds.length === 0) return;
  await db
    .insert(chatPresence)
    .values(staffIds.map((staffId) => ({ staffId, instanceId, seenAt: at })))
    .onConflictDoUpdate({ target: [chatPresence.staffId, chatPresence.instanceId], set: { seenAt: at } });
}

/** This instance no longer holds these staff members' inbox. */
export async function dropPresence(db: Database, instanceId: string, staffIds: readonly string[]): Promise<void> {
  if (staffIds.length === 0) return;
  await db
    .delete(chatPresence)
    .where(and(eq(chatPresence.instanceId, instanceId), inArray(chatPresence.staffId, [...staffIds])));
}

/** Whether any staff member's inbox was seen open, on any instance, since `since`. */
export async function anyStaffPresent(db: Database, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ present: sql<boolean>`count(*) > 0` })
    .from(chatPresence)
    .where(gt(chatPresence.seenAt, since));
  return Boolean(row?.present);
}
