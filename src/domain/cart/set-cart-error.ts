import { CART_ERROR_MESSAGE_KEYS, CART_REASON_MESSAGE_KEYS, type CartError, type CartErrorType, type CartErrors, type DurationLimit } from './cart-error-types.ts';

const TYPE_ORDER = Object.keys(CART_ERROR_MESSAGE_KEYS) as CartErrorType[];

const reasonKeyOf = (reason: string) => (Object.hasOwn(CART_REASON_MESSAGE_KEYS, reason) ? CART_REASON_MESSAGE_KEYS[reason as keyof typeof CART_REASON_MESSAGE_KEYS] : undefined);

/**
 * Adds, updates or removes the error of one type. The list holds at most one entry per type and
 * keeps the spec's order of types, so the same cart shows the same list whatever path led to it.
 * Returns a new value; never mutates.
 */
export function setCartError(errors: CartErrors, type: CartErrorType, problem: { reason: string; limit?: DurationLimit } | null): CartErrors {
  const others = errors.list.filter((error) => error.type !== type);
  if (problem === null && others.length === errors.list.length) return errors;
  const reasonKey = problem === null ? undefined : reasonKeyOf(problem.reason);
  const list: CartError[] =
    problem === null
      ? others
      : [...others, { type, messageKey: CART_ERROR_MESSAGE_KEYS[type], reason: problem.reason, ...(reasonKey ? { reasonKey } : {}), ...(problem.limit ? { limit: problem.limit } : {}) }];
  list.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  return { hasErrors: list.length > 0, list };
}
