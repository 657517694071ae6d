import type { Culture } from '../culture.ts';

/** The booking page of a booking: /{culture}/booking/{publicId}/ (the id is random, the address unguessable). */
export function bookingPagePath(culture: Culture, publicId: string): string {
  return `/${culture}/booking/${encodeURIComponent(publicId)}/`;
}

/** The deposit route the booking form posts to (spec section 2): /{culture}/buy/deposit/{schoolId}/ */
export function depositPath(culture: Culture, schoolId: number): string {
  return `/${culture}/buy/deposit/${schoolId}/`;
}

/** The page of the "this was not me" link in a booking confirmation: /{culture}/booking/not-me/{token}/. */
export function notMePath(culture: Culture, token: string): string {
  return `/${culture}/booking/not-me/${encodeURIComponent(token)}/`;
}
