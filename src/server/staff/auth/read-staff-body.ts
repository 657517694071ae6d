import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';

/**
 * A staff request's body (JSON or a form) validated by its schema, or a 400 naming the first
 * field that is wrong. A body that is not an object is refused the same way.
 */
export async function readStaffBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    body = type.startsWith('application/json')
      ? await c.req.json()
      : Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, value]) => typeof value === 'string'));
  } catch {
    throw new ApiError(400, 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'the body must be an object');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  throw new ApiError(400, issue.message, field || undefined);
}
