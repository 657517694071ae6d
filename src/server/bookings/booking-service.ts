import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import type { BookingPageView } from '#domain/booking/booking-page-view.ts';
import type { BookingManageView } from '#domain/booking-manage/booking-manage-view.ts';
import type { QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import type { NotMeView } from '#domain/booking/not-me-view.ts';
import type { Culture } from '#domain/culture.ts';
import type { BookingDeps } from './booking-deps.ts';
import { cancelBookingWithCode, type CancelWithCodeOutcome } from './cancel-booking-with-code.ts';
import { cancelNotMeBooking, type NotMeOutcome } from './cancel-not-me-booking.ts';
import { findNotMeBooking } from './find-not-me-booking.ts';
import { limitBooking, type BookingClient, type BookingLimited } from './limit-booking.ts';
import { loadBooking } from './load-booking.ts';
import { loadBookingManage } from './load-booking-manage.ts';
import { placeBooking, type PlaceBookingOutcome } from './place-booking.ts';
import { prepareBookingForm } from './prepare-booking-form.ts';
import { updateDepositStay, type UpdateDepositStayOutcome } from './deposit-stay/update-deposit-stay.ts';
import { requestBookingCode, type RequestCodeOutcome } from './request-booking-code.ts';
import type { PostedForm } from './read-booking-form.ts';
import { loadChangePage, type ChangePage } from './changes/load-change-page.ts';
import { previewBookingChange, type PreviewChangeOutcome } from './changes/preview-booking-change.ts';
import { requestBookingChange, type RequestChangeOutcome } from './changes/request-booking-change.ts';
import { withdrawBookingChange, type WithdrawChangeOutcome } from './changes/withdraw-booking-change.ts';

/** What the on-demand pages (deposit route, booking page) ask of the server, through Astro.locals. */
export interface BookingService {
  prepare(request: {
    culture: Culture;
    schoolId: number;
    query: QueryParamsLike;
  }): Promise<{ kind: 'form'; form: BookingFormState } | { kind: 'unknownSchool' }>;
  /** The deposit page's plain stay form, sent: the address of the stay it chose, or the form again with the refused fields named. */
  updateStay(request: {
    culture: Culture;
    schoolId: number;
    query: QueryParamsLike;
  }): Promise<UpdateDepositStayOutcome>;
  /** Places a booking, unless its client or address is over the booking form's rate limit. */
  place(request: {
    culture: Culture;
    schoolId: number;
    form: PostedForm;
    client?: BookingClient;
  }): Promise<PlaceBookingOutcome | BookingLimited>;
  /** The booking behind a booking page address, as its page may show it (contact masked or hidden). */
  find(publicId: string): Promise<BookingPageView | null>;
  /** The booking page's booking with its free-cancellation deadline and the school's terms, or null. */
  manage(publicId: string): Promise<BookingManageView | null>;
  /** The booking behind a "this was not me" link, or null. */
  findNotMe(token: string): Promise<NotMeView | null>;
  /** Cancels the booking request of a "this was not me" link and tells the agency. */
  cancelNotMe(token: string): Promise<NotMeOutcome>;
  /** Mails a one-time code to the booking's address, unless the client or the address is over its limit. */
  requestCode(request: { publicId: string; client?: BookingClient | undefined }): Promise<RequestCodeOutcome>;
  /** Cancels (within the free window) or asks to cancel (after it) with the mailed code. */
  cancelWithCode(request: { publicId: string; code: unknown }): Promise<CancelWithCodeOutcome>;
  /** The change page: the booking and its school's cart rules and rates from today's catalogue. */
  changePage(publicId: string): Promise<ChangePage>;
  /** What the changed cart would cost beside what was booked; nothing stored. */
  previewChange(request: { publicId: string; cart: QueryParamsLike }): Promise<PreviewChangeOutcome>;
  /** Sends the change request with the mailed code: stored with its preview, both sides mailed. */
  requestChange(request: { publicId: string; cart: QueryParamsLike; code: unknown }): Promise<RequestChangeOutcome>;
  /** Takes back the pending change request with the mailed code. */
  withdrawChange(request: { publicId: string; code: unknown }): Promise<WithdrawChangeOutcome>;
}

/** The booking service over a database, a clock and a mailer. */
export function createBookingService(deps: BookingDeps): BookingService {
  return {
    prepare: (request) => prepareBookingForm(deps, request),
    updateStay: (request) => updateDepositStay(deps, request),
    place: async (request) => (await limitBooking(deps, request)) ?? placeBooking(deps, request),
    find: (publicId) => loadBooking(deps, publicId),
    manage: (publicId) => loadBookingManage(deps, publicId),
    findNotMe: (token) => findNotMeBooking(deps, token),
    cancelNotMe: (token) => cancelNotMeBooking(deps, token),
    requestCode: (request) => requestBookingCode(deps, request),
    cancelWithCode: (request) => cancelBookingWithCode(deps, request),
    changePage: (publicId) => loadChangePage(deps, publicId),
    previewChange: (request) => previewBookingChange(deps, request),
    requestChange: (request) => requestBookingChange(deps, request),
    withdrawChange: (request) => withdrawBookingChange(deps, request),
  };
}
