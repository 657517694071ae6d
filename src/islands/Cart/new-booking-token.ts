/**
 * A booking form's one-time token: 128 random bits in base64url (22 characters). Built from
 * crypto.getRandomValues, which every browser has, where crypto.randomUUID needs a secure context.
 */
export function newBookingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
