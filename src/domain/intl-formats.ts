/**
 * Intl formatters made once per locale and options, and the names they give once per code:
 * making one costs far more than a format with it, and the build renders thousands of pages that
 * ask for the same few in each culture.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DisplayNames | Intl.PluralRules>();
const names = new Map<string, string>();

function cached<T extends Intl.NumberFormat | Intl.DisplayNames | Intl.PluralRules>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** new Intl.NumberFormat(locale, options), shared. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** new Intl.PluralRules(locale), shared. */
export const pluralRules = (locale: string): Intl.PluralRules =>
  cached(`plural ${locale}`, () => new Intl.PluralRules(locale));

/** What new Intl.DisplayNames(locale, { type }).of(code) names, or undefined. */
export function displayName(locale: string, type: 'language' | 'region', code: string): string | undefined {
  const key = `${locale} ${type} ${code}`;
  if (names.has(key)) return names.get(key);
  const name = cached(`names ${locale} ${type}`, () => new Intl.DisplayNames([locale], { type })).of(code);
  if (name !== undefined) names.set(key, name);
  return name;
}
