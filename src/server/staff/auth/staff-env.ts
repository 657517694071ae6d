import type { StaffMember } from '../staff-member.ts';

/** What the office API's middleware leaves for its routes: who is signed in, and their IP. */
export interface StaffEnv {
  Variables: { staff: StaffMember; ip: string };
}
