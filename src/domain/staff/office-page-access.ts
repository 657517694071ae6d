import type { StaffPermission } from './staff-permission.ts';

/** Who may open an office page: anyone (to sign in or reset a password), or staff with a permission. */
export type OfficePageAccess = 'public' | StaffPermission;

/** The office's address prefix; every page below it is on demand, private and not indexed. */
export const OFFICE_PREFIX = '/office/';

export const OFFICE_SIGN_IN_PATH = '/office/sign-in/';

// The most specific prefix wins; any office page not named here needs 'office.enter'. A new
// page is therefore closed to anonymous visitors unless it is added here as public.
const RULES: readonly (readonly [prefix: string, access: OfficePageAccess])[] = [
  [OFFICE_SIGN_IN_PATH, 'public'],
  ['/office/forgot-password/', 'public'],
  ['/office/reset-password/', 'public'],
  ['/office/staff/', 'staff.manage'],
  ['/office/bookings/', 'bookings.manage'],
  ['/office/reviews/', 'reviews.moderate'],
  ['/office/mail/', 'mail.manage'],
  ['/office/newsletter/', 'newsletter.manage'],
  ['/office/leads/', 'quotes.send'],
  ['/office/chat/', 'chat.answer'],
  ['/office/catalogue/', 'catalogue.edit'],
];

/** Whether a path is the office's (/office itself or anything under /office/). */
export function isOfficePath(path: string): boolean {
  return path === '/office' || path.startsWith(OFFICE_PREFIX);
}

/** What it takes to open an office path. */
export function officePageAccess(path: string): OfficePageAccess {
  const normalised = path.endsWith('/') ? path : `${path}/`;
  let best: readonly [string, OfficePageAccess] | undefined;
  for (const rule of RULES)
    if (normalised.startsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
  return best ? best[1] : 'office.enter';
}

/**
 * Where to go after signing in: an office path given as `next`, or the dashboard. Anything else
 * (another site, `//host`, a path outside the office) is ignored, so the sign-in form cannot be
 * used to send someone elsewhere.
 */
export function safeOfficeReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || !next.startsWith(OFFICE_PREFIX) || next.startsWith('//') || /[\\\s]|\.\./.test(next))
    return OFFICE_PREFIX;
  if (next.startsWith(OFFICE_SIGN_IN_PATH)) return OFFICE_PREFIX;
  return next;
}
