import { Hono } from 'hono';
import { can, STAFF_PERMISSIONS } from '#domain/staff/staff-permission.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestIp } from '../auth/request-ip.ts';
import { jsonOk } from '../../http/responses.ts';

/**
 * GET /api/me: who the visitor is, for the islands that add staff tools to public pages: the
 * staff member with the permissions of their role (the islands show a tool only for these; the
 * server checks again on every call). null for anyone not signed in to the office; never cached,
 * by the browser or anything between.
 */
export function meRoutes({ staff }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    const member = await staff.signedIn(c.req.raw, requestIp(c, staff));
    return jsonOk(
      c,
      member && { ...member, permissions: STAFF_PERMISSIONS.filter((permission) => can(member.role, permission)) },
    );
  });
}
