/** The five cart error types and the translation key of each (spec section 5, word for word). */
export const CART_ERROR_MESSAGE_KEYS = {
  invalid_course_dates: 'howToBook.BookingCourseError',
  course_required_accommodation: 'accommodations.MustBook',
  invalid_accommodation_dates: 'validationErrors.InvalidAccommodationDates',
  invalid_accommodation_duration: 'validationErrors.InvalidAccommodationDuration',
  accommodation_required_transfer: 'validationErrors.TransferRequired',
} as const;

export type CartErrorType = keyof typeof CART_ERROR_MESSAGE_KEYS;

/** A duration outside limits, with the limit for the message ('at least 2 weeks', 'at most 12 weeks'). */
export interface DurationLimit {
  bound: 'min' | 'max';
  weeks: number;
}

/**
 * One entry of the cart's error list: the spec's id and message-key pair, plus why (for logs
 * and tests; not shown) and, for a duration problem, the limit the message names.
 */
export interface CartError {
  type: CartErrorType;
  messageKey: (typeof CART_ERROR_MESSAGE_KEYS)[CartErrorType];
  reason: string;
  limit?: DurationLimit;
}

export interface CartErrors {
  hasErrors: boolean;
  list: CartError[];
}
