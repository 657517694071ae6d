import { authHeaders } from './auth-headers.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember, StaffRequest } from './staff-member.ts';
import { toStaffMember } from './to-staff-member.ts';

/**
 * The staff member whose session cookie a request carries, or null: no cookie, a forged or
 * expired one, a session that was signed out, or an account disabled since. The session row and
 * the account are read on every call (no cookie cache), so a role change counts at once.
 */
export async function findSignedInStaff(deps: StaffDeps, request: StaffRequest): Promise<StaffMember | null> {
  if (!request.headers.get('cookie')) return null;
  const session = await deps.auth.api.getSession({ headers: authHeaders(request) });
  return session ? toStaffMember(session.user) : null;
}
