import type { Culture } from './culture.ts';

// Plain 'en' formats dates the American way (mm/dd/yyyy); the site shows dd/mm/yyyy (spec section 9).
const INTL_LOCALES: Record<Culture, string> = {
  ru: 'ru',
  en: 'en-GB',
  es: 'es',
  pt: 'pt',
  de: 'de',
  fr: 'fr',
  tr: 'tr',
  zh: 'zh-CN',
};

/** The locale tag Intl formatters use for a culture. */
export function intlLocale(culture: Culture): string {
  return INTL_LOCALES[culture];
}
