import type { BookingSummary } from '#domain/booking/booking-summary.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import type { Culture } from '#domain/culture.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { mailHtml, mailText, type MailBody } from '../../mail/index.ts';
import type { MailMessage } from '../../mail/index.ts';

/** A visitor who asked for the price of a cart by e-mail, and that cart. */
export interface LeadAgencyMailInput {
  leadId: number;
  culture: Culture;
  email: string;
  name: string;
  text: string;
  summary: BookingSummary;
  quote: PriceAnswer;
  cartUrl: string;
  agencyEmail: string;
}

/**
 * The agency's notice of a lead (issue 11): a visitor asked for the price of a cart by e-mail. In
 * English whatever the visitor's culture, like the office; replying reaches the visitor. The
 * sentences are the office's own words (not the site's dictionaries), the labels are shared.
 */
export function leadAgencyMail(input: LeadAgencyMailInput): MailMessage {
  const t = createTranslator('en');
  const message = input.text.trim();
  const body: MailBody = {
    lang: 'en',
    greeting: 'A visitor asked for a price by e-mail.',
    paragraphs: [
      `Lead ${input.leadId}, made on the ${input.culture} site. The visitor has received this calculation; replying to this e-mail reaches them.`,
    ],
    facts: [
      { label: t('bookingModal.name'), value: input.name },
      { label: t('bookingModal.email'), value: input.email },
      ...(message === '' ? [] : [{ label: 'Message', value: message }]),
      ...describeStay(input.summary, input.quote, t, 'en', true),
      ...describePrice(input.quote, t, 'en'),
      { label: t('mail.agency.cart'), value: input.cartUrl },
    ],
    steps: [],
    link: { label: t('mail.agency.cart'), href: input.cartUrl },
    closing: 'A call or a reply within a working day turns more of these into bookings.',
  };
  return {
    name: `lead-${input.leadId}-agency`,
    to: input.agencyEmail,
    replyTo: input.email,
    subject: `New lead: ${input.summary.school.nameEn}, ${input.name}`,
    text: mailText(body),
    html: mailHtml(body),
  };
}
