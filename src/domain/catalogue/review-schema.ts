import { z } from 'zod';
import { isoDate, positiveId } from './primitives.ts';
import { CULTURES } from '../culture.ts';
import { REVIEW_TEXT_MIN } from '../reviews/review-text-rule.ts';

const stars = z.number().int().min(1).max(5);

/** An approved review as the content team imports it; visitors' new reviews arrive through the API. */
export const reviewSchema = z.object({
  id: positiveId,
  culture: z.enum(CULTURES),
  authorName: z.string().min(1),
  /** ISO 3166-1 alpha-2, as in the countries list of the API. */
  authorCountry: z.string().regex(/^[A-Z]{2}$/),
  authorCity: z.string().min(1),
  /** When the stay started. */
  start: isoDate,
  end: isoDate,
  schoolStars: stars,
  courseStars: stars,
  /** null: the reviewer did not book housing (spec 'not applicable'). */
  accommodationStars: stars.nullable(),
  spareTimeStars: stars.nullable(),
  text: z.string().min(REVIEW_TEXT_MIN, { error: `a review needs at least ${REVIEW_TEXT_MIN} characters` }),
  creationDate: isoDate,
  approveDate: isoDate,
});

export const schoolReviewsSchema = z.object({ school: z.string(), reviews: z.array(reviewSchema) });

export type ReviewContent = z.infer<typeof reviewSchema>;
