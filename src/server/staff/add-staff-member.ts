import type { StaffRole } from '#domain/staff/staff-role.ts';
import { findStaffByEmail } from '#server/staff/queries/find-staff-by-email.ts';
import type { StaffMemberRow } from '#server/staff/queries/staff-member-row.ts';
import { audit } from './audit.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember } from './staff-member.ts';

export type AddStaffOutcome =
  { kind: 'added'; member: StaffMemberRow; invited: boolean } | { kind: 'exists' } | { kind: 'mailUnavailable' };

export interface AddStaffOptions {
  /** Who adds them: an administrator in the office, or null for the command line. */
  actor: StaffMember | null;
  /** The client's IP in the office; null on the command line. */
  ip: string | null;
  /** A password the person typed themselves (the command's prompt); never a default one. */
  password?: string;
  /** Queue the mail with a link to choose a password (the office always does; the command with --send-reset). */
  invite: boolean;
}

/**
 * Adds a staff member with a role. They have no password until they choose one through the
 * invitation link, unless the command passed the one they typed; nobody else ever knows it.
 */
export async function addStaffMember(
  deps: StaffDeps,
  input: { email: string; name: string; role: StaffRole },
  options: AddStaffOptions,
): Promise<AddStaffOutcome> {
  if (options.invite && !deps.mails.current) return { kind: 'mailUnavailable' };
  if (await findStaffByEmail(deps.db, input.email)) return { kind: 'exists' };
  const context = await deps.auth.$context;
  let id: string;
  try {
    const user = await context.internalAdapter.createUser(
      { email: input.email, name: input.name, role: input.role, emailVerified: false },
      { method: 'admin' },
    );
    id = user.id;
  } catch (error) {
    // Added at the same moment by someone else: the unique address decided.
    if (isUniqueViolation(error)) return { kind: 'exists' };
    throw error;
  }
  if (options.password !== undefined) {
    const hash = await context.password.hash(options.password);
    await context.internalAdapter.linkAccount({ userId: id, providerId: 'credential', accountId: id, password: hash });
  }
  await audit(deps, {
    action: 'staff-added',
    actorId: options.actor?.id ?? null,
    subjectId: id,
    email: input.email,
    ip: options.ip,
    detail: { role: input.role, by: options.actor ? 'office' : 'command line' },
  });
  if (options.invite) await deps.auth.api.requestPasswordReset({ body: { email: input.email } });
  const member = await findStaffByEmail(deps.db, input.email);
  return { kind: 'added', member: member!, invited: options.invite };
}

/** Whether an error (or one it wraps) is PostgreSQL's unique_violation (23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505')
      return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : undefined;
  }
  return false;
}
