import type { BookingChangeView } from '#domain/booking-change/booking-change-view.ts';
import { describeChangePreview } from '#domain/booking-change/describe-change-preview.ts';
import type { BookingView } from '#domain/booking/booking-view.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import { visitorNotice } from './visitor-notice.ts';

export type VisitorChangeNews = 'requested' | 'accepted' | 'refused';

/**
 * The visitor's mail about their change request, in the booking's culture: received (the new
 * price beside the booked one, the booking stands until the manager answers), accepted (the new
 * figures are the booking's) or refused (with what staff wrote). Replying reaches the agency.
 */
export function visitorChangeMail(
  booking: BookingView,
  change: BookingChangeView,
  what: VisitorChangeNews,
  options: { bookingId: number; pageUrl: string; agencyEmail: string },
): OutgoingMail {
  const t = createTranslator(booking.culture);
  const words = { reference: booking.reference, school: booking.summary.school.name };
  const intro = {
    requested: t('mail.change.requestedIntro', words),
    accepted: t('mail.change.acceptedIntro', words),
    refused: t('mail.change.refusedIntro', { ...words, note: change.note ?? '' }),
  }[what];
  const subject = {
    requested: t('mail.change.requestedSubject', words),
    accepted: t('mail.change.acceptedSubject', words),
    refused: t('mail.change.refusedSubject', words),
  }[what];
  return visitorNotice(booking, t, {
    bookingId: options.bookingId,
    kind: `booking-change-${what}`,
    name: `${booking.reference}-change-${change.id}-${what}`,
    subject,
    paragraphs: [intro],
    facts:
      what === 'refused'
        ? []
        : describeChangePreview(change.preview, change.quote.currency.isoCode, t, booking.culture),
    pageUrl: options.pageUrl,
    replyTo: options.agencyEmail,
  });
}
