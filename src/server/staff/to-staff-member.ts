import { parseStaffRole } from '#domain/staff/staff-role.ts';
import type { StaffMember } from './staff-member.ts';

/** A stored account as a staff member, or null when it is disabled or its role is not one the office knows. */
export function toStaffMember(user: {
  id: string;
  email: string;
  name: string;
  role?: unknown;
  disabledAt?: unknown;
}): StaffMember | null {
  const role = parseStaffRole(typeof user.role === 'string' ? user.role : null);
  if (role === null || (user.disabledAt !== null && user.disabledAt !== undefined)) return null;
  return { id: user.id, email: user.email, name: user.name, role };
}
