import type { Culture } from '../domain/culture.ts';
import type { Translate, TranslateValues } from './translation-key.ts';
import { missingKeyText } from './missing-key-text.ts';
import { pluralRules } from '../domain/intl-formats.ts';

export type { Translate, TranslateValues };

/**
 * The one translator, on the server and in the islands: flat dictionaries (dots are part of the
 * key), i18next's plural suffixes picked by Intl.PluralRules, {{name}} placeholders left
 * unescaped (Astro and React escape on output). There is deliberately no fallback language: a
 * missing or empty text shows as {{key}} (and fails check:i18n), not quietly in English. The
 * islands hand it the part of the dictionary their props carry, so no dictionary is bundled.
 */
export function translateWithDictionary(culture: Culture, dictionary: Readonly<Record<string, string>>): Translate {
  const plural = pluralRules(culture);
  return (key: string, values: TranslateValues = {}) => {
    const count = values.count;
    const text =
      (typeof count === 'number'
        ? (dictionary[`${key}_${plural.select(count)}`] ?? dictionary[`${key}_other`])
        : undefined) ?? dictionary[key];
    if (!text) return missingKeyText(key);
    if (!text.includes('{{')) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}
