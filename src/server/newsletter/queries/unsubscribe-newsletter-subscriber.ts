import { eq, sql } from 'drizzle-orm';
import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';

/**
 * Unsubscribes a subscription by its id, as staff do on the owner's request, exactly as the
 * unsubscribe link does (unsubscribe-newsletter-subscription.ts, which finds the row by its link
 * instead): 'unsubscribed' at once, the confirmation link withdrawn, the first unsubscribing
 * time kept if it was already. Returns the address and the status before, or null for no such row.
 */
export async function unsubscribeNewsletterSubscriber(
  db: Database,
  request: { id: number; at: Date },
): Promise<{ email: string; before: NewsletterStatus } | null> {
  const before = db
    .$with('before')
    .as(
      db
        .select({ id: subscriptions.id, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.id, request.id)),
    );
  const rows = await db
    .with(before)
    .update(subscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`case when ${subscriptions.status} = 'unsubscribed' then ${subscriptions.unsubscribedAt} else ${request.at.toISOString()}::timestamptz end`,
      confirmToken: null,
    })
    .from(before)
    .where(eq(subscriptions.id, sql`${before.id}`))
    .returning({ email: subscriptions.email, before: sql<NewsletterStatus>`${before.status}` });
  return rows[0] ?? null;
}
