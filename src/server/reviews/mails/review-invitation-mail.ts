import type { BookingView } from '#domain/booking/booking-view.ts';
import { REVIEW_INVITATION_DAYS } from '#domain/reviews/review-invitation.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/**
 * The invitation to review a stay once its course has ended, in the booking's culture, with the
 * link to the school page's review form (the link's secret makes the review verified). A private
 * mail kind: the link works once, so the office's mail page does not show its words.
 */
export function reviewInvitationMail(
  booking: BookingView,
  options: { bookingId: number; reviewUrl: string; sentByStaffId?: string | null },
): OutgoingMail {
  const t = createTranslator(booking.culture);
  const school = booking.summary.school.name;
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs: [
      t('mail.reviewInvitation.intro', { school, course: booking.summary.course.name }),
      t('mail.reviewInvitation.once', { days: REVIEW_INVITATION_DAYS }),
    ],
    facts: [{ label: t('bookingPage.reference'), value: booking.reference }],
    steps: [],
    link: { label: t('mail.reviewInvitation.link'), href: options.reviewUrl },
    closing: t('mail.visitor.closing'),
  };
  return {
    bookingId: options.bookingId,
    kind: 'review-invitation',
    name: `${booking.reference}-review-invitation`,
    to: booking.email,
    subject: t('mail.reviewInvitation.subject', { school }),
    text: mailText(body),
    html: mailHtml(body),
    ...(options.sentByStaffId ? { sentByStaffId: options.sentByStaffId } : {}),
  };
}
