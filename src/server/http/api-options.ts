import type { Handler, Hono } from 'hono';
import { apiRouteMethods } from './allowed-methods.ts';

/**
 * The API's deliberate answer to OPTIONS (issue 10): 204 with the methods the address takes,
 * 404 for an address with no route, and never a CORS allowance. The API is for this site's own
 * pages; a page of another origin gets no Access-Control-Allow-Origin, so the browser keeps its
 * preflight and its reading of answers blocked.
 */
export function apiOptions(app: Hono): Handler {
  const methodsAt = apiRouteMethods(app);
  return (c) => {
    const methods = methodsAt(c.req.path);
    if (!methods)
      return c.json(
        { success: false as const, error: { message: `no API at ${c.req.path.replace(/(.)\/+$/, '$1')}` } },
        404,
      );
    return c.body(null, 204, { Allow: methods.join(', '), 'Cache-Control': 'no-store' });
  };
}
