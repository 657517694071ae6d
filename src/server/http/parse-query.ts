import type { z } from 'zod';
import { hasControlCharacters } from '#domain/text/has-control-characters.ts';
import { ApiError } from './api-error.ts';

/**
 * Validates a query string against a route's schema, or throws a 400 naming the parameter.
 * Empty values and the literal text 'undefined' count as unset: the old islands send
 * `city=undefined` for no city (spec section 3, search filter model).
 */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  const present = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== 'undefined'),
  );
  // No field of the API takes a control character, and NUL cannot even be stored: a 400 that
  // names the field, before any rule or query can trip over it. Only the keys the route reads
  // are looked at: unknown keys stay ignored, whatever they hold.
  const fields = 'shape' in schema ? Object.keys(schema.shape as object) : Object.keys(present);
  const controlled = fields.find((key) => hasControlCharacters(present[key] ?? ''));
  if (controlled !== undefined)
    throw new ApiError(400, `${controlled} must not contain control characters`, controlled);
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const message =
    present[field] === undefined
      ? `${field} is required`
      : issue.message.startsWith(field)
        ? issue.message
        : `${field}: ${issue.message}`;
  throw new ApiError(400, message, field);
}
