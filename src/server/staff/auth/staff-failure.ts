import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API's failure envelope for the office's own answers (401, 403, 409, 429, 503). */
export function staffFailure(c: Context, status: ContentfulStatusCode, message: string, field?: string) {
  return c.json({ success: false as const, error: field === undefined ? { message } : { field, message } }, status);
}
