import { minorUnitDigits } from './minor-unit-digits.ts';

/**
 * Turns a price written in major units (260.5 EUR) into integer minor units (26050).
 * Throws when the amount has more decimals than the currency allows, because a rounded
 * price would silently differ from the school's price list.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const factor = 10 ** minorUnitDigits(currency);
  const minor = Math.round(amount * factor);
  if (Math.abs(amount * factor - minor) > 1e-6) {
    throw new RangeError(`${amount} has more decimals than ${currency} allows`);
  }
  return minor;
}
