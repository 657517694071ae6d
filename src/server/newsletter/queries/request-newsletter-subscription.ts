import { sql } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';

export interface NewsletterRequest {
  /** Trimmed and lower-cased. */
  email: string;
  culture: Culture;
  /** Used only if the row has none yet: a pending request keeps the link already mailed. */
  confirmToken: string;
  unsubscribeToken: string;
}

/**
 * Records a request to subscribe, in one statement whatever the address's past (the unique
 * address decides, so simultaneous requests leave one row): a new address becomes a pending
 * subscription; a pending or unsubscribed one becomes pending again in the new culture, keeping
 * its links; a confirmed one stays exactly as it is. Returns the row as it now stands.
 */
export async function requestNewsletterSubscription(
  db: Database,
  request: NewsletterRequest,
): Promise<{ status: NewsletterStatus; confirmToken: string; unsubscribeToken: string }> {
  const confirmed = sql`${subscriptions.status} = 'confirmed'`;
  const [row] = await db
    .insert(subscriptions)
    .values({ ...request, status: 'pending' })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: {
        culture: sql`case when ${confirmed} then ${subscriptions.culture} else excluded.culture end`,
        status: sql`case when ${confirmed} then 'confirmed' else 'pending' end`,
        confirmToken: sql`coalesce(${subscriptions.confirmToken}, excluded.confirm_token)`,
        unsubscribeToken: sql`coalesce(${subscriptions.unsubscribeToken}, excluded.unsubscribe_token)`,
      },
    })
    .returning({
      status: subscriptions.status,
      confirmToken: subscriptions.confirmToken,
      unsubscribeToken: subscriptions.unsubscribeToken,
    });
  if (!row?.confirmToken || !row.unsubscribeToken)
    throw new Error('a newsletter request was stored without its link tokens');
  return { status: row.status, confirmToken: row.confirmToken, unsubscribeToken: row.unsubscribeToken };
}
