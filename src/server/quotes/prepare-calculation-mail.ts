import type { BookingSummary } from '#domain/booking/booking-summary.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import type { Culture } from '#domain/culture.ts';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import type { FieldProblem } from '#domain/quotes/field-problems.ts';
import { absoluteUrl, culturePath } from '#domain/routes/site-url.ts';
import { isoDay } from '#server/clock.ts';
import type { Config } from '#server/config/env.ts';
import type { Database } from '#server/db/database.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import { calculationMail } from '#server/quotes/mails/calculation-mail.ts';
import type { MailNote } from '#server/mail/index.ts';
import type { MailMessage } from '#server/mail/index.ts';
import { priceBookingCart } from '../bookings/index.ts';

/** A cart to price and mail, and to whom. */
export interface CalculationMailRequest {
  schoolId: number;
  culture: Culture;
  query: CartQuery;
  email: string;
  name: string;
  text: string;
  /** The staff member's name, who signs it; null for a visitor's own request. */
  preparedBy: string | null;
  /** Below the closing: why the mail came (the visitor's own request). */
  notes?: MailNote[];
}

export type PreparedCalculationMail =
  | { ok: true; mail: MailMessage; quote: PriceAnswer; cartUrl: string; summary: BookingSummary; cartQuery: string }
  | { ok: false; status: 404 | 422; problem: FieldProblem };

/**
 * Prices a cart on the server, from the school as the database holds it and with the cart's own
 * rules (the browser's prices are never taken), and writes the calculation mail in the culture
 * asked for. Used by the staff's "send calculation to client"; the visitor's "price by e-mail"
 * (SendSchoolFastCalculationEmail) takes the same path with preparedBy null.
 */
export async function prepareCalculationMail(
  deps: { db: Database; config: Pick<Config, 'baseAddress' | 'agencyEmail'> },
  request: CalculationMailRequest,
  now: Date,
): Promise<PreparedCalculationMail> {
  const school = await findSchoolById(deps.db, request.schoolId);
  if (!school)
    return {
      ok: false,
      status: 404,
      problem: { field: 'schoolId', message: `school ${request.schoolId} is not in the catalogue` },
    };
  const priced = priceBookingCart(school, request.culture, request.query, now);
  if (!priced.ok)
    return {
      ok: false,
      status: 422,
      problem: { field: 'query', message: `the cart cannot be priced (${priced.cartErrors.join(', ')})` },
    };
  const { offer } = priced;
  const cartUrl = `${absoluteUrl(deps.config.baseAddress, culturePath(request.culture, offer.summary.school.link))}?${offer.cartQuery}`;
  const mail = calculationMail({
    culture: request.culture,
    to: request.email,
    name: request.name,
    text: request.text,
    summary: offer.summary,
    quote: offer.quote,
    pricedOn: isoDay(now),
    cartUrl,
    agencyEmail: deps.config.agencyEmail,
    preparedBy: request.preparedBy,
    notes: request.notes ?? [],
  });
  return { ok: true, mail, quote: offer.quote, cartUrl, summary: offer.summary, cartQuery: offer.cartQuery };
}
