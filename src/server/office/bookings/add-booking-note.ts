import { findBookingById } from '#server/bookings/index.ts';
import { insertBookingEvent } from '#server/bookings/index.ts';
import type { StaffMember } from '#server/staff/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { AddNoteOutcome } from './office-bookings.ts';

/** Adds an internal note to a booking's history, signed by the staff member who wrote it. */
export async function addBookingNote(
  deps: OfficeDeps,
  id: number,
  text: string,
  actor: StaffMember,
): Promise<AddNoteOutcome> {
  return deps.db.transaction(async (tx): Promise<AddNoteOutcome> => {
    if (!(await findBookingById(tx, id))) return { kind: 'notFound' };
    const event = await insertBookingEvent(tx, {
      bookingId: id,
      at: deps.clock(),
      kind: 'note',
      staffId: actor.id,
      staffName: actor.name,
      text,
    });
    return { kind: 'added', event };
  });
}
