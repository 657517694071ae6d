/** What a request says about where it comes from: its Origin and Sec-Fetch-Site headers. */
export interface RequestSource {
  origin: string | null | undefined;
  fetchSite: string | null | undefined;
}

/**
 * Whether a state-changing request must be refused as cross-site (CSRF, issue 10), decided the
 * same way for the API and for the pages' forms. `ownOrigins` are this site's: the origin the
 * request was sent to (its Host) and BASE_ADDRESS, which differ behind a TLS proxy.
 *
 * - An Origin of this site is trusted, whatever else is said.
 * - Sec-Fetch-Site, which browsers send on every request and a page cannot forge: same-origin and
 *   none (typed by the visitor) pass; same-site (another subdomain) and cross-site are refused.
 * - Any other Origin, `null` (a sandboxed frame, a privacy redirect) included, is refused.
 * - Neither header: not a browser, or one too old to send them (every browser since 2020 sends
 *   Origin on a POST). Such a client carries no visitor's cookies to abuse, so it passes.
 */
export function isCrossSiteRequest({ origin, fetchSite }: RequestSource, ownOrigins: readonly string[]): boolean {
  if (origin && ownOrigins.includes(origin)) return false;
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  return Boolean(origin);
}
