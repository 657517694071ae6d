import type { Culture } from '#domain/culture.ts';
import { formatMoment } from '#domain/dates/format-moment.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { newsletterMail } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/index.ts';

/**
 * The double opt-in mail: says when and where the address was entered and asks its owner to
 * confirm through the link; nothing else is ever sent to a subscription that was not confirmed.
 */
export function newsletterConfirmationMail(options: {
  to: string;
  culture: Culture;
  requestedAt: string;
  site: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const t = createTranslator(options.culture);
  return newsletterMail({
    kind: 'newsletter-confirmation',
    name: 'newsletter-confirmation',
    to: options.to,
    culture: options.culture,
    site: options.site,
    unsubscribeUrl: options.unsubscribeUrl,
    subject: t('mail.newsletter.confirmSubject'),
    body: {
      lang: options.culture,
      greeting: t('mail.newsletter.greeting'),
      paragraphs: [
        t('mail.newsletter.confirmIntro', {
          time: formatMoment(options.requestedAt, options.culture),
          email: options.to,
          site: options.site,
        }),
      ],
      facts: [],
      steps: [],
      link: { label: t('mail.newsletter.confirmLink'), href: options.confirmUrl },
      closing: t('mail.newsletter.confirmIgnore'),
    },
  });
}
