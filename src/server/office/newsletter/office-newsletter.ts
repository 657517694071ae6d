import type { NewsletterStatus } from '#domain/newsletter/newsletter-status.ts';
import type { NewsletterListQuery } from '#domain/office/office-list-query.ts';
import type { OfficePaging } from '#domain/office/office-paging.ts';
import type { NewsletterSubscriberRow } from '#server/newsletter/index.ts';
import type { StaffMember } from '#server/staff/index.ts';

export interface SubscriberPage {
  subscribers: NewsletterSubscriberRow[];
  total: number;
  paging: OfficePaging;
}

export type StaffUnsubscribeOutcome =
  { kind: 'unsubscribed'; email: string; before: NewsletterStatus } | { kind: 'notFound' };

/** The newsletter's subscribers seen from the office (/office/newsletter/, /api/office/newsletter). */
export interface OfficeNewsletter {
  list(query: NewsletterListQuery): Promise<SubscriberPage>;
  /** The filtered list (every page) as a CSV file for spreadsheets (toCsv: BOM, quoting, formula guard). */
  exportCsv(query: Omit<NewsletterListQuery, 'page'>): Promise<string>;
  /**
   * Unsubscribes an address on its owner's request, as the unsubscribe link does, recorded in the
   * staff audit log ('newsletter-unsubscribed') when it changed something. Again is no error.
   */
  unsubscribe(id: number, actor: StaffMember, ip: string | null): Promise<StaffUnsubscribeOutcome>;
}
