import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';
import { minorUnitDigits } from './minor-unit-digits.ts';

export interface FormatMoneyOptions {
  /** Drop ",00" when the amount is whole (for 'from €260' teasers); tables keep the digits. */
  hideZeroCents?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats integer minor units (26050 EUR) as the culture writes money ("€260.50", "260,50 €"). */
export function formatMoney(
  minor: number,
  currency: string,
  culture: Culture,
  options: FormatMoneyOptions = {},
): string {
  if (!Number.isInteger(minor)) throw new RangeError(`money must be integer minor units, got ${minor}`);
  const key = `${culture}|${currency}|${options.hideZeroCents === true}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(culture), {
      style: 'currency',
      currency,
      ...(options.hideZeroCents ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    });
    formatters.set(key, formatter);
  }
  const digits = minorUnitDigits(currency);
  // Dividing by a power of ten is exact enough here: Intl rounds to the currency's digits.
  return formatter.format(minor / 10 ** digits);
}
