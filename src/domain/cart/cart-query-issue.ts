import type { CartQueryKey } from './cart-query-schema.ts';

/** A problem with one key of the cart's query string, named so the page can say which. */
export interface CartQueryIssue {
  key: CartQueryKey;
  message: string;
}
