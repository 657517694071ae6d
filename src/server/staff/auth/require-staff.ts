import type { MiddlewareHandler } from 'hono';
import type { StaffService } from '../staff-service.ts';
import { requestIp } from './request-ip.ts';
import type { StaffEnv } from './staff-http.ts';
import { staffFailure } from './staff-http.ts';

/**
 * Every /api/office route passes this first: no-store, a signed-in and active staff member (else
 * 401), and for anything but a read, a request from this site (else 403). The route's own
 * `allow(permission)` decides the role.
 */
export function requireStaff(staff: StaffService): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const ip = requestIp(c, staff);
    const member = await staff.signedIn(c.req.raw, ip);
    if (!member) return staffFailure(c, 401, 'sign in to the office first');
    if (!['GET', 'HEAD'].includes(c.req.method) && !staff.trustsOrigin(c.req.raw))
      return staffFailure(c, 403, 'this request did not come from the office (Origin)');
    c.set('staff', member);
    c.set('ip', ip);
    return next();
  };
}
