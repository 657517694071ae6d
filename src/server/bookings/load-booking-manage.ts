import {
  bookingCancellationDeadline,
  isWithinFreeCancellation,
} from '#domain/booking-manage/free-cancellation-deadline.ts';
import type { BookingManageView } from '#domain/booking-manage/booking-manage-view.ts';
import { findLatestBookingChange } from './queries/booking-change-rows.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { findSchoolById } from '../catalogue/index.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toBookingChangeView } from './changes/to-booking-change-view.ts';
import { findBookingRow, toBookingPageView } from './load-booking.ts';

/**
 * The booking page as the visitor's place to manage the booking: the booking as its page may show
 * it, its free-cancellation deadline and whether it is still open now, the school's terms (what a
 * cancellation after the window costs) from today's catalogue, and its latest change request.
 */
export async function loadBookingManage(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>,
  publicId: string,
): Promise<BookingManageView | null> {
  return (await loadBookingManageAndSchool(deps, publicId))?.manage ?? null;
}

/** The same, with the booked school as today's catalogue holds it (null once it has left), for the change page's cart. */
export async function loadBookingManageAndSchool(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>,
  publicId: string,
): Promise<{ manage: BookingManageView; school: SchoolContent | null } | null> {
  const row = await findBookingRow(deps, publicId);
  if (!row) return null;
  const booking = toBookingPageView(deps, row);
  const deadline = bookingCancellationDeadline(booking);
  const [school, change] = await Promise.all([
    findSchoolById(deps.db, row.schoolId),
    findLatestBookingChange(deps.db, row.id),
  ]);
  const base = deps.config.blobStorageUrl.replace(/\/+$/, '');
  const manage: BookingManageView = {
    booking,
    freeUntil: deadline.lastMinute.toISOString(),
    withinFreeWindow: isWithinFreeCancellation(deadline, deps.clock()),
    termsUrl: school ? `${base}/terms/${school.terms}` : null,
    change: change ? toBookingChangeView(change) : null,
  };
  return { manage, school };
}
