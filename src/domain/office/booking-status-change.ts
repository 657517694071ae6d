import { z } from 'zod';
import { BOOKING_STATUSES, STATUSES_WITH_VISITOR_MAIL } from '../booking/booking-status.ts';
import { parseRowId } from './parse-row-id.ts';

/** The longest cancellation reason or note kept: a few sentences, not a correspondence. */
export const BOOKING_TEXT_MAX = 2000;

/**
 * A status change as the office sends it: the new state, the reason when it is a cancellation
 * (required: the visitor's mail and the history say why), and whether the visitor gets a mail
 * (only confirming and cancelling have one).
 */
export const bookingStatusChangeSchema = z
  .object({
    to: z.enum(BOOKING_STATUSES, { error: `to must be one of ${BOOKING_STATUSES.join(', ')}` }),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(BOOKING_TEXT_MAX, { error: `reason must be at most ${BOOKING_TEXT_MAX} characters` })
      .optional()
      .transform((value) => (value ? value : undefined)),
    notify: z.boolean({ error: 'notify must be true or false' }).default(false),
  })
  .refine((change) => change.to !== 'cancelled' || change.reason !== undefined, {
    error: 'reason is required to cancel a booking',
    path: ['reason'],
  })
  .refine((change) => !change.notify || STATUSES_WITH_VISITOR_MAIL.includes(change.to), {
    error: 'only confirming and cancelling send the visitor a mail',
    path: ['notify'],
  });

export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

/** An internal note on a booking: staff read it, the visitor never does. */
export const bookingNoteSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, { error: 'text is required' })
    .max(BOOKING_TEXT_MAX, { error: `text must be at most ${BOOKING_TEXT_MAX} characters` }),
});

/** A row's id as JSON gives it (a number) or a form does (its digits), with the message naming the field. */
const rowIdField = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const id = parseRowId(String(value));
    if (id === null) context.addIssue({ code: 'custom', message });
    return id ?? 0;
  });

/** Which of a booking's mails to send again. */
export const resendMailSchema = z.object({ mailId: rowIdField('mailId must be the id of a mail') });

/**
 * Staff's answer to a visitor's change request: accept (it becomes the booking) or refuse, with a
 * note the visitor reads in the mail (required to refuse: the visitor must learn why).
 */
export const bookingChangeDecisionSchema = z
  .object({
    changeId: rowIdField('changeId must be the id of a change request'),
    decision: z.enum(['accept', 'refuse'], { error: 'decision must be accept or refuse' }),
    note: z
      .string({ error: 'note must be text' })
      .trim()
      .max(BOOKING_TEXT_MAX, { error: `note must be at most ${BOOKING_TEXT_MAX} characters` })
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((answer) => answer.decision === 'accept' || answer.note !== undefined, {
    error: 'note is required to refuse a change: the visitor reads why',
    path: ['note'],
  });

/** A decision as the services take it: the note may be left out when accepting. */
export type BookingChangeDecision = Omit<z.infer<typeof bookingChangeDecisionSchema>, 'note'> & {
  note?: string | undefined;
};
