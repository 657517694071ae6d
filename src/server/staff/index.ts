// What the staff feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { allow } from './auth/allow.ts';
export { readStaffBody } from './auth/read-staff-body.ts';
export { requestIp } from './auth/request-ip.ts';
export { requireStaff } from './auth/require-staff.ts';
export { appendSetCookies, type StaffEnv, staffFailure } from './auth/staff-http.ts';
export { findStaffById } from './queries/find-staff-by-id.ts';
export { insertStaffAudit } from './queries/insert-staff-audit.ts';
export type { StaffMemberRow } from './queries/staff-member-row.ts';
export type { StaffMember } from './staff-member.ts';
export type { StaffService } from './staff-service.ts';
export type { UpdateStaffOutcome } from './update-staff.ts';
