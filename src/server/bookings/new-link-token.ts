import { randomBytes } from 'node:crypto';
import { newBookingReference, REFERENCE_RANDOM_BYTES } from '#domain/booking/booking-reference.ts';

/**
 * The secret of a link mailed to someone (confirm a subscription, unsubscribe, "this was not
 * me"): 32 random bytes (256 bits) in base64url, 43 characters, stored in the database beside
 * what it acts on. Random and stored rather than signed: no secret to configure, share between
 * instances or rotate, and a link can be spent or withdrawn by changing its row.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A booking page's id: 24 random bytes (192 bits) in base64url, 32 characters. Whoever has the
 * address sees the booking, so it must not be guessable or enumerable like the reference.
 */
export function newPublicId(): string {
  return randomBytes(24).toString('base64url');
}

/** A new booking reference (LT-7K3F-9Q2M) from the operating system's CSPRNG. */
export function randomBookingReference(): string {
  return newBookingReference(randomBytes(REFERENCE_RANDOM_BYTES));
}
