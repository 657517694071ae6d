import type { Rates } from '../catalogue/rates-schema.ts';
import { minorUnitDigits } from './minor-unit-digits.ts';

/** An amount in integer minor units of a currency. */
export interface MoneyAmount {
  amount: number;
  currency: string;
}

/**
 * Converts minor units of one currency into another for on-screen display, through a rates
 * table (units of each currency per one unit of `base`). Returns null when either rate is
 * missing: the page then shows the school currency only, never 0 or 'null' (spec section 9
 * describes the old site's bug). Rounds half up to the target's minor unit.
 */
export function convertMoney(
  amount: number,
  from: string,
  to: string,
  rates: Pick<Rates, 'base' | 'rates'>,
): MoneyAmount | null {
  if (!Number.isInteger(amount)) throw new RangeError(`money must be integer minor units, got ${amount}`);
  if (from === to) return { amount, currency: to };
  const rateOf = (currency: string): number | undefined => (currency === rates.base ? 1 : rates.rates[currency]);
  const fromRate = rateOf(from);
  const toRate = rateOf(to);
  if (fromRate === undefined || toRate === undefined || !(fromRate > 0) || !(toRate > 0)) return null;
  const major = amount / 10 ** minorUnitDigits(from);
  const converted = (major / fromRate) * toRate * 10 ** minorUnitDigits(to);
  // Math.round rounds .5 towards +∞: half up for the non-negative prices shown here.
  return { amount: Math.round(converted), currency: to };
}
