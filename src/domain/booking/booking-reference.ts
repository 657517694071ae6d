/**
 * The reference a visitor quotes to the agency, read aloud on the phone: 'LT-' and two groups of
 * four characters from an alphabet without the look-alikes 0/O and 1/I (LT-7K3F-9Q2M). It comes
 * from random bytes, so two bookings in a row say nothing about their order or how many there
 * are; it is for reading aloud, not for access (the booking page's address is a separate random id).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** How many random bytes a reference takes: one a character. */
export const REFERENCE_RANDOM_BYTES = 8;

/** A new reference from eight random bytes (a CSPRNG's, on the server). */
export function newBookingReference(random: Uint8Array): string {
  if (random.length !== REFERENCE_RANDOM_BYTES)
    throw new RangeError(`a booking reference takes ${REFERENCE_RANDOM_BYTES} random bytes, got ${random.length}`);
  // 32 characters: the low five bits of a byte pick one with no bias (256 is a multiple of 32).
  const chars = Array.from(random, (byte) => REFERENCE_ALPHABET[byte & 31]!).join('');
  return `LT-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * The reference of a booking made before references were random: 'LT-' and its number, at least
 * six digits (LT-000042). Those stay as they were, in mails already sent and in the office.
 */
export function numberedBookingReference(bookingNumber: number): string {
  if (!Number.isSafeInteger(bookingNumber) || bookingNumber < 1)
    throw new RangeError(`a booking number is a positive whole number, got ${bookingNumber}`);
  return `LT-${String(bookingNumber).padStart(6, '0')}`;
}

const NEW_FORMAT = new RegExp(`^(?:LT)?([${REFERENCE_ALPHABET}]{4})([${REFERENCE_ALPHABET}]{4})$`);
const NUMBERED = /^(?:LT)?0*(\d{1,9})$/;

/**
 * A reference as typed or read out ('lt-7k3f-9q2m', '7K3F 9Q2M', 'LT42', '000042') in its stored
 * form, or null when the text is not one. Case, spaces and dashes do not matter.
 */
export function readBookingReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]+/g, '');
  const random = NEW_FORMAT.exec(compact);
  if (random) return `LT-${random[1]}-${random[2]}`;
  const numbered = NUMBERED.exec(compact);
  if (numbered && Number(numbered[1]) > 0) return numberedBookingReference(Number(numbered[1]));
  return null;
}
