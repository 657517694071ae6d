import { createInstance, type TOptions } from 'i18next';
import type { Culture } from '../domain/culture.ts';
import { getDictionary } from './get-dictionary.ts';
import { missingKeyText } from './missing-key-text.ts';

export { missingKeyText };

/** Translates a dotted key; `count` picks the plural form the culture's Intl.PluralRules asks for. */
export type Translate = (key: string, options?: TOptions) => string;

const translators = new Map<Culture, Translate>();

/**
 * The translate function of one culture. There is deliberately no fallback language: a missing
 * UI string must show up as {{key}} (and fail check:i18n), not quietly appear in English.
 */
export function createTranslator(culture: Culture): Translate {
  const existing = translators.get(culture);
  if (existing) return existing;
  const instance = createInstance();
  void instance.init({
    lng: culture,
    resources: { [culture]: { translation: getDictionary(culture) } },
    initAsync: false,
    fallbackLng: false,
    // The dictionaries are flat: dots are part of the key, not nesting.
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // Astro and React escape on output; escaping here would double it.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => missingKeyText(key),
  });
  const translate: Translate = (key, options) => String(instance.t(key, options ?? {}));
  translators.set(culture, translate);
  return translate;
}
