import type { MiddlewareHandler } from 'hono';
import { isCrossSiteRequest } from './is-cross-site-request.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The API's answer to a cross-site request; a test finds the guard's refusals by this message. */
export const CROSS_SITE_MESSAGE = 'this request came from another site; send it from a page of this site';

/**
 * The API's CSRF middleware for every state-changing route, present and future (issue 10): a
 * POST, PUT, PATCH or DELETE from another site is a 403 in the API's envelope before any route
 * reads it. `baseAddress` is BASE_ADDRESS, the site's public origin.
 */
export function crossSiteGuard(baseAddress: string): MiddlewareHandler {
  const publicOrigin = new URL(baseAddress).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const source = { origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site') };
    if (isCrossSiteRequest(source, [new URL(c.req.url).origin, publicOrigin])) {
      c.header('Cache-Control', 'no-store');
      return c.json({ success: false as const, error: { message: CROSS_SITE_MESSAGE } }, 403);
    }
    return next();
  };
}
