/**
 * Every office answer, pages, redirects and errors alike: never stored by a browser or a cache
 * between, never indexed, never framed by another site, and sending no address to other sites.
 */
export function privateOfficeResponse(response: Response): Response {
  try {
    applyOfficeHeaders(response.headers);
    return response;
  } catch {
    // Some responses (Response.redirect, fetched ones) have immutable headers: copy them.
    const copy = new Response(response.body, response);
    applyOfficeHeaders(copy.headers);
    return copy;
  }
}

function applyOfficeHeaders(headers: Headers): void {
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Robots-Tag', 'noindex');
  headers.set('X-Frame-Options', 'DENY');
  // A policy of its own beside any the page already has: browsers enforce both.
  headers.append('Content-Security-Policy', "frame-ancestors 'none'");
  // The reset page carries its token in the address and sets no-referrer itself.
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'same-origin');
}
