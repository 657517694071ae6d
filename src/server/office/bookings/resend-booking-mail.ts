import { findMail } from '#server/mail/index.ts';
import { insertBookingEvent } from '#server/bookings/index.ts';
import type { StaffMember } from '#server/staff/index.ts';
import type { OfficeMail } from '../mail/office-mail.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { ResendBookingMailOutcome } from './office-bookings.ts';

/**
 * Sends a booking's mail again (a visitor who lost it, an agency copy that went astray): a new
 * mail with the same words, signed by the staff member, and a 'mail-resent' entry in the
 * booking's history written in the same transaction. Only a mail of this booking can be resent
 * from its page.
 */
export async function resendBookingMail(
  deps: OfficeDeps,
  mail: OfficeMail,
  target: { id: number; mailId: number },
  actor: StaffMember,
): Promise<ResendBookingMailOutcome> {
  const original = await findMail(deps.db, target.mailId);
  if (!original || original.bookingId !== target.id) return { kind: 'notFound' };
  return mail.resend(target.mailId, actor, {
    alsoInTransaction: async (tx, newMailId) => {
      await insertBookingEvent(tx, {
        bookingId: target.id,
        at: deps.clock(),
        kind: 'mail-resent',
        staffId: actor.id,
        staffName: actor.name,
        mailId: newMailId,
        text: `“${original.subject}” to ${original.recipient}`,
      });
    },
  });
}
