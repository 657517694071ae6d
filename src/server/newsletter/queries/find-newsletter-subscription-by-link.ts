import { eq } from 'drizzle-orm';
import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';

/** Which mailed link a token comes from. */
export type NewsletterLink = 'confirm' | 'unsubscribe';

/** The subscription a confirmation or unsubscribe link belongs to, or null. */
export async function findNewsletterSubscriptionByLink(
  db: Database,
  link: NewsletterLink,
  token: string,
): Promise<{ email: string; status: NewsletterStatus } | null> {
  const column = link === 'confirm' ? subscriptions.confirmToken : subscriptions.unsubscribeToken;
  const rows = await db
    .select({ email: subscriptions.email, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(column, token));
  return rows[0] ?? null;
}
