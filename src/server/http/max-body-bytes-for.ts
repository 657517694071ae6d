import { MAX_REVIEW_FORM_BYTES } from '../../domain/reviews/review-photo-rules.ts';
import { isReviewFormPath } from './is-review-form-path.ts';
import { MAX_BODY_BYTES } from './max-body-bytes.ts';

/** The body limit of a POST to a path: the review form's photos need megabytes, every other form 64 KB. */
export function maxBodyBytesFor(path: string): number {
  return isReviewFormPath(path) ? MAX_REVIEW_FORM_BYTES : MAX_BODY_BYTES;
}
