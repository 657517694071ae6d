import type { TranslationKey } from '../text/translate-fn.ts';

/** The five cart error types and the translation key of each (spec section 5's keys, their segments camelCased like every key). */
export const CART_ERROR_MESSAGE_KEYS = {
  invalid_course_dates: 'howToBook.BookingCourseError',
  course_required_accommodation: 'accommodations.MustBook',
  invalid_accommodation_dates: 'validationErrors.InvalidAccommodationDates',
  invalid_accommodation_duration: 'validationErrors.InvalidAccommodationDuration',
  accommodation_required_transfer: 'validationErrors.TransferRequired',
} as const satisfies Record<string, TranslationKey>;

export type CartErrorType = keyof typeof CART_ERROR_MESSAGE_KEYS;

/**
 * Reasons the type's message does not explain, each with a sentence of its own that the cart and
 * the deposit page show instead of the type's (pricing model, 'Coherence of a cart'). They stay
 * reasons of the spec's types, so the list keeps its five types and its id and messageKey pairs,
 * and a client that knows only those still shows a true message.
 */
export const CART_REASON_MESSAGE_KEYS = {
  /** invalid_course_dates: the start is more than 24 months after today. */
  startTooFar: 'validationErrors.courseStartTooFar',
  /** invalid_accommodation_dates: arrival more than 7 days before the course or departure more than 7 days after it. */
  housingOutsideCourse: 'validationErrors.housingOutsideCourse',
} as const satisfies Record<string, TranslationKey>;

export type CartReasonMessageKey = (typeof CART_REASON_MESSAGE_KEYS)[keyof typeof CART_REASON_MESSAGE_KEYS];

/** A duration outside limits, with the limit for the message ('at least 2 weeks', 'at most 12 weeks'). */
export interface DurationLimit {
  bound: 'min' | 'max';
  weeks: number;
}

/**
 * One entry of the cart's error list: the spec's id and message-key pair, plus why (for logs
 * and tests; not shown unless it has a reasonKey) and, for a duration problem, the limit the
 * message names.
 */
export interface CartError {
  type: CartErrorType;
  messageKey: (typeof CART_ERROR_MESSAGE_KEYS)[CartErrorType];
  reason: string;
  /** The reason's own sentence, shown instead of messageKey, for the reasons of CART_REASON_MESSAGE_KEYS. */
  reasonKey?: CartReasonMessageKey;
  limit?: DurationLimit;
}

export interface CartErrors {
  hasErrors: boolean;
  list: CartError[];
}
