import { dayjsUtc } from '#domain/dates/clock.ts';
import { toCsv } from '#domain/office/to-csv.ts';
import type { NewsletterSubscriberRow } from '#server/newsletter/index.ts';

// 'YYYY-MM-DD HH:MM:SS': spreadsheets read it as a date and time in any locale; the header says UTC.
const cellTime = (instant: Date | null) => (instant ? dayjsUtc(instant).format('YYYY-MM-DD HH:mm:ss') : null);

/** The subscriber export: one row per subscription, its consent and its times in UTC. */
export function subscribersCsv(rows: readonly NewsletterSubscriberRow[]): string {
  return toCsv(
    ['Email', 'Status', 'Culture', 'Subscribed (UTC)', 'Consent given (UTC)', 'Consent culture', 'Unsubscribed (UTC)'],
    rows.map((row) => [
      row.email,
      row.status,
      row.culture,
      cellTime(row.createdAt),
      cellTime(row.consentedAt),
      row.consentCulture,
      cellTime(row.unsubscribedAt),
    ]),
  );
}
