import { deleteStaffSessions } from '#server/staff/queries/delete-staff-sessions.ts';
import { audit } from './audit.ts';
import { authHeaders } from './auth-headers.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember, StaffRequest } from './staff-member.ts';

/**
 * Ends the request's session (its row is deleted, so the cookie is worth nothing even if kept)
 * and answers the Set-Cookie headers that clear it. With `everywhere`, every other session of the
 * same person ends too: on another computer, a lost phone. Audited when someone was signed in.
 */
export async function signOutStaff(
  deps: StaffDeps,
  member: StaffMember | null,
  request: StaffRequest,
  options: { everywhere: boolean },
): Promise<{ setCookies: string[]; ended: number }> {
  let setCookies: string[] = [];
  if (request.headers.get('cookie')) {
    const answer = await deps.auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
    setCookies = answer.headers.getSetCookie();
  }
  if (!member) return { setCookies, ended: 0 };
  const ended = options.everywhere ? await deleteStaffSessions(deps.db, member.id) : 0;
  await audit(deps, {
    action: options.everywhere ? 'sign-out-everywhere' : 'sign-out',
    actorId: member.id,
    email: member.email,
    ip: request.ip,
    ...(options.everywhere ? { detail: { sessions: String(ended + 1) } } : {}),
  });
  return { setCookies, ended };
}
