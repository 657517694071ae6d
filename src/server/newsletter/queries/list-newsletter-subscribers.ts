import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import type { Database } from '../../db/database.ts';
import { newsletterSubscriptions as subscriptions } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';

/** A subscription as the office shows and exports it: no link secrets. */
export interface NewsletterSubscriberRow {
  id: number;
  email: string;
  status: NewsletterStatus;
  culture: string;
  createdAt: Date;
  consentedAt: Date | null;
  consentCulture: string | null;
  unsubscribedAt: Date | null;
}

export interface NewsletterSubscriberFilter {
  status?: NewsletterStatus | undefined;
  /** A piece of the address, in lower case (addresses are stored so). */
  email?: string | undefined;
}

const columns = {
  id: subscriptions.id,
  email: subscriptions.email,
  status: subscriptions.status,
  culture: subscriptions.culture,
  createdAt: subscriptions.createdAt,
  consentedAt: subscriptions.consentedAt,
  consentCulture: subscriptions.consentCulture,
  unsubscribedAt: subscriptions.unsubscribedAt,
};

/**
 * Newsletter subscriptions, newest first, and how many match in all: one page of them, or every
 * one (for the export) without `page`. A status filter walks newsletter_status_created_idx in its
 * order. The whole list is sorted by subscription time too, not by id: rows carried over from
 * before the opt-in keep their own dates (a top-N sort, some tens of ms at 100,000 rows).
 */
export async function listNewsletterSubscribers(
  db: Database,
  filter: NewsletterSubscriberFilter,
  page?: { limit: number; offset: number },
): Promise<{ rows: NewsletterSubscriberRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(subscriptions.status, filter.status));
  if (filter.email) conditions.push(like(subscriptions.email, containsPattern(filter.email.toLowerCase())));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const query = db
    .select(columns)
    .from(subscriptions)
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  if (!page) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, totals] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
