/**
 * The roles a staff member can have (spec section 6, and issue 31's content editor, who keeps the
 * catalogue and nothing else), stored and shown in lower case.
 */
export const STAFF_ROLES = ['administrator', 'manager', 'content-editor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The role a text names, compared without case and surrounding spaces (spec section 6:
 * 'Administrator', 'ADMINISTRATOR' and ' administrator ' are one role), or null for no role.
 * A space or an underscore between words counts as the stored hyphen ('Content editor').
 */
export function parseStaffRole(text: string | null | undefined): StaffRole | null {
  if (typeof text !== 'string') return null;
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return (STAFF_ROLES as readonly string[]).includes(normalised) ? (normalised as StaffRole) : null;
}

/** Whether two role names are the same role, whatever their case. */
export function isSameRole(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = parseStaffRole(a);
  return left !== null && left === parseStaffRole(b);
}
