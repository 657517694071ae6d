import {
  CART_QUERY_FIELDS,
  CART_QUERY_READERS,
  Refused,
  type CartQuery,
  type CartQueryKey,
} from './cart-query-schema.ts';
import type { CartQueryIssue } from './cart-query-fields.ts';

/** Anything that reads query parameters by name, such as URLSearchParams. */
export interface QueryParamsLike {
  get(name: string): string | null;
}

const FIELDS = Object.entries(CART_QUERY_FIELDS) as [keyof CartQuery, CartQueryKey][];

/**
 * Reads the cart keys of a query string: the one reader of a cart's address, for the API, the
 * price lane, the booking form and the island alike. Other keys are ignored; an empty value
 * counts as absent (old links write 'a.r='); each malformed value gives an issue naming its key.
 * Never throws.
 */
export function parseCartQuery(
  params: QueryParamsLike,
): { ok: true; query: CartQuery } | { ok: false; issues: CartQueryIssue[] } {
  const query: Record<string, unknown> = {};
  let issues: CartQueryIssue[] | undefined;
  for (const [field, key] of FIELDS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const value = CART_QUERY_READERS[key](raw);
    if (value instanceof Refused) (issues ??= []).push({ key, message: `${key} ${value.problem}` });
    else query[field] = value;
  }
  return issues ? { ok: false, issues } : { ok: true, query: query as CartQuery };
}
