import { createHash } from 'node:crypto';

/**
 * What is stored of a one-time code: SHA-256 of the booking's id and the digits. A million codes
 * are quick to try offline, so the hash only keeps the digits out of sight of whoever reads the
 * table; what protects a booking is the code's five tries and fifteen minutes.
 */
export function hashBookingCode(bookingId: number, code: string): string {
  return createHash('sha256').update(`${bookingId}:${code}`).digest('hex');
}
