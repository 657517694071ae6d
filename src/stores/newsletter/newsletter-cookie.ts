/** The cookie that hides the newsletter form (spec section 9): 1095 days after subscribing, 7 after closing. */
export const NEWSLETTER_COOKIE = 'hnsf';
export const NEWSLETTER_COOKIE_DAYS = { subscribed: 1095, closed: 7 } as const;

/** Whether a Cookie header (document.cookie) carries hnsf=1. */
export function hasNewsletterCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${NEWSLETTER_COOKIE}=1`);
}

/** The document.cookie assignment that sets hnsf=1 for a number of days, site-wide. */
export function newsletterCookie(days: number): string {
  return `${NEWSLETTER_COOKIE}=1; max-age=${days * 24 * 60 * 60}; path=/; samesite=lax`;
}
