import type { CalculationMailFields } from '#domain/quotes/calculation-mail-fields.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { CalculationQuery } from '../calculate-price.ts';
import { sendPricedCart, type PricedCartDeps, type PricedCartOutcome } from './send-priced-cart.ts';

/**
 * A visitor's "send me this price" (SendSchoolFastCalculationEmail, spec sections 2, 5 and 7):
 * the cart of the school page, priced on the server, stored as a lead and mailed to the visitor
 * in their culture, with the agency's notice. The mail says why it came, so that an address typed
 * by someone else is not left wondering.
 */
export function requestPriceByEmail(
  deps: PricedCartDeps,
  query: CalculationQuery,
  fields: CalculationMailFields,
): Promise<PricedCartOutcome> {
  const t = createTranslator(query.culture);
  const site = new URL(deps.config.baseAddress).host;
  return sendPricedCart(deps, {
    schoolId: query.schoolId,
    culture: query.culture,
    query,
    email: fields.email,
    name: fields.name,
    text: fields.text,
    sender: { source: 'visitor', notes: [{ text: t('mail.calculation.why', { site }), link: null }] },
  });
}
