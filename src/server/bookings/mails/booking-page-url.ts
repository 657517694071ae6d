import { absoluteUrl } from '#domain/routes/site-url.ts';
import { bookingPagePath } from '#domain/booking/booking-paths.ts';
import type { Culture } from '#domain/culture.ts';

/** The booking page's absolute address, for the mails. */
export function bookingPageUrl(baseAddress: string, culture: Culture, publicId: string): string {
  return absoluteUrl(baseAddress, bookingPagePath(culture, publicId));
}
