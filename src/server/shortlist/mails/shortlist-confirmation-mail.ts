import type { Culture } from '#domain/culture.ts';
import { formatMoment } from '#domain/dates/format-moment.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody, type OutgoingMail } from '../../mail/index.ts';

/**
 * The double opt-in mail of the shortlist (the newsletter's mechanism): when and where the address
 * was entered, and the link its owner must follow before the comparison is sent.
 */
export function shortlistConfirmationMail(options: {
  to: string;
  culture: Culture;
  requestedAt: string;
  site: string;
  confirmUrl: string;
}): OutgoingMail {
  const t = createTranslator(options.culture);
  const body: MailBody = {
    lang: options.culture,
    greeting: t('mail.shortlist.greeting'),
    paragraphs: [
      t('mail.shortlist.confirmIntro', {
        time: formatMoment(options.requestedAt, options.culture),
        email: options.to,
        site: options.site,
      }),
    ],
    facts: [],
    steps: [],
    link: { label: t('mail.shortlist.confirmLink'), href: options.confirmUrl },
    closing: t('mail.shortlist.confirmIgnore'),
  };
  return {
    bookingId: null,
    kind: 'shortlist-confirmation',
    name: 'shortlist-confirmation',
    to: options.to,
    subject: t('mail.shortlist.confirmSubject'),
    text: mailText(body),
    html: mailHtml(body),
  };
}
