import { bookingPagePath } from '#domain/booking/booking-paths.ts';
import type { Culture } from '#domain/culture.ts';

/** The page a visitor's mailed link opens: the conversation's own, or the booking's page for a booking's thread. */
export function chatVisitorPath(culture: Culture, token: string, bookingPublicId: string | null): string {
  return bookingPublicId
    ? `${bookingPagePath(culture, bookingPublicId)}#chat`
    : `/${culture}/chat/${encodeURIComponent(token)}/`;
}
