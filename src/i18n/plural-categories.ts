import type { Culture } from '../domain/culture.ts';

/** The plural forms a culture needs (ru: one, few, many, other; zh: other), as i18next suffixes them. */
export function pluralCategories(culture: Culture): Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(culture).resolvedOptions().pluralCategories;
}
