import { CULTURES, type Culture } from '../domain/culture.ts';
import { isKeyNeededIn } from './culture-only-keys.ts';
import type { Dictionary } from './get-dictionary.ts';

/** The plural forms a culture needs (ru: one, few, many, other; zh: other), as i18next suffixes them. */
export function pluralCategories(culture: Culture): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(culture).resolvedOptions().pluralCategories;
}

export interface MissingKey {
  culture: Culture;
  key: string;
}

/**
 * Every (culture, key) the UI needs but a dictionary lacks. A key is plural when the English
 * source has `key_other`; then each culture needs every category its Intl.PluralRules names.
 */
export function findMissingKeys(usedKeys: Iterable<string>, dictionaries: Record<Culture, Dictionary>): MissingKey[] {
  const source = dictionaries.en;
  const missing: MissingKey[] = [];
  const keys = [...new Set(usedKeys)].sort();
  for (const culture of CULTURES) {
    const dictionary = dictionaries[culture];
    for (const key of keys) {
      if (!isKeyNeededIn(key, culture)) continue;
      const isPlural = `${key}_other` in source;
      const needed = isPlural ? pluralCategories(culture).map((category) => `${key}_${category}`) : [key];
      for (const name of needed) {
        if (typeof dictionary[name] !== 'string' || dictionary[name].trim() === '')
          missing.push({ culture, key: name });
      }
    }
  }
  return missing;
}
