import { CART_QUERY_FIELDS, CART_QUERY_KEYS, type CartQuery, type CartQueryKey } from './cart-query-fields.ts';

/** Writes a cart query with the spec's short keys, in a fixed order, leaving out what is unset. */
export function serialiseCartQuery(query: CartQuery): URLSearchParams {
  const byKey = new Map<CartQueryKey, string>();
  for (const [field, key] of Object.entries(CART_QUERY_FIELDS) as [keyof CartQuery, CartQueryKey][]) {
    const value = query[field];
    if (value !== undefined) byKey.set(key, String(value));
  }
  const params = new URLSearchParams();
  for (const key of CART_QUERY_KEYS) {
    const value = byKey.get(key);
    if (value !== undefined) params.set(key, value);
  }
  return params;
}
