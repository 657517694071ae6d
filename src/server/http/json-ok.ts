import type { Context } from 'hono';

/** The success envelope every API answer uses (spec section 7). */
export function jsonOk<T>(c: Context, data: T) {
  return c.json({ success: true as const, data });
}
