/** How many decimals a currency's minor unit has (EUR 2, JPY 0), as Intl knows it. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
