import type { StaffRole } from '#domain/staff/staff-role.ts';

/** A signed-in staff member as the office and GET /api/me show them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/** What the server knows of the request behind an operation: its headers (the cookie) and the client's IP. */
export interface StaffRequest {
  headers: Headers;
  ip: string;
}
