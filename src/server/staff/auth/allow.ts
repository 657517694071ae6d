import type { MiddlewareHandler } from 'hono';
import { can, type StaffPermission } from '#domain/staff/staff-permission.ts';
import type { StaffEnv } from './staff-http.ts';
import { staffFailure } from './staff-http.ts';

/** A route's permission check, carrying the permission it checks so a test can read it off the route. */
export type PermissionCheck = MiddlewareHandler<StaffEnv> & { readonly permission: StaffPermission };

/** 403 unless the signed-in staff member's role grants the permission (after requireStaff). */
export function allow(permission: StaffPermission): PermissionCheck {
  const check: MiddlewareHandler<StaffEnv> = async (c, next) => {
    if (!can(c.get('staff').role, permission)) return staffFailure(c, 403, `your role may not do this (${permission})`);
    return next();
  };
  return Object.assign(check, { permission });
}
