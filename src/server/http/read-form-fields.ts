import type { Context } from 'hono';
import { mediaTypeOf } from './media-type.ts';

/**
 * The text fields of a POST body, a form (urlencoded or multipart) or a JSON object alike, by
 * name; files and non-text values are left out. Hono keeps the parsed body, so a rate limit may
 * read it before the route does. A body that does not parse reads as no fields.
 */
export async function readFormFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  let raw: Record<string, unknown> = {};
  try {
    if (mediaTypeOf(c.req.header('content-type')) === 'application/json') {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) raw = body as Record<string, unknown>;
    } else {
      raw = await c.req.parseBody();
    }
  } catch {
    return fields;
  }
  for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') fields[name] = value;
  return fields;
}
