import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '#domain/staff/staff-fields.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import { findStaffById } from '../queries/find-staff-by-id.ts';
import { staffAccounts, staffMembers, staffSessions, staffVerifications } from '../../db/schema.ts';

/** The request header by which the server tells better-auth the client IP it worked out (client-ip.ts). */
export const CLIENT_IP_HEADER = 'x-linguatrips-client-ip';

/** A session lasts this long from sign-in; it is not extended, so a stolen cookie ages out. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

/** A password reset link works this long, once. */
export const RESET_TOKEN_SECONDS = 60 * 60;

export interface StaffAuthOptions {
  db: Database;
  config: Config;
  /** Called by better-auth with a fresh reset token; queues the mail (it must not send it inline). */
  sendResetPassword: (reset: { user: { id: string; email: string; name: string }; token: string }) => Promise<void>;
}

/**
 * better-auth over the application's database (Drizzle adapter, same tables on PostgreSQL and
 * PGlite): e-mail and password only, no sign-up (staff are added by an administrator or by
 * `npm run staff:add`), passwords hashed with scrypt (better-auth's default: N=16384, r=16, p=1,
 * 32 MiB a hash, memory-hard), sessions stored in the database and checked on every request (no
 * cookie cache, so signing out or disabling takes effect at once). The session cookie is HttpOnly,
 * SameSite=Lax, and Secure with a __Secure- name when BASE_ADDRESS is https. Its HTTP handler is
 * not mounted: the server's own routes call `auth.api` after their own checks (origin, limit,
 * audit), so no endpoint of the library is reachable that the office did not mean to offer.
 */
export function createStaffAuth({ db, config, sendResetPassword }: StaffAuthOptions) {
  const secure = config.baseAddress.startsWith('https://');
  return betterAuth({
    appName: 'LinguaTrips office',
    baseURL: config.baseAddress,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: staffMembers, session: staffSessions, account: staffAccounts, verification: staffVerifications },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: STAFF_PASSWORD_MIN,
      maxPasswordLength: STAFF_PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendResetPassword({ user, token }),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: { expiresIn: STAFF_SESSION_SECONDS, disableSessionRefresh: true },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whichever way it asks for one.
          before: async (session) => {
            const member = await findStaffById(db, session.userId);
            return member !== null && member.disabledAt === null;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: 'lt-office',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // The server limits sign-in attempts itself, per address and per IP, in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
