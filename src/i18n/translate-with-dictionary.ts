import type { Culture } from '../domain/culture.ts';
import { missingKeyText } from './missing-key-text.ts';

/** Values put into a text: {{name}} placeholders; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, unknown>>;
export type LiteTranslate = (key: string, values?: TranslateValues) => string;

/**
 * The islands' translate function: the same flat dictionaries, plural suffixes and {{name}}
 * placeholders as createTranslator, without shipping i18next to the browser. A missing key shows
 * as {{key}}, like on the server (spec section 8).
 */
export function createLiteTranslator(culture: Culture, dictionary: Readonly<Record<string, string>>): LiteTranslate {
  const plural = new Intl.PluralRules(culture);
  return (key, values = {}) => {
    const count = values.count;
    const text = (typeof count === 'number' ? (dictionary[`${key}_${plural.select(count)}`] ?? dictionary[`${key}_other`]) : undefined) ?? dictionary[key];
    if (text === undefined) return missingKeyText(key);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
