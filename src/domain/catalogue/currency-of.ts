import type { Culture } from '../culture.ts';
import type { Currency } from './api-types.ts';

/** The currency's code and the short symbol a visitor of that culture expects (€, $, £). */
export function currencyOf(isoCode: string, culture: Culture): Currency {
  const parts = new Intl.NumberFormat(culture, { style: 'currency', currency: isoCode, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return { symbol: parts.find((part) => part.type === 'currency')?.value ?? isoCode, isoCode };
}
