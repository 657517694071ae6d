import { CART_QUERY_FIELDS, CART_QUERY_KEYS, type CartQuery } from './cart-query-fields.ts';

/** Each key of the query string with the field it writes, in the order they are written. */
const KEY_FIELDS = CART_QUERY_KEYS.map(
  (key) =>
    [
      key,
      (Object.keys(CART_QUERY_FIELDS) as (keyof CartQuery)[]).find((field) => CART_QUERY_FIELDS[field] === key)!,
    ] as const,
);

// What application/x-www-form-urlencoded writes as it is: ids, weeks, dates, cultures, flags.
const PLAIN = /^[A-Za-z0-9*._-]*$/;

/**
 * A cart query as a query string with the spec's short keys, in a fixed order, leaving out what
 * is unset (`s.id=7&culture=en&c.w=112…`), exactly as URLSearchParams writes it. Built as text:
 * every live price writes its cart's address back, and URLSearchParams took 4 µs of it.
 */
export function cartQueryString(query: CartQuery): string {
  let text = '';
  for (const [key, field] of KEY_FIELDS) {
    const value = query[field];
    if (value === undefined) continue;
    const written = String(value);
    text += `${text === '' ? '' : '&'}${key}=${PLAIN.test(written) ? written : new URLSearchParams([[key, written]]).toString().slice(key.length + 1)}`;
  }
  return text;
}

/** The cart query as URLSearchParams, with the keys of cartQueryString in its order. */
export function serialiseCartQuery(query: CartQuery): URLSearchParams {
  return new URLSearchParams(cartQueryString(query));
}
