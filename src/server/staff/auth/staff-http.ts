// How the office API's middleware and routes speak Hono: the variables they share, their failure answer and the session cookies.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { StaffMember } from '../staff-member.ts';

/** The API's failure envelope for the office's own answers (401, 403, 409, 429, 503). */
export function staffFailure(c: Context, status: ContentfulStatusCode, message: string, field?: string) {
  return c.json({ success: false as const, error: field === undefined ? { message } : { field, message } }, status);
}

/** What the office API's middleware leaves for its routes: who is signed in, and their IP. */
export interface StaffEnv {
  Variables: { staff: StaffMember; ip: string };
}

/** Passes better-auth's session cookies on to the answer. */
export function appendSetCookies(c: Context, setCookies: readonly string[]): void {
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
}
