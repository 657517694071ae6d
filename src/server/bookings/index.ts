// What the bookings feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { toBookingChangeView } from './changes/to-booking-change-view.ts';
export { bookingPageUrl } from './mails/booking-page-url.ts';
export { bookingStatusMail } from './mails/booking-status-mail.ts';
export { visitorChangeMail } from './mails/visitor-change-mail.ts';
export { newLinkToken } from './new-link-token.ts';
export { priceBookingCart } from './price-booking-cart.ts';
export { applyBookingChange, decideBookingChange, findLatestBookingChange } from './queries/booking-change-rows.ts';
export type { BookingEventRow } from './queries/booking-event-row.ts';
export { findBookingById } from './queries/find-booking-by-id.ts';
export type { BookingRow } from './queries/find-booking-by-public-id.ts';
export { insertBookingEvent } from './queries/insert-booking-event.ts';
export { listBookingEvents } from './queries/list-booking-events.ts';
export { moveBookingStatus } from './queries/move-booking-status.ts';
export { toBookingView } from './to-booking-view.ts';
