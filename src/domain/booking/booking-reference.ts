/**
 * The reference a visitor quotes to the agency: 'LT-' and the booking's number, at least six
 * digits. It is for reading aloud, not for access: the booking page's address is a separate
 * random id.
 */
export function bookingReference(bookingNumber: number): string {
  if (!Number.isSafeInteger(bookingNumber) || bookingNumber < 1)
    throw new RangeError(`a booking number is a positive whole number, got ${bookingNumber}`);
  return `LT-${String(bookingNumber).padStart(6, '0')}`;
}
