import type { StaffRole } from '#domain/staff/staff-role.ts';
import { deleteStaffSessions } from '#server/staff/queries/delete-staff-sessions.ts';
import type { StaffMemberRow } from '#server/staff/queries/staff-member-row.ts';
import { updateStaffMember } from '#server/staff/queries/update-staff-member.ts';
import { audit } from './audit.ts';
import type { StaffDeps } from './staff-deps.ts';
import type { StaffMember } from './staff-member.ts';

export type StaffUpdate = { role: StaffRole } | { disabled: boolean };

export type UpdateStaffOutcome =
  { kind: 'updated'; member: StaffMemberRow } | { kind: 'notFound' } | { kind: 'lastAdministrator' } | { kind: 'self' };

/**
 * Changes a staff member's role, or disables or enables them, as an administrator: never oneself
 * disabled (one would be locked out mid-action), never the last active administrator demoted or
 * disabled. Disabling ends every session at once. Audited with the old and new values.
 */
export async function updateStaff(
  deps: StaffDeps,
  id: string,
  update: StaffUpdate,
  actor: StaffMember,
  ip: string,
): Promise<UpdateStaffOutcome> {
  if ('disabled' in update && update.disabled && id === actor.id) return { kind: 'self' };
  const outcome = await updateStaffMember(
    deps.db,
    id,
    'role' in update ? { role: update.role } : { disabledAt: update.disabled ? deps.clock() : null },
  );
  if (outcome.kind !== 'updated') return outcome;
  const { before, after } = outcome;
  if ('role' in update) {
    if (before.role !== after.role)
      await audit(deps, {
        action: 'role-changed',
        actorId: actor.id,
        subjectId: id,
        email: after.email,
        ip,
        detail: { from: before.role, to: after.role },
      });
  } else if ((before.disabledAt !== null) !== update.disabled) {
    if (update.disabled) await deleteStaffSessions(deps.db, id);
    await audit(deps, {
      action: update.disabled ? 'staff-disabled' : 'staff-enabled',
      actorId: actor.id,
      subjectId: id,
      email: after.email,
      ip,
    });
  }
  return { kind: 'updated', member: after };
}
