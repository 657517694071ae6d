import type { StayFact } from '#domain/booking/describe-stay.ts';
import type { BookingView } from '#domain/booking/booking-view.ts';
import type { TranslateFn } from '#domain/text/translate-fn.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/** What one of the visitor's mails about their booking says beyond the parts they all share. */
export interface VisitorNotice {
  bookingId: number;
  kind: string;
  name: string;
  subject: string;
  paragraphs: string[];
  /** Facts after the booking's reference (the stay, the price, a change's lines). */
  facts?: StayFact[];
  pageUrl: string;
  /** Where a reply goes (the agency); the code mail has none. */
  replyTo?: string;
}

/**
 * A mail to the visitor about their booking, in the booking's culture (`t`): the greeting, what
 * happened, the booking's reference and the notice's facts, the link to the booking page and the
 * closing. The code, cancellation, change and status mails are all this shape.
 */
export function visitorNotice(booking: BookingView, t: TranslateFn, notice: VisitorNotice): OutgoingMail {
  const body: MailBody = {
    lang: booking.culture,
    greeting: t('mail.visitor.greeting', { name: booking.name }),
    paragraphs: notice.paragraphs,
    facts: [{ label: t('bookingPage.reference'), value: booking.reference }, ...(notice.facts ?? [])],
    steps: [],
    link: { label: t('mail.visitor.link'), href: notice.pageUrl },
    closing: t('mail.visitor.closing'),
  };
  return {
    bookingId: notice.bookingId,
    kind: notice.kind,
    name: notice.name,
    to: booking.email,
    ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
    subject: notice.subject,
    text: mailText(body),
    html: mailHtml(body),
  };
}
