import { absoluteUrl, culturePath } from '#domain/routes/site-url.ts';
import type { Database } from '#server/db/database.ts';
import { findLatestBookingChange } from '#server/db/queries/booking-change-rows.ts';
import { findBookingById } from '#server/db/queries/find-booking-by-id.ts';
import { toBookingChangeView } from '#server/services/booking-change/to-booking-change-view.ts';
import { listBookingEvents } from '#server/db/queries/list-booking-events.ts';
import { listBookingMails } from '#server/db/queries/list-booking-mails.ts';
import { schoolExists } from '#server/db/queries/school-exists.ts';
import { bookingPageUrl } from '#server/mail/booking-page-url.ts';
import { toBookingView } from '#server/services/to-booking-view.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeBookingDetail } from './office-bookings.ts';

/** One booking with its history and mails, read together (in the caller's transaction when there is one). */
export async function loadOfficeBooking(
  deps: Pick<OfficeDeps, 'config'>,
  db: Database,
  id: number,
): Promise<OfficeBookingDetail | null> {
  const row = await findBookingById(db, id);
  if (!row) return null;
  const [events, mails, schoolListed, change] = await Promise.all([
    listBookingEvents(db, id),
    listBookingMails(db, id),
    schoolExists(db, row.schoolId),
    findLatestBookingChange(db, id),
  ]);
  const view = toBookingView(row);
  return {
    id: row.id,
    view,
    schoolId: row.schoolId,
    schoolListed,
    pageUrl: bookingPageUrl(deps.config.baseAddress, view.culture, view.publicId),
    cartUrl: `${absoluteUrl(deps.config.baseAddress, culturePath(view.culture, view.summary.school.link))}?${view.cartQuery}`,
    statusChangedAt: row.statusChangedAt,
    cancellationNote: row.cancellationNote,
    change: change ? toBookingChangeView(change) : null,
    events,
    mails,
  };
}
