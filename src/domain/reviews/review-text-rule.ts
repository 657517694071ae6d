import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './review-field-limits.ts';

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN };

// Control characters other than line breaks and tabs: a review is paragraphs of plain text, and NUL cannot be stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A review's text as visitors write it and staff edit it: trimmed, 40 to 5000 characters, paragraphs allowed. */
export const reviewTextField = z
  .string({ error: 'text is required' })
  .trim()
  .min(1, { error: 'text is required' })
  .min(REVIEW_TEXT_MIN, { error: `text must be at least ${REVIEW_TEXT_MIN} characters` })
  .max(REVIEW_TEXT_MAX, { error: `text must be at most ${REVIEW_TEXT_MAX} characters` })
  .refine((text) => !CONTROL.test(text), { error: 'text must not contain control characters' });
