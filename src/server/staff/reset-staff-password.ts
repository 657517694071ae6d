import { APIError } from 'better-auth/api';
import { findResetTokenOwner } from '#server/staff/queries/find-reset-token-owner.ts';
import { findStaffById } from '#server/staff/queries/find-staff-by-id.ts';
import { audit } from './audit.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffRequest } from './staff-member.ts';

export type ResetOutcome = { kind: 'reset'; email: string } | { kind: 'invalidToken' };

/**
 * Sets a new password through a reset link: the token is spent, every session of the account
 * ends (better-auth's revokeSessionsOnPasswordReset), and the change is audited. An unknown,
 * used or expired token, or one for a disabled account, changes nothing.
 */
export async function resetStaffPassword(
  deps: StaffDeps,
  input: { token: string; password: string },
  request: StaffRequest,
): Promise<ResetOutcome> {
  const ownerId = await findResetTokenOwner(deps.db, input.token);
  const member = ownerId ? await findStaffById(deps.db, ownerId) : null;
  if (!member || member.disabledAt !== null) return { kind: 'invalidToken' };
  try {
    await deps.auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    if (error instanceof APIError) return { kind: 'invalidToken' };
    throw error;
  }
  await audit(deps, { action: 'password-reset', actorId: member.id, email: member.email, ip: request.ip });
  return { kind: 'reset', email: member.email };
}
