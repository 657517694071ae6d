import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';

/**
 * Unsubscribes the address whose unsubscribe link this is, at once and for good: its confirmation
 * link is withdrawn, so an old confirmation mail cannot subscribe it again. Again is no error
 * (the first time is kept). Returns whether a subscription was found.
 */
export async function unsubscribeNewsletterSubscription(
  db: Database,
  request: { token: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`case when ${subscriptions.status} = 'unsubscribed' then ${subscriptions.unsubscribedAt} else ${request.at.toISOString()}::timestamptz end`,
      confirmToken: null,
    })
    .where(eq(subscriptions.unsubscribeToken, request.token))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
