import { ADDRESS_RESET_LIMIT, IP_RESET_LIMIT } from '#domain/staff/sign-in-limit.ts';
import { findStaffByEmail } from '#server/staff/queries/find-staff-by-email.ts';
import { audit } from './audit.ts';
import { checkAttemptLimit } from './check-attempt-limit.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffRequest } from './staff-member.ts';

export type ResetRequestOutcome =
  { kind: 'accepted' } | { kind: 'limited'; retryAfterSeconds: number } | { kind: 'mailUnavailable' };

/**
 * Queues a reset link to an active staff member's address. The answer is the same whether the
 * address belongs to anyone (nobody learns who works here), in its words and in its time: the
 * limit and the audit line are the same work for every address, and looking the address up,
 * making the link and queueing its mail happen after the answer is written. Requests are limited
 * per address and per IP (3 and 20 in 15 minutes) so no inbox can be flooded.
 */
export async function requestPasswordReset(
  deps: StaffDeps,
  { email }: { email: string },
  request: StaffRequest,
): Promise<ResetRequestOutcome> {
  if (!deps.mails.current) return { kind: 'mailUnavailable' };
  const decision = await checkAttemptLimit(
    deps,
    'password-reset-requested',
    { email, ip: request.ip },
    { address: ADDRESS_RESET_LIMIT, ip: IP_RESET_LIMIT },
  );
  if (!decision.allowed) return { kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds };
  await audit(deps, { action: 'password-reset-requested', email, ip: request.ip });
  deps.afterAnswer.run(async () => {
    const member = await findStaffByEmail(deps.db, email);
    // better-auth stores the token, then calls sendResetPassword (create-staff-service.ts), which queues the mail.
    if (member && member.disabledAt === null) await deps.auth.api.requestPasswordReset({ body: { email } });
  });
  return { kind: 'accepted' };
}
