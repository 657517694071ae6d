import type { BookingView } from '#domain/booking/booking-view.ts';
import { CODE_VALIDITY_MS } from '#domain/booking-manage/one-time-code.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import { visitorNotice } from './visitor-notice.ts';

/**
 * The one-time code asked for on the booking page, to the booking's address, in the booking's
 * culture: whoever has only the page's link cannot cancel or change the booking without it. A
 * private mail kind: the office's mail page does not show its words.
 */
export function visitorCodeMail(
  booking: BookingView,
  options: { bookingId: number; code: string; pageUrl: string },
): OutgoingMail {
  const t = createTranslator(booking.culture);
  const minutes = CODE_VALIDITY_MS / 60_000;
  return visitorNotice(booking, t, {
    bookingId: options.bookingId,
    kind: 'booking-code',
    name: `${booking.reference}-code`,
    subject: t('mail.code.subject', { reference: booking.reference, code: options.code }),
    paragraphs: [
      t('mail.code.intro', { reference: booking.reference, code: options.code, minutes }),
      t('mail.code.notYou'),
    ],
    pageUrl: options.pageUrl,
  });
}
