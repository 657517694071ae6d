import { insertStaffAudit, type StaffAuditEntry } from '#server/staff/queries/insert-staff-audit.ts';
import type { StaffDeps } from './staff-deps.ts';

/** Writes an audit line stamped with the server's clock. */
export function audit(deps: Pick<StaffDeps, 'db' | 'clock'>, entry: Omit<StaffAuditEntry, 'at'>): Promise<void> {
  return insertStaffAudit(deps.db, { at: deps.clock(), ...entry });
}
