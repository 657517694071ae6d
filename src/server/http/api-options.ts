import type { Handler, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The API's deliberate answer to OPTIONS (issue 10): 204 with the methods the address takes,
 * 404 for an address with no route, and never a CORS allowance. The API is for this site's own
 * pages; a page of another origin gets no Access-Control-Allow-Origin, so the browser keeps its
 * preflight and its reading of answers blocked. Read from the app's routes on first use, so a
 * route added later is answered with no change here.
 */
export function apiOptions(app: Hono): Handler {
  let router: TrieRouter<string> | undefined;
  const methodsAt = (path: string) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes)
        if ((METHODS as readonly string[]).includes(route.method)) router.add(route.method, route.path, route.method);
    }
    const found = METHODS.filter((method) => router!.match(method, path)[0].length > 0);
    return found.includes('GET') ? ['GET', 'HEAD', ...found.filter((method) => method !== 'GET')] : found;
  };
  return (c) => {
    // The app is not strict about a trailing slash; its routes are written without one.
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const methods = methodsAt(path);
    if (methods.length === 0) return c.json({ success: false as const, error: { message: `no API at ${path}` } }, 404);
    return c.body(null, 204, { Allow: [...methods, 'OPTIONS'].join(', '), 'Cache-Control': 'no-store' });
  };
}
