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
  /** invalid_accommodation_dates: the housing's minimum age is above the course's maximum age (housing-age-rules.ts). */
  housingAboveCourseAge: 'validationErrors.housingAboveCourseAge',
  /**
   * invalid_course_dates: no price list is in force on the course start; invalid_accommodation_dates:
   * none on the housing arrival day (pricing model, 'Price lists by year').
   */
  noPriceList: 'validationErrors.noPriceList',
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

const TYPE_ORDER = Object.keys(CART_ERROR_MESSAGE_KEYS) as CartErrorType[];

const reasonKeyOf = (reason: string) =>
  Object.hasOwn(CART_REASON_MESSAGE_KEYS, reason)
    ? CART_REASON_MESSAGE_KEYS[reason as keyof typeof CART_REASON_MESSAGE_KEYS]
    : undefined;

/**
 * Adds, updates or removes the error of one type. The list holds at most one entry per type and
 * keeps the spec's order of types, so the same cart shows the same list whatever path led to it.
 * Returns a new value; never mutates.
 */
export function setCartError(
  errors: CartErrors,
  type: CartErrorType,
  problem: { reason: string; limit?: DurationLimit } | null,
): CartErrors {
  const others = errors.list.filter((error) => error.type !== type);
  if (problem === null && others.length === errors.list.length) return errors;
  const reasonKey = problem === null ? undefined : reasonKeyOf(problem.reason);
  const list: CartError[] =
    problem === null
      ? others
      : [
          ...others,
          {
            type,
            messageKey: CART_ERROR_MESSAGE_KEYS[type],
            reason: problem.reason,
            ...(reasonKey ? { reasonKey } : {}),
            ...(problem.limit ? { limit: problem.limit } : {}),
          },
        ];
  list.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  return { hasErrors: list.length > 0, list };
}
