import type { BookingSummary } from '#domain/booking/booking-summary.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import type { Culture } from '#domain/culture.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody, type MailNote } from '../../mail/index.ts';
import type { MailMessage } from '../../mail/index.ts';

/** A priced cart to mail to someone, and the words around it. */
export interface CalculationMailInput {
  culture: Culture;
  to: string;
  /** The client's name, for the greeting. */
  name: string;
  /** A message to the client (the staff member's, or none): its lines become paragraphs. */
  text: string;
  summary: BookingSummary;
  quote: PriceAnswer;
  /** YYYY-MM-DD: the day the prices are those of. */
  pricedOn: string;
  /** The school page with the cart's query: opening it restores the cart. */
  cartUrl: string;
  agencyEmail: string;
  /**
   * The staff member who prepared it, who signs it and introduces the message; null when the
   * visitor asked for the price themselves (SendSchoolFastCalculationEmail, issue 11).
   */
  preparedBy: string | null;
  /** Below the closing: why the mail came (the visitor's own request says where and when it was made). */
  notes?: MailNote[];
}

/**
 * The fast-calculation mail (spec sections 2 and 7): the priced cart in the reader's culture
 * (stay, price lines, total, deposit and balance), the link that restores the cart on the school
 * page, and replies going to the agency. The same words whoever asked for it; only the signature
 * and the note differ.
 */
export function calculationMail(input: CalculationMailInput): MailMessage {
  const t = createTranslator(input.culture);
  const school = input.summary.school.name;
  const message = input.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const introduction =
    message.length > 0 && input.preparedBy !== null ? [t('mail.calculation.note', { name: input.preparedBy })] : [];
  const body: MailBody = {
    lang: input.culture,
    greeting: t('mail.visitor.greeting', { name: input.name }),
    paragraphs: [
      t('mail.calculation.intro', { school, date: formatDate(input.pricedOn, input.culture) }),
      ...introduction,
      ...message,
    ],
    facts: [
      ...describeStay(input.summary, input.quote, t, input.culture),
      ...describePrice(input.quote, t, input.culture),
    ],
    steps: [],
    link: { label: t('mail.calculation.link'), href: input.cartUrl },
    closing:
      input.preparedBy === null
        ? t('mail.visitor.closing')
        : t('mail.calculation.closingStaff', { name: input.preparedBy }),
    notes: input.notes ?? [],
  };
  return {
    name: `calculation-${input.summary.school.id}`,
    to: input.to,
    replyTo: input.agencyEmail,
    subject: t('mail.calculation.subject', { school }),
    text: mailText(body),
    html: mailHtml(body),
  };
}
