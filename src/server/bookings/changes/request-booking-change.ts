import { formatMoney } from '#domain/money/format-money.ts';
import type { QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import { insertBookingChange } from '#server/bookings/queries/booking-change-rows.ts';
import { findBookingByPublicId } from '#server/bookings/queries/find-booking-by-public-id.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import { insertBookingEvent } from '#server/bookings/queries/insert-booking-event.ts';
import { agencyChangeMail } from '#server/bookings/mails/agency-change-mail.ts';
import { bookingPageUrl } from '#server/bookings/mails/booking-page-url.ts';
import { visitorChangeMail } from '#server/bookings/mails/visitor-change-mail.ts';
import type { BookingDeps } from '../booking-deps.ts';
import type { CodeRefusal } from '#domain/booking-manage/one-time-code.ts';
import { spendBookingCode } from '../spend-booking-code.ts';
import { toBookingView } from '../to-booking-view.ts';
import { priceBookingChange, type PricedChange } from './price-booking-change.ts';
import { toBookingChangeView } from './to-booking-change-view.ts';

export type RequestChangeOutcome =
  | { kind: 'requested'; changeId: number }
  | Exclude<PricedChange, { kind: 'priced' }>
  | CodeRefusal
  /** A change already waits for staff: withdraw it first. */
  | { kind: 'pending' }
  | { kind: 'closed' }
  | { kind: 'schoolGone' }
  | { kind: 'notFound' };

/**
 * Sends a change to a booked stay, with the code mailed to the booking's address: the changed cart
 * is priced again here (never the browser's figures), then, in one transaction, the code is used
 * up, the request is stored with its preview and the price the booking would keep, the history
 * records it and the visitor and the agency get their mails. A cart that cannot be priced or that
 * is the booked stay spends no code. At most one request waits per booking.
 */
export async function requestBookingChange(
  deps: BookingDeps,
  request: { publicId: string; cart: QueryParamsLike; code: unknown },
): Promise<RequestChangeOutcome> {
  return deps.db.transaction(async (tx): Promise<RequestChangeOutcome> => {
    const row = await findBookingByPublicId(tx, request.publicId);
    if (!row) return { kind: 'notFound' };
    if (row.status === 'cancelled' || row.status === 'completed') return { kind: 'closed' };
    const school = await findSchoolById(tx, row.schoolId);
    if (!school) return { kind: 'schoolGone' };
    const now = deps.clock();
    const priced = priceBookingChange(school, row, request.cart, now);
    if (priced.kind !== 'priced') return priced;
    const refused = await spendBookingCode(tx, row.id, request.code, now);
    if (refused) return refused;
    const money = (minor: number) => formatMoney(minor, row.currency, 'en');
    const stored = await insertBookingChange(tx, {
      bookingId: row.id,
      createdAt: now,
      ...priced.offer,
      preview: priced.preview,
    });
    if (!stored) return { kind: 'pending' };
    await insertBookingEvent(tx, {
      bookingId: row.id,
      at: now,
      kind: 'change',
      text: `The visitor asked, from the booking page with the mailed code, to change ${priced.preview.changed.join(', ')}: new total ${money(priced.preview.total)} (booked ${money(priced.preview.bookedTotal)}). Accept or refuse it above.`,
    });
    const booking = toBookingView(row);
    const change = toBookingChangeView(stored);
    const options = {
      bookingId: row.id,
      pageUrl: bookingPageUrl(deps.config.baseAddress, booking.culture, booking.publicId),
      agencyEmail: deps.config.agencyEmail,
    };
    await deps.mails.enqueue(tx, [
      visitorChangeMail(booking, change, 'requested', options),
      agencyChangeMail(booking, change, 'requested', options),
    ]);
    return { kind: 'requested', changeId: stored.id };
  });
}
