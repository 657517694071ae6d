import type { Culture } from '../culture.ts';
import type { Currency } from './api-types.ts';

// A few currencies × eight cultures, asked for thousands of times by the build: created once each.
const symbols = new Map<string, string>();

/** The currency's code and the short symbol a visitor of that culture expects (€, $, £). */
export function currencyOf(isoCode: string, culture: Culture): Currency {
  const key = `${culture} ${isoCode}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    const parts = new Intl.NumberFormat(culture, {
      style: 'currency',
      currency: isoCode,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? isoCode;
    symbols.set(key, symbol);
  }
  return { symbol, isoCode };
}
