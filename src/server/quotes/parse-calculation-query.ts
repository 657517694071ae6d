import { parseCartQuery, type QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import type { CalculationQuery } from './calculate-price.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Reads the pricing endpoint's query with the same reader the island uses for its address, so
 * both sides agree on what a link means; the first problem becomes a 400 naming its short key.
 * A key given twice counts once, first value first, as URLSearchParams.get reads it.
 */
export function parseCalculationQuery(params: QueryParamsLike): CalculationQuery {
  const parsed = parseCartQuery(params);
  if (!parsed.ok) {
    const issue = parsed.issues[0]!;
    throw new ApiError(400, issue.message, issue.key);
  }
  const query = parsed.query;
  if (query.schoolId === undefined) throw new ApiError(400, 's.id is required', 's.id');
  if (query.culture === undefined) throw new ApiError(400, 'culture is required', 'culture');
  return { ...query, schoolId: query.schoolId, culture: query.culture };
}
