import type { Context } from 'hono';
import { recordId } from '#domain/numbers/whole-number.ts';
import { ApiError } from '../../http/api-error.ts';

/**
 * An office route's `:name` parameter as the id of a stored row (`what`: "school", "housing");
 * anything else is a 404 naming it, as no row has any other id.
 */
export function rowIdParam(c: Context, name: string, what: string): number {
  const text = c.req.param(name) ?? '';
  const id = recordId(text);
  if (id === null) throw new ApiError(404, `no ${what} with id ${text}`, name);
  return id;
}

/** The :id of a school route. */
export const schoolId = (c: Context): number => rowIdParam(c, 'id', 'school');
