import type { Culture } from '#domain/culture.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from './booking-mail-body.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** Every mail to a newsletter address has a kind starting so; the queue refuses one without List-Unsubscribe. */
export const NEWSLETTER_KIND_PREFIX = 'newsletter-';

export interface NewsletterMailOptions {
  kind: `${typeof NEWSLETTER_KIND_PREFIX}${string}`;
  name: string;
  to: string;
  culture: Culture;
  subject: string;
  body: MailBody;
  /** The subscription's unsubscribe page, which also takes the one-click POST. */
  unsubscribeUrl: string;
  /** The site's host name, as the reader knows it ('linguatrips.example'). */
  site: string;
}

/**
 * The one way a newsletter-type mail is made (the confirmation today, the letters later): it
 * always ends with why it came and an unsubscribe link, and carries List-Unsubscribe and
 * List-Unsubscribe-Post, so leaving is one click in the mail program or in the mail.
 */
export function newsletterMail(options: NewsletterMailOptions): OutgoingMail {
  const t = createTranslator(options.culture);
  const body: MailBody = {
    ...options.body,
    notes: [
      ...(options.body.notes ?? []),
      {
        text: t('mail.newsletter.why', { site: options.site }),
        link: { label: t('mail.newsletter.unsubscribe'), href: options.unsubscribeUrl },
      },
    ],
  };
  return {
    bookingId: null,
    kind: options.kind,
    name: options.name,
    to: options.to,
    subject: options.subject,
    text: mailText(body),
    html: mailHtml(body),
    headers: listUnsubscribeHeaders(options.unsubscribeUrl),
  };
}

/**
 * The headers that let a mail program offer "unsubscribe" next to the sender and do it in one
 * click: List-Unsubscribe names the address, List-Unsubscribe-Post says a POST to it is enough
 * (RFC 8058), so the program never opens a page and a scanner's GET never unsubscribes anyone.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
