import type { CULTURES } from '../culture.ts';

/** The query-string keys of the cart (spec section 2), in the order they are written. */
export const CART_QUERY_KEYS = [
  's.id',
  'culture',
  'c.w',
  'c.weeks',
  'c.s',
  'a.on',
  'a.r',
  'a.f',
  'a.s',
  'a.e',
  't.id',
  't.t',
  't.f',
] as const;
export type CartQueryKey = (typeof CART_QUERY_KEYS)[number];

/** The cart query as the rules read it: every key optional, ids and weeks numbers, flags booleans. */
export interface CartQuery {
  schoolId?: number;
  culture?: (typeof CULTURES)[number];
  weekPriceId?: number;
  weeks?: number;
  courseStart?: string;
  /**
   * a.on, the 'with accommodation' wish of a link from the search (issue 12): without a.r, true
   * books the school's first housing that can be had around the course. Never written for a
   * cart, whose address names its room.
   */
  withAccommodation?: boolean;
  roomId?: number;
  foodId?: number;
  accommodationStart?: string;
  accommodationEnd?: string;
  /** 0 = explicitly no transfer. */
  transferId?: number;
  transferTo?: boolean;
  transferFrom?: boolean;
}

/** Where each friendly field of CartQuery lives in the query string. */
export const CART_QUERY_FIELDS = {
  schoolId: 's.id',
  culture: 'culture',
  weekPriceId: 'c.w',
  weeks: 'c.weeks',
  courseStart: 'c.s',
  withAccommodation: 'a.on',
  roomId: 'a.r',
  foodId: 'a.f',
  accommodationStart: 'a.s',
  accommodationEnd: 'a.e',
  transferId: 't.id',
  transferTo: 't.t',
  transferFrom: 't.f',
} as const satisfies Record<keyof CartQuery, CartQueryKey>;

/** A problem with one key of the cart's query string, named so the page can say which. */
export interface CartQueryIssue {
  key: CartQueryKey;
  message: string;
}
