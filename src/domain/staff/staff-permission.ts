import { parseStaffRole, type StaffRole } from './staff-role.ts';

/**
 * What a staff member may do in the office. Every office page and /api/office route names one;
 * the server checks it on each request.
 */
export const STAFF_PERMISSIONS = [
  /** Open the office at all: the dashboard, one's own sessions. */
  'office.enter',
  'bookings.manage',
  'reviews.moderate',
  'quotes.send',
  'mail.manage',
  'newsletter.manage',
  /** Read and answer the visitors' chat conversations (the office inbox, a booking's thread). */
  'chat.answer',
  /** Add staff, change roles, disable and enable accounts. */
  'staff.manage',
  /** Edit the catalogue: school drafts, publishing, restoring versions, imports (issue 31). */
  'catalogue.edit',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

// Administrators do everything; managers run the business but neither the staff list (issue 9)
// nor the catalogue; content editors keep the catalogue and see nothing of bookings, visitors,
// mail or staff (issue 31): entering the office gives them the dashboard and the read-only school
// pages, whose bookings and reviews each need their own permission.
const GRANTS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  administrator: new Set(STAFF_PERMISSIONS),
  manager: new Set(
    STAFF_PERMISSIONS.filter((permission) => permission !== 'staff.manage' && permission !== 'catalogue.edit'),
  ),
  'content-editor': new Set(['office.enter', 'catalogue.edit']),
};

/** Whether a role (named in any case) grants a permission; an unknown role grants nothing. */
export function can(role: string | null | undefined, permission: StaffPermission): boolean {
  const parsed = parseStaffRole(role);
  return parsed !== null && GRANTS[parsed].has(permission);
}
