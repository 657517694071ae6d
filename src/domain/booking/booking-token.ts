/**
 * A booking form's one-time token, in exactly the two shapes this site makes: a version 4 UUID
 * in lower case (node's randomUUID, on the deposit page) or 16 random bytes in unpadded base64url
 * (22 characters, the booking modal's newBookingToken). The last base64url character carries only
 * 2 bits of the 16th byte, so it is one of A, Q, g or w. Anything else is refused: a token keys a
 * booking, and one a person or a script chose is no secret.
 */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BASE64URL_128_BITS = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** Whether a posted token has the shape of one this site generated (a v4 UUID or 22 base64url characters). */
export function isBookingToken(value: string | undefined): value is string {
  return value !== undefined && (UUID_V4.test(value) || BASE64URL_128_BITS.test(value));
}
