import { eachOfficeBooking } from '#server/office/queries/each-office-booking.ts';
import { listOfficeBookings } from '#server/office/queries/list-office-bookings.ts';
import { listSchoolNames } from '#server/catalogue/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeMail } from '../mail/office-mail.ts';
import { resendBookingMail } from './resend-booking-mail.ts';
import { addBookingNote } from './add-booking-note.ts';
import { changeBookingStatus } from './change-booking-status.ts';
import { decideBookingChangeByStaff } from './decide-booking-change.ts';
import { loadOfficeBooking } from './load-office-booking.ts';
import type { OfficeBookings } from './office-bookings.ts';

/** The office's bookings over the database and the mail queue (resending goes through the office's mail service). */
export function createOfficeBookings(deps: OfficeDeps, mail: OfficeMail): OfficeBookings {
  return {
    list: (query) => listOfficeBookings(deps.db, query),
    each: (query) => eachOfficeBooking(deps.db, query),
    schools: () => listSchoolNames(deps.db),
    find: (id) => loadOfficeBooking(deps, deps.db, id),
    changeStatus: (id, change, actor) => changeBookingStatus(deps, id, change, actor),
    decideChange: (id, decision, actor) => decideBookingChangeByStaff(deps, id, decision, actor),
    addNote: (id, text, actor) => addBookingNote(deps, id, text, actor),
    resendMail: (id, mailId, actor) => resendBookingMail(deps, mail, { id, mailId }, actor),
  };
}
