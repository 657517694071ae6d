import { randomBytes } from 'node:crypto';

/**
 * A booking page's id: 24 random bytes (192 bits) in base64url, 32 characters. Whoever has the
 * address sees the booking, so it must not be guessable or enumerable like the reference.
 */
export function newPublicId(): string {
  return randomBytes(24).toString('base64url');
}
