import { randomBytes } from 'node:crypto';
import { newBookingReference, REFERENCE_RANDOM_BYTES } from '#domain/booking/booking-reference.ts';

/** A new booking reference (LT-7K3F-9Q2M) from the operating system's CSPRNG. */
export function randomBookingReference(): string {
  return newBookingReference(randomBytes(REFERENCE_RANDOM_BYTES));
}
