import { z } from 'zod';
import { reviewTextField } from './review-text-rule.ts';
import { REVIEW_STATUSES } from './review-terms.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The longest rejection reason kept: a sentence or two for the next moderator, not a letter. */
export const REJECTION_REASON_MAX = 500;

/** Why a review is rejected: required, so whoever looks later knows. */
export const reviewRejectionSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(REJECTION_REASON_MAX, { error: `reason must be at most ${REJECTION_REASON_MAX} characters` })
    .refine((text) => !CONTROL.test(text), { error: 'reason must not contain control characters' }),
});

/** A new text for a review, under the same length rule as the review itself. */
export const reviewEditSchema = z.object({ text: reviewTextField });

/** The longest reply a school publishes under a review. */
export const REVIEW_REPLY_MAX = 2000;

/** The school's reply under a review, as staff type it: trimmed; empty takes a published reply down (null). */
export const reviewReplySchema = z.object({
  text: z
    .string()
    .trim()
    .max(REVIEW_REPLY_MAX, { error: `a reply must be at most ${REVIEW_REPLY_MAX} characters` })
    .transform((text) => (text === '' ? null : text)),
});

/** The office's review list: which status ('all' for every one), which school, which page. */
export const REVIEW_FILTERS = ['all', ...REVIEW_STATUSES] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The moderation queue's query: the pending reviews by default, page 1 on. */
export const reviewQueueQuerySchema = z.object({
  status: z.enum(REVIEW_FILTERS, { error: `status must be one of ${REVIEW_FILTERS.join(', ')}` }).default('pending'),
  school: z.coerce
    .number({ error: 'school must be a school id' })
    .int({ error: 'school must be a school id' })
    .positive({ error: 'school must be a school id' })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .max(100_000, { error: 'page must be at most 100000' })
    .default(1),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
