import type { MiddlewareHandler } from 'hono';
import type { StaffService } from '../staff-service.ts';
import { staffFailure } from './staff-http.ts';

/** Sign-in and sign-out calls: never stored, and refused (403) when they come from another site. */
export function requireTrustedOrigin(staff: StaffService): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!['GET', 'HEAD'].includes(c.req.method) && !staff.trustsOrigin(c.req.raw))
      return staffFailure(c, 403, 'this request did not come from the office (Origin)');
    return next();
  };
}
