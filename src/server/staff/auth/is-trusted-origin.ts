/**
 * The Origin check of every state-changing office request (docs/architecture.md): the request
 * must say it comes from this site, by its Origin header or, when a browser sends none, by the
 * origin of its Referer. "This site" is BASE_ADDRESS, or the origin the request itself was sent to
 * (its Host), which a page of another site cannot make a browser forge. A page served with
 * `Referrer-Policy: no-referrer` (the reset page, whose address holds its token) makes the browser
 * send `Origin: null` and no Referer; the browser's own Sec-Fetch-Site, which no page can set,
 * then says whether the form was this site's. Nothing at all: refused.
 */
export function isTrustedOrigin(headers: Headers, requestOrigin: string, baseAddress: string): boolean {
  const claimed = headers.get('origin') ?? originOf(headers.get('referer'));
  if (claimed && claimed !== 'null') return claimed === originOf(baseAddress) || claimed === requestOrigin;
  return headers.get('sec-fetch-site') === 'same-origin';
}

function originOf(address: string | null): string | null {
  if (!address) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}
