/**
 * A booking form's one-time token: a UUID from the browser (crypto.randomUUID) or the deposit
 * page. Any 16–64 URL-safe characters are taken, so other generators work too.
 */
export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether a posted token can key a booking. */
export function isBookingToken(value: string | undefined): value is string {
  return value !== undefined && BOOKING_TOKEN_PATTERN.test(value);
}
