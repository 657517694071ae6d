import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { requestIp } from '../auth/request-ip.ts';
import { jsonOk } from '../http/json-ok.ts';

/**
 * GET /api/me: who the visitor is, for the islands that add staff tools to public pages. null for
 * anyone not signed in to the office; never cached, by the browser or anything between.
 */
export function meRoutes({ staff }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    return jsonOk(c, await staff.signedIn(c.req.raw, requestIp(c, staff)));
  });
}
