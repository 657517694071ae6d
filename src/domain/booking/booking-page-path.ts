import type { Culture } from '../culture.ts';

/** The booking page of a booking: /{culture}/booking/{publicId}/ (the id is random, the address unguessable). */
export function bookingPagePath(culture: Culture, publicId: string): string {
  return `/${culture}/booking/${encodeURIComponent(publicId)}/`;
}
