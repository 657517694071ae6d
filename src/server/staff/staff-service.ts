import type { StaffRole } from '#domain/staff/staff-role.ts';
import type { StaffMemberRow } from '#server/staff/queries/staff-member-row.ts';
import type { AddStaffOptions, AddStaffOutcome } from './add-staff-member.ts';
import type { ResetRequestOutcome } from './request-password-reset.ts';
import type { ResetOutcome } from './reset-staff-password.ts';
import type { SignInOutcome } from './sign-in-staff.ts';
import type { StaffMember, StaffRequest } from './staff-member.ts';
import type { StaffUpdate, UpdateStaffOutcome } from './update-staff.ts';

/** Staff sign-in and management, as the API routes and the office pages (Astro.locals.staff) use them. */
export interface StaffService {
  /** The client IP of a request, by TRUST_PROXY (for the limit and the audit log). */
  clientIp(forwardedFor: string | null | undefined, socketAddress: string | null | undefined): string;
  /** Whether a state-changing request comes from this site (its Origin, else its Referer). */
  trustsOrigin(request: Request): boolean;
  /** The staff member signed in on a request, read once per Request object however often asked. */
  signedIn(request: Request, ip: string): Promise<StaffMember | null>;
  signIn(input: { email: string; password: string }, request: StaffRequest): Promise<SignInOutcome>;
  signOut(
    member: StaffMember | null,
    request: StaffRequest,
    options: { everywhere: boolean },
  ): Promise<{ setCookies: string[]; ended: number }>;
  requestPasswordReset(input: { email: string }, request: StaffRequest): Promise<ResetRequestOutcome>;
  /** Resolves when the work begun after answering (a reset link and its mail) is done: shutdown, tests. */
  settled(): Promise<void>;
  resetPassword(input: { token: string; password: string }, request: StaffRequest): Promise<ResetOutcome>;
  list(): Promise<StaffMemberRow[]>;
  add(input: { email: string; name: string; role: StaffRole }, options: AddStaffOptions): Promise<AddStaffOutcome>;
  update(id: string, update: StaffUpdate, actor: StaffMember, ip: string): Promise<UpdateStaffOutcome>;
}
