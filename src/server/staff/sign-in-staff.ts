import { APIError } from 'better-auth/api';
import { IP_SIGN_IN_LIMIT, PAIR_SIGN_IN_DELAY } from '#domain/staff/sign-in-limit.ts';
import { audit } from './audit.ts';
import { authHeaders } from './auth-headers.ts';
import { checkSignInLimit } from './check-attempt-limit.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember, StaffRequest } from './staff-member.ts';
import { toStaffMember } from './to-staff-member.ts';

export type SignInOutcome =
  | { kind: 'signedIn'; member: StaffMember; setCookies: string[] }
  /** Wrong address or password, or a disabled account: one answer for all, so none is revealed. */
  | { kind: 'refused' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * Signs a staff member in with e-mail and password, unless this account has failed too often
 * lately from this IP (five, then a pause of a minute that doubles with each failure, up to 15
 * minutes) or the IP has failed 20 times in 15 minutes, whatever the accounts. Every outcome is
 * audited; failures are what the limits count. `email` comes validated (trimmed, lower case).
 */
export async function signInStaff(
  deps: StaffDeps,
  input: { email: string; password: string },
  request: StaffRequest,
): Promise<SignInOutcome> {
  const { email } = input;
  const decision = await checkSignInLimit(
    deps,
    { email, ip: request.ip },
    { pair: PAIR_SIGN_IN_DELAY, ip: IP_SIGN_IN_LIMIT },
  );
  if (!decision.allowed) {
    await audit(deps, { action: 'sign-in-limited', email, ip: request.ip });
    return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
  }
  let signedIn;
  try {
    signedIn = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: authHeaders(request),
      returnHeaders: true,
    });
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // FAILED_TO_CREATE_SESSION: the database hook refused a disabled account.
    const reason =
      error.body?.code === 'FAILED_TO_CREATE_SESSION'
        ? 'disabled'
        : error.body?.code === 'INVALID_EMAIL_OR_PASSWORD'
          ? 'credentials'
          : String(error.body?.code ?? error.status);
    await audit(deps, { action: 'sign-in-failed', email, ip: request.ip, detail: { reason } });
    return { kind: 'refused' };
  }
  const member = toStaffMember(signedIn.response.user);
  if (!member) {
    // A role the office does not know (edited by hand): no way in, and no session left behind.
    await deps.auth.api
      .signOut({ headers: new Headers({ cookie: cookieHeader(signedIn.headers.getSetCookie()) }) })
      .catch(() => undefined);
    await audit(deps, { action: 'sign-in-failed', email, ip: request.ip, detail: { reason: 'role' } });
    return { kind: 'refused' };
  }
  await audit(deps, { action: 'sign-in', actorId: member.id, email, ip: request.ip });
  return { kind: 'signedIn', member, setCookies: signedIn.headers.getSetCookie() };
}

/** The Cookie header a browser would send back for some Set-Cookie headers. */
function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';', 1)[0]!).join('; ');
}
