/**
 * A page at a secret address, a mailed link's token in its path (a booking's page, the
 * newsletter's and the shortlist's confirmations, an unsubscribe, "this was not me", a chat). The
 * token is the visitor's key: the page is never cached, indexed or named to other sites in a
 * Referer.
 */
export function markSecretAddress(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.set('X-Robots-Tag', 'noindex');
  headers.set('Referrer-Policy', 'no-referrer');
}

/**
 * What a request to a mailed link's page asks: to look (GET, HEAD), which changes nothing, since
 * mail scanners follow links; to act (POST, the page's button or a mail program's one-click
 * unsubscribe); or anything else, answered 405.
 */
export function linkPageIntent(method: string): 'look' | 'act' | Response {
  if (method === 'GET' || method === 'HEAD') return 'look';
  if (method === 'POST') return 'act';
  return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } });
}
