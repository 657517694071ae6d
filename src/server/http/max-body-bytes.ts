import { MAX_REVIEW_FORM_BYTES } from '#domain/reviews/review-photo-rules.ts';
import { isReviewFormPath } from './is-review-form-path.ts';

/**
 * The largest request body the site reads, for every POST of the API and of the pages. The
 * booking form weighs under 2 KB; 64 KB leaves room for any honest form and bounds what one
 * request can hold in memory (a 700 MB form used to take 2.4 GB and end in a 500).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The body limit of a POST to a path: the review form's photos need megabytes, every other form 64 KB. */
export function maxBodyBytesFor(path: string): number {
  return isReviewFormPath(path) ? MAX_REVIEW_FORM_BYTES : MAX_BODY_BYTES;
}
