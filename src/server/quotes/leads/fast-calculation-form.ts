import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { describePrice } from '#domain/booking/describe-price.ts';
import { describeStay } from '#domain/booking/describe-stay.ts';
import { CALCULATION_MAIL_LIMITS } from '#domain/quotes/calculation-mail-fields.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { Database } from '#server/db/database.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import { escapeHtml } from '#server/mail/index.ts';
import type { CalculationQuery } from '../calculate-price.ts';
import { priceBookingCart } from '../../bookings/index.ts';

/** The honeypot of the fast-calculation form: hidden from people, filled in by bots. */
export const FAST_CALCULATION_HONEYPOT = 'Website';

export type FastCalculationForm =
  { ok: true; html: string } | { ok: false; status: 404 | 422; field: string; message: string };

/**
 * GET /api/school/LoadClientFastCalculation (spec section 7 answers HTML): the cart priced on the
 * server, in the page's culture, and the form (Email, Name, Text) that posts it to
 * SendSchoolFastCalculationEmail with the cart's query. A fragment, to be placed in a page; it
 * works without script. The island of the school page renders the same form itself.
 */
export async function fastCalculationForm(
  db: Database,
  query: CalculationQuery,
  now: Date,
): Promise<FastCalculationForm> {
  const school = await findSchoolById(db, query.schoolId);
  if (!school)
    return {
      ok: false,
      status: 404,
      field: 's.id',
      message: `s.id ${query.schoolId} is not a school of the catalogue`,
    };
  const priced = priceBookingCart(school, query.culture, query, now);
  if (!priced.ok)
    return {
      ok: false,
      status: 422,
      field: 'query',
      message: `the cart cannot be priced (${priced.cartErrors.join(', ')})`,
    };
  const t = createTranslator(query.culture);
  const { summary, quote } = priced.offer;
  const facts = [...describeStay(summary, quote, t, query.culture), ...describePrice(quote, t, query.culture)];
  const action = `/api/school/SendSchoolFastCalculationEmail/?${serialiseCartQuery(cartToQuery(priced.cart, { schoolId: school.id, culture: query.culture })).toString()}`;
  const e = escapeHtml;
  const field = (name: string, label: string, type: string, limit: number, required: boolean) =>
    `<p><label for="fc-${name.toLowerCase()}">${e(label)}</label> <input id="fc-${name.toLowerCase()}" name="${name}" type="${type}" maxlength="${limit}"${required ? ' required' : ''}></p>`;
  const html = [
    `<section class="fast-calculation" lang="${query.culture}" aria-labelledby="fc-title">`,
    `<h2 id="fc-title">${e(t('cart.priceMail.title'))}</h2>`,
    `<p>${e(t('cart.priceMail.intro'))}</p>`,
    `<dl>${facts.map((fact) => `<dt>${e(fact.label)}</dt><dd>${e(fact.value)}</dd>`).join('')}</dl>`,
    `<form method="post" action="${e(action)}">`,
    field('Email', t('cart.priceMail.email'), 'email', CALCULATION_MAIL_LIMITS.email, true),
    field('Name', t('cart.priceMail.name'), 'text', CALCULATION_MAIL_LIMITS.name, true),
    `<p><label for="fc-text">${e(t('cart.priceMail.text'))}</label> <textarea id="fc-text" name="Text" rows="4" maxlength="${CALCULATION_MAIL_LIMITS.text}"></textarea></p>`,
    `<p aria-hidden="true" style="position:absolute;left:-10000px"><label for="fc-website">${e(t('cart.priceMail.honeypot'))}</label> <input id="fc-website" name="${FAST_CALCULATION_HONEYPOT}" type="text" tabindex="-1" autocomplete="off"></p>`,
    `<p><button type="submit">${e(t('cart.priceMail.send'))}</button></p>`,
    '</form>',
    '</section>',
  ].join('\n');
  return { ok: true, html };
}
