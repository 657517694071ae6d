import { and, eq, ne, sql } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';

/**
 * Confirms the subscription whose confirmation link this is, recording the consent's time and
 * culture; a second click changes nothing (the first consent is the one recorded). An
 * unsubscribed row has no confirmation link any more. Returns whether a subscription was found.
 */
export async function confirmNewsletterSubscription(
  db: Database,
  confirmation: { token: string; culture: Culture; at: Date },
): Promise<boolean> {
  const confirmed = sql`${subscriptions.status} = 'confirmed'`;
  const rows = await db
    .update(subscriptions)
    .set({
      status: 'confirmed',
      consentedAt: sql`case when ${confirmed} then ${subscriptions.consentedAt} else ${confirmation.at.toISOString()}::timestamptz end`,
      consentCulture: sql`case when ${confirmed} then ${subscriptions.consentCulture} else ${confirmation.culture} end`,
      culture: sql`case when ${confirmed} then ${subscriptions.culture} else ${confirmation.culture} end`,
    })
    .where(and(eq(subscriptions.confirmToken, confirmation.token), ne(subscriptions.status, 'unsubscribed')))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
