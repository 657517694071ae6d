import { z } from 'zod';
import { NEWSLETTER_STATUSES } from '../newsletter/newsletter-status.ts';

/** A mail's state in the queue (the mails table's status, src/server/db/schema.ts). */
export const OFFICE_MAIL_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type OfficeMailStatus = (typeof OFFICE_MAIL_STATUSES)[number];

const page = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int({ error: 'page must be a whole number from 1' })
  .min(1, { error: 'page must be a whole number from 1' })
  .max(1_000_000, { error: 'page must be at most 1000000' })
  .default(1);

// A piece of an address to look for; the lists search "contains", in any case.
const search = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'q must be at most 254 characters' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The mail list's filters, from a query string or a GET form: status, a piece of the recipient's address, the page. */
export const mailListQuerySchema = z.object({
  status: z
    .enum(OFFICE_MAIL_STATUSES, { error: `status must be one of ${OFFICE_MAIL_STATUSES.join(', ')}` })
    .optional(),
  q: search,
  page,
});
export type MailListQuery = z.output<typeof mailListQuerySchema>;

/** The subscriber list's filters (and the CSV export's): status, a piece of the address, the page. */
export const newsletterListQuerySchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES, { error: `status must be one of ${NEWSLETTER_STATUSES.join(', ')}` }).optional(),
  q: search,
  page,
});
export type NewsletterListQuery = z.output<typeof newsletterListQuerySchema>;

/** The leads list's filters: a piece of the visitor's address, the page. */
export const leadListQuerySchema = z.object({ q: search, page });
export type LeadListQuery = z.output<typeof leadListQuerySchema>;
