import { absoluteUrl, culturePath } from '#domain/routes/site-url.ts';
import type { Database } from '#server/db/database.ts';
import { findLatestBookingChange } from '#server/bookings/index.ts';
import { findBookingById } from '#server/bookings/index.ts';
import { toBookingChangeView } from '#server/bookings/index.ts';
import { listBookingEvents } from '#server/bookings/index.ts';
import { listBookingMails } from '#server/office/queries/list-booking-mails.ts';
import { schoolExists } from '#server/catalogue/index.ts';
import { bookingPageUrl } from '#server/bookings/index.ts';
import { toBookingView } from '#server/bookings/index.ts';
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
