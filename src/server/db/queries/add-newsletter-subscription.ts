import { eq } from 'drizzle-orm';
import type { Culture } from '../../../domain/culture.ts';
import type { Database } from '../database.ts';
import { newsletterSubscriptions } from '../schema.ts';

/**
 * Stores a subscription unless the address has one; the unique address decides (not a read
 * before the write), so two simultaneous subscribes still leave one row. `email` is normalised.
 */
export async function addNewsletterSubscription(db: Database, subscription: { email: string; culture: Culture }): Promise<{ id: number; created: boolean }> {
  const inserted = await db.insert(newsletterSubscriptions).values(subscription).onConflictDoNothing({ target: newsletterSubscriptions.email }).returning({ id: newsletterSubscriptions.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, subscription.email));
  return { id: existing!.id, created: false };
}
