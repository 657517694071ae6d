/** What the pricing endpoint (GET /api/school/calculate/) answers inside the success envelope. */
import type {
  CartErrorType,
  CART_ERROR_MESSAGE_KEYS,
  CartReasonMessageKey,
  DurationLimit,
} from '../cart/cart-errors.ts';
import type { CartState } from '../cart/cart-state.ts';
import type { HousingFullyBooked } from '../cart/live-availability.ts';
import type { Culture } from '../culture.ts';
import type { DateRange } from '../dates/date-range.ts';
import type { PriceAnswer, UnpricedLine } from './price-answer.ts';

/** One cart error as the spec lists it (id and message key), with why and, where it helps the message, the limit or the blocked dates. */
export interface CartErrorData {
  id: CartErrorType;
  messageKey: (typeof CART_ERROR_MESSAGE_KEYS)[CartErrorType];
  reason: string;
  /** For the reasons with a sentence of their own (startTooFar, housingOutsideCourse): its key. */
  reasonKey?: CartReasonMessageKey;
  limit?: DurationLimit;
  /** For 'fullyBooked' housing dates: the ranges the 'fully booked' warning lists. */
  blocked?: DateRange[];
}

export interface CalculationData {
  schoolId: number;
  culture: Culture;
  /** The cart as the server understood it, written with the spec's short keys: what the island puts in the address. */
  query: string;
  /** The cart after defaults were filled in (the same ones the page's actions give). */
  cart: Pick<CartState, 'course' | 'accommodation' | 'transfer'>;
  errors: { hasErrors: boolean; list: CartErrorData[] };
  /** Chosen lines without a price: shown as not available. */
  unpriced: UnpricedLine[];
  /** The price answer of spec section 3; null while there are errors or an unpriced line. */
  price: PriceAnswer | null;
  /**
   * Every housing's fully booked periods as priced now: the page was built with the periods of its
   * day, and the office may have closed (or reopened) dates since; the cart takes these.
   */
  fullyBooked: HousingFullyBooked[];
}
