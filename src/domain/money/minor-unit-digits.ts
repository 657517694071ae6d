// Asked for every price a page shows; an Intl formatter per call dominated the build's money formatting.
const digits = new Map<string, number>();

/** How many decimals a currency's minor unit has (EUR 2, JPY 0), as Intl knows it. */
export function minorUnitDigits(currency: string): number {
  let known = digits.get(currency);
  if (known === undefined) {
    known = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(currency, known);
  }
  return known;
}
