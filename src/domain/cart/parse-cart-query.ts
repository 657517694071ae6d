import { CART_QUERY_KEYS, cartQuerySchema, type CartQuery, type CartQueryKey } from './cart-query-schema.ts';
import type { CartQueryIssue } from './cart-query-fields.ts';

/** Anything that reads query parameters by name, such as URLSearchParams. */
export interface QueryParamsLike {
  get(name: string): string | null;
}

/**
 * Reads the cart keys of a query string. Other keys are ignored; an empty value counts as
 * absent (old links write 'a.r='); a malformed value gives an issue naming its key. Never throws.
 */
export function parseCartQuery(params: QueryParamsLike): { ok: true; query: CartQuery } | { ok: false; issues: CartQueryIssue[] } {
  const raw: Partial<Record<CartQueryKey, string>> = {};
  for (const key of CART_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  const parsed = cartQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const key = (CART_QUERY_KEYS as readonly unknown[]).includes(issue.path[0]) ? (issue.path[0] as CartQueryKey) : 's.id';
    return { key, message: `${key} ${issue.message}` };
  });
  return { ok: false, issues };
}
