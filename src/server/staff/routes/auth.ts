import { Hono } from 'hono';
import { passwordResetRequestSchema, passwordResetSchema, signInSchema } from '#domain/staff/staff-fields.ts';
import type { AppDeps } from '../../app-deps.ts';
import { appendSetCookies, staffFailure } from '../auth/staff-http.ts';
import { readStaffBody } from '../auth/read-staff-body.ts';
import { requestIp } from '../auth/request-ip.ts';
import { requireTrustedOrigin } from '../auth/require-trusted-origin.ts';
import { jsonOk } from '../../http/responses.ts';

/**
 * Staff sign-in, sign-out and password reset: POST /api/auth/sign-in, /sign-out, /password-reset
 * and /password-reset/confirm, JSON or a form, from this site only. Open to anyone; what needs a
 * session lives under /api/office.
 */
export function authRoutes({ staff }: AppDeps): Hono {
  const app = new Hono({ strict: false });
  app.use('*', requireTrustedOrigin(staff));
  app.post('/sign-in', async (c) => {
    const input = await readStaffBody(c, signInSchema);
    const outcome = await staff.signIn(input, { headers: c.req.raw.headers, ip: requestIp(c, staff) });
    if (outcome.kind === 'limited') {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return staffFailure(
        c,
        429,
        `too many failed sign-ins: try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minute(s)`,
      );
    }
    if (outcome.kind === 'refused') return staffFailure(c, 401, 'wrong e-mail address or password');
    appendSetCookies(c, outcome.setCookies);
    return jsonOk(c, outcome.member);
  });
  app.post('/sign-out', async (c) => {
    const ip = requestIp(c, staff);
    const member = await staff.signedIn(c.req.raw, ip);
    const { setCookies } = await staff.signOut(member, { headers: c.req.raw.headers, ip }, { everywhere: false });
    appendSetCookies(c, setCookies);
    return jsonOk(c, { signedOut: true });
  });
  app.post('/password-reset', async (c) => {
    const input = await readStaffBody(c, passwordResetRequestSchema);
    const outcome = await staff.requestPasswordReset(input, { headers: c.req.raw.headers, ip: requestIp(c, staff) });
    if (outcome.kind === 'mailUnavailable')
      return staffFailure(c, 503, 'mail cannot be sent from this server at the moment');
    if (outcome.kind === 'limited') {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      return staffFailure(
        c,
        429,
        `too many reset requests: try again in ${Math.ceil(outcome.retryAfterSeconds / 60)} minute(s)`,
      );
    }
    return jsonOk(c, {
      message: 'if this address belongs to a staff member, a link to choose a new password is on its way',
    });
  });
  app.post('/password-reset/confirm', async (c) => {
    const input = await readStaffBody(c, passwordResetSchema);
    const outcome = await staff.resetPassword(input, { headers: c.req.raw.headers, ip: requestIp(c, staff) });
    if (outcome.kind === 'invalidToken')
      return staffFailure(c, 400, 'this link is not valid any more: ask for a new one', 'token');
    return jsonOk(c, { email: outcome.email });
  });
  return app;
}
