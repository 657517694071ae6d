import type { Context } from 'hono';

/** Passes better-auth's session cookies on to the answer. */
export function appendSetCookies(c: Context, setCookies: readonly string[]): void {
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
}
