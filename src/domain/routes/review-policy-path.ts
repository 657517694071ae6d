import { culturePath } from './site-url.ts';

/** The page segment of "How we check reviews" (issue 30), after the culture. */
export const REVIEW_POLICY_PAGE = 'how-we-check-reviews';

/** The root-relative address of "How we check reviews" in a culture, linked beside every rating. */
export function reviewPolicyPath(culture: string): string {
  return culturePath(culture, REVIEW_POLICY_PAGE);
}
