import { CULTURES } from '#domain/culture.ts';

const FORM = new RegExp(`^/(${CULTURES.join('|')})/school/AddReviewPartial2/?$`);

/**
 * Whether a path (no query) is where the review form is posted: the spec's page address or the
 * API's twin. The only posts that carry photos, so the only ones with a larger body limit; the
 * page address is served by the API's app, not by Astro.
 */
export function isReviewFormPath(path: string): boolean {
  return FORM.test(path) || path === '/api/school/reviews' || path === '/api/school/reviews/';
}
