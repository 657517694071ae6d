import type { NotMeView } from '#domain/booking/not-me-view.ts';
import { isLinkToken } from '#domain/text/links.ts';
import { findBookingByNotMeToken } from './queries/find-booking-by-not-me-token.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toNotMeView } from './to-not-me-view.ts';

/** The booking behind a "this was not me" link, as its page shows it before the button is pressed. */
export async function findNotMeBooking(deps: Pick<BookingDeps, 'db'>, token: string): Promise<NotMeView | null> {
  if (!isLinkToken(token)) return null;
  const row = await findBookingByNotMeToken(deps.db, token);
  return row ? toNotMeView(row) : null;
}
