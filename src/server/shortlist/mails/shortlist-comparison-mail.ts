import type { Culture } from '#domain/culture.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { absoluteUrl } from '#domain/routes/site-url.ts';
import type { CompareAnswer } from '#domain/shortlist/compare-answer.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody, type OutgoingMail } from '../../mail/index.ts';

/**
 * The comparison a visitor confirmed they want (issue 35): each school's total, deposit and start
 * for the choices, a link to each school page with that stay in its cart, and the link back to the
 * same comparison. Every word comes from the catalogue and the dictionaries: nothing a visitor typed.
 */
export function shortlistComparisonMail(options: {
  to: string;
  culture: Culture;
  answer: CompareAnswer;
  /** YYYY-MM-DD: the day the prices are those of. */
  pricedOn: string;
  baseAddress: string;
  /** The comparison page's address after the culture, with its query. */
  comparePath: string;
  site: string;
}): OutgoingMail {
  const { culture, answer } = options;
  const t = createTranslator(culture);
  const facts = answer.columns.map((column) => ({
    label: column.name,
    value: column.price
      ? t('mail.shortlist.schoolFact', {
          total: formatMoney(column.price.total, column.currency.isoCode, culture),
          deposit: formatMoney(column.price.deposit, column.currency.isoCode, culture),
          start: formatDate(column.price.start, culture),
        })
      : t(`compare.problem.${column.problem ?? 'notBookable'}`),
  }));
  const body: MailBody = {
    lang: culture,
    greeting: t('mail.shortlist.greeting'),
    paragraphs: [
      t('mail.shortlist.intro', { date: formatDate(options.pricedOn, culture), weeks: answer.choices.weeks }),
    ],
    facts,
    steps: [],
    link: { label: t('mail.shortlist.link'), href: absoluteUrl(options.baseAddress, options.comparePath) },
    closing: t('mail.shortlist.closing'),
    notes: [
      ...answer.columns.map((column) => ({
        text: `${column.name}, ${column.cityName}`,
        link: {
          label: t('mail.shortlist.schoolLink', { school: column.name }),
          href: absoluteUrl(options.baseAddress, `/${culture}/${column.href}`),
        },
      })),
      { text: t('mail.shortlist.why', { site: options.site }), link: null },
    ],
  };
  return {
    bookingId: null,
    kind: 'shortlist-comparison',
    name: 'shortlist-comparison',
    to: options.to,
    subject: t('mail.shortlist.subject'),
    text: mailText(body),
    html: mailHtml(body),
  };
}
