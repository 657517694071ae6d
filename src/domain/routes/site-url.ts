import type { Culture } from '../culture.ts';

/** Joins the site origin and a root-relative path into an absolute URL (for canonical, hreflang, JSON-LD). */
export function absoluteUrl(site: string | URL, path: string): string {
  return new URL(path, site).href;
}

/** The root-relative address of a page in a culture; `rest` is the part after the culture ('' for its home). */
export function culturePath(culture: string, rest: string): string {
  const trimmed = rest.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? `/${culture}/` : `/${culture}/${trimmed}/`;
}

/** The pages every culture has beside its catalogue. */
export type LegalPage = 'privacy' | 'terms';

/** The address of a culture's privacy policy or terms of use: /{culture}/privacy/, /{culture}/terms/. */
export function legalPagePath(culture: Culture, page: LegalPage): string {
  return `/${culture}/${page}/`;
}

/** The page segment of "How we check reviews" (issue 30), after the culture. */
export const REVIEW_POLICY_PAGE = 'how-we-check-reviews';

/** The root-relative address of "How we check reviews" in a culture, linked beside every rating. */
export function reviewPolicyPath(culture: string): string {
  return culturePath(culture, REVIEW_POLICY_PAGE);
}

/** The page segments of the company's own pages (issue 30), after the culture. */
export const ABOUT_PAGE = 'about';
export const HOW_BOOKING_WORKS_PAGE = 'how-booking-works';
